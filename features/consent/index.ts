/*
 * The consent feature's front door: what other features and the app may use of it
 * (docs/architecture.md "Who may import whom"); its server-only parts come from `./server`.
 * Re-exports only: an import from it compiles to the module that defines the name
 * (server/build/front-doors.ts).
 */

export { ConsentGate } from './ConsentGate';
export { WindowWidthCookie } from './WindowWidthCookie';
export {
  CONSENT_COOKIE,
  CONSENT_COOKIE_MAX_AGE_S,
  consentChoiceSchema,
  consentCookieValue,
  decideConsent,
  parseConsentCookie,
} from './consent-rules';
export type { ConsentForRender } from './consent-rules';
export { consentSlice, initialConsentState } from './consentSlice';
export { LazyCookieConsentModal } from './lazy-consent-modal';
export { useConsent } from './use-consent';
