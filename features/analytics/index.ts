/*
 * The analytics feature's front door: what other features and the app may use of it
 * (docs/architecture.md "Who may import whom"); its server-only parts come from `./server`.
 * Re-exports only: an import from it compiles to the module that defines the name
 * (server/build/front-doors.ts).
 */

export { AnalyticsClient } from './AnalyticsClient';
export type { TagManager } from './TagManager';
export {
  REGISTRATION_TYPE_OF_TAB,
  useAuthModalAnalytics,
  useRegistrationPageAnalytics,
} from './auth-analytics';
export { checkAnalyticsEvent, MAX_EVENTS_PER_BATCH } from './event-registry';
export type { AnalyticsEvent } from './event-registry';
export { track } from './track';
