'use client';

/**
 * The sign-in, recovery and registration events that belong to the modals and pages rather than
 * to one button (spec 02 §4 "Analytics flows"): the login popup shown, the recovery popup, the
 * registration page call (with the analytics storage's counters, spec 02 §3), and leaving the
 * recovery or the registration unfinished.
 */
import { useEffect } from 'react';
import type { AuthModal } from '@/features/session';
import { useAppStore } from '@/features/store';
import { readAnalyticsStorage, secondsSince, updateAnalyticsStorage } from './analytics-storage';
import { recoveryStageNow, registrationNow } from './auth-funnel';
import type { RegistrationType } from './event-registry';
import { track } from './track';

/** The registration form's tabs as spec 02 §3 names the registration types. */
export const REGISTRATION_TYPE_OF_TAB = {
  oneClick: 'one_click',
  phone: 'phone_reg',
  full: 'full_reg',
} as const satisfies Record<string, RegistrationType>;

/** spec 02 §3 authTryCounter, lastAuthPopUpCallTime: one more opening of the login popup. */
function trackLoginPopupShown(now = Date.now()) {
  const before = readAnalyticsStorage(now);
  const after = updateAnalyticsStorage(
    (stored) => ({
      ...stored,
      authTryCounter: stored.authTryCounter + 1,
      lastAuthPopUpCallTime: now,
    }),
    now,
  );
  track({
    name: 'login_popup_shown',
    fields: {
      try_counter: after.authTryCounter,
      since_last_call_s: secondsSince(before.lastAuthPopUpCallTime, now),
    },
  });
}

/** spec 02 §3 regTryCounter, lastRegCallTime, hasDone: one more call of the registration. */
function trackRegistrationPageCall(source: 'page' | 'modal', now = Date.now()) {
  const before = readAnalyticsStorage(now);
  const after = updateAnalyticsStorage(
    (stored) => ({ ...stored, regTryCounter: stored.regTryCounter + 1, lastRegCallTime: now }),
    now,
  );
  track({
    name: 'registration_page_call',
    fields: {
      source,
      try_counter: after.regTryCounter,
      since_last_call_s: secondsSince(before.lastRegCallTime, now),
      has_done: before.hasDone,
    },
  });
}

function trackRegistrationLeave() {
  const registration = registrationNow();
  if (registration.done || registration.left) return;
  track({
    name: 'registration_leave',
    fields: { reg_type: registration.type, social_network: registration.socialNetwork },
  });
}

/** Closing the recovery before a code was asked is a cancel; after it, an exit. */
function trackRecoveryLeave() {
  const stage = recoveryStageNow();
  if (stage === 'request') track({ name: 'recovery_cancel', fields: {} });
  if (stage === 'reset') track({ name: 'recovery_exit', fields: {} });
}

/** The modal the visitor last saw, across the modal host's mounts (it unmounts when closed). */
let shownModal: AuthModal | null = null;

function modalChanged(next: AuthModal | null) {
  const before = shownModal;
  shownModal = next;
  // The captcha covers a modal for a moment (spec 01 §8): that modal is neither left nor shown
  // again.
  if (before === next || before === 'captcha' || next === 'captcha') return;
  if (before === 'registration') trackRegistrationLeave();
  if (before === 'forgotPassword') trackRecoveryLeave();
  if (next === 'login') trackLoginPopupShown();
  if (next === 'forgotPassword') track({ name: 'recovery_popup_shown', fields: {} });
  if (next === 'registration') trackRegistrationPageCall('modal');
}

/** Mounted by the auth modals' host: reports each modal shown and each one left. */
export function useAuthModalAnalytics(modal: AuthModal | null): void {
  const store = useAppStore();
  useEffect(() => {
    modalChanged(modal);
    // The host unmounts when the modal closes or the captcha covers it: the store says which.
    return () => modalChanged(store.getState().auth.modal);
  }, [modal, store]);
}

/**
 * The registration page (not the modal, which the host reports): the page call as it opens, a
 * leave when the visitor goes elsewhere or closes the page unfinished.
 */
export function useRegistrationPageAnalytics(context: 'page' | 'modal'): void {
  useEffect(() => {
    if (context !== 'page') return;
    trackRegistrationPageCall('page');
    window.addEventListener('pagehide', trackRegistrationLeave);
    return () => {
      window.removeEventListener('pagehide', trackRegistrationLeave);
      trackRegistrationLeave();
    };
  }, [context]);
}
