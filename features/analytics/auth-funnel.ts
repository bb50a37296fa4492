/**
 * Where the visitor is in the password recovery and registration flows, read from the events as
 * they are tracked, so that leaving a flow can be told apart (spec 02 §4: recovery "exit" after a
 * code was sent, "cancel" before; registration "done or leave"). A finished registration is also
 * kept in the analytics storage (hasDone).
 */
import type { AnalyticsEventInput, RegistrationType, SocialNetwork } from './event-registry';

export type RecoveryStage = 'request' | 'reset' | 'done';

export interface RegistrationProgress {
  /** The option chosen; the form opens on one click. */
  type: RegistrationType;
  socialNetwork: SocialNetwork | null;
  done: boolean;
  /** A leave was reported for this call already (the page hidden, then unmounted). */
  left: boolean;
}

const FRESH_REGISTRATION: RegistrationProgress = {
  type: 'one_click',
  socialNetwork: null,
  done: false,
  left: false,
};

let recoveryStage: RecoveryStage = 'request';
let registration: RegistrationProgress = FRESH_REGISTRATION;

export function noteAuthFunnel(input: AnalyticsEventInput, now: number): void {
  switch (input.name) {
    case 'recovery_popup_shown':
      recoveryStage = 'request';
      break;
    case 'recovery_code_sent':
      recoveryStage = 'reset';
      break;
    case 'recovery_success':
      recoveryStage = 'done';
      break;
    case 'registration_page_call':
      registration = FRESH_REGISTRATION;
      break;
    case 'registration_option_select':
      registration = {
        ...registration,
        type: input.fields.reg_type,
        socialNetwork: input.fields.social_network ?? null,
      };
      break;
    case 'registration_leave':
      registration = { ...registration, left: true };
      break;
    case 'registration_done':
      registration = { ...registration, done: true };
      // The storage's schema loads with this event, never while a page boots.
      void import('./analytics-storage')
        .then(({ updateAnalyticsStorage }) =>
          updateAnalyticsStorage((stored) => ({ ...stored, hasDone: true }), now),
        )
        .catch((error: unknown) => console.warn('analytics storage not saved:', error));
      break;
    default:
      break;
  }
}

export const recoveryStageNow = (): RecoveryStage => recoveryStage;
export const registrationNow = (): RegistrationProgress => registration;
