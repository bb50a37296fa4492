/*
 * The session feature's front door: what other features and the app may use of it
 * (docs/architecture.md "Who may import whom"); its server-only parts come from `./server`.
 * Re-exports only: an import from it compiles to the module that defines the name
 * (server/build/front-doors.ts).
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
