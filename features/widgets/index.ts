/*
 * The widgets feature's front door: what other features and the app may use of it
 * (docs/architecture.md "Who may import whom"); its server-only parts come from `./server`.
 * Re-exports only: an import from it compiles to the module that defines the name
 * (server/build/front-doors.ts).
 */

export { LineIcon } from './LineIcon';
export { NavigationProgress } from './NavigationProgress';
export { OfflineNotice } from './OfflineNotice';
export { Paging } from './Paging';
export type { PagingLabels } from './Paging';
export { PolicyLogo } from './PolicyLogo';
export { ScrollArrows } from './ScrollArrows';
export type { ScrollArrowsLabels } from './ScrollArrows';
export { ScrollToTop } from './ScrollToTop';
export type { SupportButton } from './SupportButton';
export { onRouterTransitionStart } from './navigation-progress';
export { supportOptions } from './support-options';
