'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { BffError, bffClient, type CaptchaOutcome } from '@/features/bff';
import { defineRemote, RemotePart } from '@/features/remote-apps';
import { useAppDispatch, useAppSelector, useAppStore } from '@/features/store';
import { officePreferencesLoadedLater } from '@/features/settings';
import { loadUserConfig } from '@/features/user';
import {
  captchaRequested,
  captchaSettled,
  modalClosed,
  modalOpened,
  selectAuthModal,
  selectIsSignedIn,
  sessionInit,
  signedOut,
} from '@/features/session';
import type { AuthModalsProps } from './AuthModals';

// The modals and the captcha load when first opened, not with every page (remote parts, spec 01 §4).
const authModals = defineRemote('auth/modals', () => import('./AuthModals').then((m) => m.default));
const captchaModal = defineRemote('auth/captcha-modal', () =>
  import('./CaptchaModal').then((m) => m.CaptchaModal),
);

/** spec 01 §7, §9: the authentication is refreshed every 60 s while signed in. */
export const AUTH_REFRESH_MS = 60_000;
/** spec 01 §9 "Timers pause 30 s after the page is left". */
export const TIMERS_PAUSE_AFTER_HIDDEN_MS = 30_000;
export const FORGOT_PASSWORD_FLAG = 'showForgotPasswordModal';

/** A query flag is truthy unless empty, 0 or false. */
export function isTruthyFlag(value: string | null): boolean {
  return value !== null && !['', '0', 'false'].includes(value.trim().toLowerCase());
}

export type AuthBootProps = AuthModalsProps;

/**
 * The session's life in the browser, mounted once by the main layout: session init on load, the
 * periodic refresh while signed in, the forgot-password query flag, and the auth modals.
 */
export function AuthBoot(props: AuthBootProps) {
  const { lng } = props;
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const router = useRouter();
  const pathname = usePathname();
  const signedIn = useAppSelector(selectIsSignedIn);

  // spec 01 §4 Session init; a session the server rendered but that is gone re-renders signed out.
  useEffect(() => {
    const renderedSignedIn = store.getState().auth.userId !== null;
    void dispatch(sessionInit()).then((action) => {
      if (sessionInit.fulfilled.match(action) && action.payload === null && renderedSignedIn) {
        router.refresh();
      }
    });
  }, [dispatch, store, router]);

  // spec 02 §6 "Signed in: gets user config load": on session init and after signing in.
  useEffect(() => {
    if (signedIn) void dispatch(loadUserConfig());
  }, [signedIn, dispatch]);

  // spec 01 §7 "Office settings get": the player's saved display preferences over the cookie.
  useEffect(() => {
    if (!signedIn) return;
    // Loaded for a player only: the preferences' schema stays out of a visitor's boot.
    void dispatch(officePreferencesLoadedLater()).then((changed) => {
      if (changed) router.refresh();
    });
  }, [signedIn, dispatch, router]);

  useEffect(() => {
    if (!signedIn) return;
    let interval: number | null = null;
    let pause: number | null = null;
    const refresh = () => {
      bffClient.post('/api/auth/refresh').catch((error: unknown) => {
        if (error instanceof BffError && error.status === 401) {
          dispatch(signedOut());
          router.refresh();
        }
      });
    };
    const start = () => {
      interval ??= window.setInterval(refresh, AUTH_REFRESH_MS);
    };
    const stop = () => {
      if (interval !== null) window.clearInterval(interval);
      interval = null;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        pause ??= window.setTimeout(() => {
          pause = null;
          stop();
        }, TIMERS_PAUSE_AFTER_HIDDEN_MS);
        return;
      }
      if (pause !== null) {
        window.clearTimeout(pause);
        pause = null;
      } else if (interval === null) {
        // Back after a pause: catch up at once, then keep the rhythm.
        refresh();
        start();
      }
    };
    start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      if (pause !== null) window.clearTimeout(pause);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [signedIn, dispatch, router]);

  // spec 01 §2 "Modals are hidden on navigation".
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (store.getState().auth.modal !== 'captcha') dispatch(modalClosed());
  }, [pathname, dispatch, store]);

  // spec 01 §2 Query flags: showForgotPasswordModal on home, for a visitor.
  useEffect(() => {
    if (pathname !== `/${lng}` || store.getState().auth.userId !== null) return;
    const query = new URLSearchParams(window.location.search);
    if (!isTruthyFlag(query.get(FORGOT_PASSWORD_FLAG))) return;
    dispatch(modalOpened('forgotPassword'));
    // The flag is used up: a reload or the page after signing in does not open it again.
    query.delete(FORGOT_PASSWORD_FLAG);
    const rest = query.toString();
    // Without Next's own history state, so the router takes the new address too: a refresh of the
    // page (the live line's) must not bring the flag back.
    window.history.replaceState(
      null,
      '',
      `${window.location.pathname}${rest ? `?${rest}` : ''}${window.location.hash}`,
    );
  }, [pathname, lng, dispatch, store]);

  const modal = useAppSelector(selectAuthModal);
  return (
    <>
      <CaptchaHost />
      {modal !== null && modal !== 'captcha' && (
        <RemotePart remote={authModals} props={props} overlay />
      )}
    </>
  );
}

/**
 * Answers the BFF client's "please solve a captcha": opens the captcha modal and settles the
 * waiting request with its outcome. A captcha closed any other way counts as cancelled.
 */
export function CaptchaHost() {
  const dispatch = useAppDispatch();
  const modal = useAppSelector(selectAuthModal);
  const pending = useRef<((outcome: CaptchaOutcome) => void) | null>(null);

  useEffect(() => {
    const unregister = bffClient.setCaptchaHandler(
      () =>
        new Promise<CaptchaOutcome>((resolve) => {
          pending.current?.({ token: null, reason: 'cancelled' });
          pending.current = resolve;
          dispatch(captchaRequested());
        }),
    );
    return () => {
      unregister();
      pending.current?.({ token: null, reason: 'cancelled' });
      pending.current = null;
    };
  }, [dispatch]);

  useEffect(() => {
    if (modal !== 'captcha' && pending.current) {
      pending.current({ token: null, reason: 'cancelled' });
      pending.current = null;
    }
  }, [modal]);

  function settle(outcome: CaptchaOutcome) {
    pending.current?.(outcome);
    pending.current = null;
    dispatch(captchaSettled());
  }

  return modal === 'captcha' ? (
    <RemotePart remote={captchaModal} props={{ onSettle: settle }} overlay />
  ) : null;
}
