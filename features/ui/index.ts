/*
 * The ui feature's front door: what other features and the app may use of it
 * (docs/architecture.md "Who may import whom"); its server-only parts come from `./server`.
 * Re-exports only: an import from it compiles to the module that defines the name
 * (server/build/front-doors.ts).
 */

export { ClientTextsProvider, useClientTexts } from './ClientTexts';
export { DocumentTextsProvider } from './DocumentTexts';
export { useDocumentFile } from './document-file';
export { FormAlert, FormField } from './FormField';
export { JsonLd } from './JsonLd';
export { Logo } from './Logo';
export { Modal } from './Modal';
export { PageTextsProvider } from './PageTexts';
export { Pagination } from './Pagination';
export { ShellTextsProvider } from './ShellTexts';
export { SiteLink } from './SiteLink';
export { browserNavigation } from './browser-navigation';
export { withIntlTexts } from './intl-part';
export { switchLanguage, withLanguage } from './paths';
export { setPreferenceCookie } from './preference-cookie';
export type { RouteBodies, RouteBody, RouteSearchParams } from './route-body';
export {
  organizationData,
  promotionEventData,
  sportsEventData,
  videoGameData,
  webSiteData,
} from './structured-data';
export { useHydrated } from './use-hydrated';
export { usePageNonce } from './use-page-nonce';
export {
  TYPED_SCOPE_ATTRIBUTE,
  TypedBeforeProvider,
  typedInto,
  useTypedBeforeHydration,
} from './use-typed-before-hydration';
export { richPlainText, usePlainTexts } from './use-plain-texts';
