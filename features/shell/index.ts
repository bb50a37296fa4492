/*
 * The shell feature's front door: what other features and the app may use of it
 * (docs/architecture.md "Who may import whom"); its server-only parts come from `./server`.
 * Re-exports only: an import from it compiles to the module that defines the name
 * (server/build/front-doors.ts).
 */

export { StatusPage, statusPageStyles } from './StatusPage';
export { isVisibleLanguage, visibleLanguages } from './languages';
export { LazyQuickCoupon } from './lazy-shell-parts';
export { makeZodJitless } from './zod-jitless';
export type { ShellData } from './shell-data';
