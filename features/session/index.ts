/*
 * The session feature's front door: what other features may use of it (docs/architecture.md
 * "Who may import whom"); its server-only parts come from `./server`. Re-exports only: Next
 * loads just the names an import asks for (next.config.ts `optimizePackageImports`).
 */

export { AuthLink } from './AuthLink';
export { LoginLink } from './LoginLink';
export {
  AUTH_FORM,
  authSlice,
  captchaRequested,
  captchaSettled,
  formChanged,
  initialAuthState,
  loadPhoneData,
  login,
  logout,
  modalClosed,
  modalOpened,
  oneClickCouponReset,
  passwordRecovery,
  passwordReset,
  register,
  selectAuthModal,
  selectIsSignedIn,
  selectLoginForm,
  selectPhoneData,
  selectUserId,
  sendSms,
  sessionInit,
  signedOut,
  signInRequested,
  toAuthFailure,
} from './authSlice';
export type {
  AuthFailure,
  AuthForm,
  AuthModal,
  PhoneCountry,
  PhoneData,
  PhoneMask,
  RegisterAnswer,
} from './authSlice';
