/*
 * The user feature's front door: what other features and the app may use of it
 * (docs/architecture.md "Who may import whom"); its server-only parts come from `./server`.
 * Re-exports only: an import from it compiles to the module that defines the name
 * (server/build/front-doors.ts).
 */

export { loadUserConfig } from './load-user-config';
export { PAGE_CLASS_HEADER, STALE_PAGE_HEADER } from './stale-page';
export { sendProfileChange, useProfileConfig, useUserConfigSaved } from './use-profile-config';
export {
  activatedContacts,
  needToActivate,
  protectionLevelStatus,
  requiredProfileFieldsFilled,
  verificationState,
} from './user-selectors';
export { selectUserConfig, selectUserConfigStatus, userSlice } from './userSlice';
