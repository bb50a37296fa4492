'use client';

import { useEffect, useRef, useState } from 'react';
import { modalOpened, selectIsSignedIn } from '@/features/session';
import { Modal } from '@/features/ui';
import { matchesPattern } from '@/features/navigation';
import buttons from '@/features/ui/Buttons.module.css';
import { useAppDispatch, useAppSelector, useAppStore } from '@/features/store';
import {
  isModalOpen,
  nextReminderAt,
  parseStoredTime,
  REMINDER_NEXT_KEY,
  reminderWaitMs,
  whenClear,
} from './visitor-popup-rules';
import styles from './VisitorPopups.module.css';

export interface RegistrationReminderLabels {
  title: string;
  text: string;
  register: string;
  login: string;
  close: string;
}

export interface RegistrationReminderProps {
  lng: string;
  /** spec 01 §3 Registration reminder config: delay in seconds, interval in minutes. */
  delayS: number;
  intervalMin: number;
  /** Route patterns of the auth form pages (login, registration, password reset). */
  authFormPaths: readonly string[];
  labels: RegistrationReminderLabels;
}

function readNextAllowedAt(): number | null | 'unavailable' {
  try {
    return parseStoredTime(window.localStorage.getItem(REMINDER_NEXT_KEY));
  } catch {
    return 'unavailable';
  }
}

function onAuthFormPage(lng: string, authFormPaths: readonly string[]): boolean {
  const segments = window.location.pathname.split('/').filter(Boolean);
  return segments[0] === lng && authFormPaths.some((p) => matchesPattern(p, segments.slice(1)));
}

/**
 * spec 01 §4 Registration reminder popup: shown once after the delay to a visitor who is not
 * signed in, when no auth form or modal is open (it waits until they are gone); then the next
 * allowed time is stored (now plus the interval, or 0: never again).
 */
export function RegistrationReminder({
  lng,
  delayS,
  intervalMin,
  authFormPaths,
  labels,
}: RegistrationReminderProps) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const signedIn = useAppSelector(selectIsSignedIn);
  const [state, setState] = useState<'waiting' | 'open' | 'done'>('waiting');
  // Read when the reminder is due, so a re-render with equal props does not restart the delay.
  const page = useRef({ lng, authFormPaths });
  useEffect(() => {
    page.current = { lng, authFormPaths };
  }, [lng, authFormPaths]);

  useEffect(() => {
    if (signedIn || state !== 'waiting') return;
    const nextAllowedAt = readNextAllowedAt();
    // Without storage the reminder could not remember being shown: it is not shown at all.
    if (nextAllowedAt === 'unavailable') return;
    const wait = reminderWaitMs(delayS, nextAllowedAt, Date.now());
    if (wait === null) return;
    const isClear = () => {
      const { auth } = store.getState();
      return (
        auth.userId === null &&
        auth.modal === null &&
        !onAuthFormPage(page.current.lng, page.current.authFormPaths) &&
        !isModalOpen()
      );
    };
    let stopWaiting: (() => void) | null = null;
    const timer = window.setTimeout(() => {
      stopWaiting = whenClear(isClear, () => {
        try {
          window.localStorage.setItem(
            REMINDER_NEXT_KEY,
            String(nextReminderAt(intervalMin, Date.now())),
          );
        } catch {
          return;
        }
        setState('open');
      });
    }, wait);
    return () => {
      window.clearTimeout(timer);
      stopWaiting?.();
    };
  }, [signedIn, state, delayS, intervalMin, store]);

  if (state !== 'open' || signedIn) return null;

  const close = () => setState('done');
  const openAuthModal = (modal: 'registration' | 'login') => {
    close();
    dispatch(modalOpened(modal));
  };

  return (
    <Modal title={labels.title} closeLabel={labels.close} onClose={close}>
      <div className={styles.content}>
        <p>{labels.text}</p>
        <div className={buttons.actions}>
          <button
            type="button"
            className={buttons.secondary}
            onClick={() => openAuthModal('login')}
          >
            {labels.login}
          </button>
          <button
            type="button"
            className={buttons.primary}
            data-autofocus=""
            onClick={() => openAuthModal('registration')}
          >
            {labels.register}
          </button>
        </div>
      </div>
    </Modal>
  );
}
