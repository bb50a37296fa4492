/*
 * The user feature's front door: what other features may use of it (docs/architecture.md
 * "Who may import whom"); its server-only parts come from `./server`. Re-exports only: Next
 * loads just the names an import asks for (next.config.ts `optimizePackageImports`).
 */

export { loadUserConfig } from './load-user-config';
export { sendProfileChange, useProfileConfig, useUserConfigSaved } from './use-profile-config';
export {
  activatedContacts,
  needToActivate,
  protectionLevelStatus,
  requiredProfileFieldsFilled,
  verificationState,
} from './user-selectors';
export { selectUserConfig, selectUserConfigStatus, userSlice } from './userSlice';
