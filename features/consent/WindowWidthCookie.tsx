'use client';

import { useEffect } from 'react';
import { setPreferenceCookie } from '@/features/ui';
import { useConsent } from './use-consent';

export const WINDOW_WIDTH_COOKIE = 'window_width';
const WINDOW_WIDTH_MAX_AGE_S = 365 * 24 * 3600;
/** spec 02 §9 "Resize debounce 100 ms". */
const RESIZE_DEBOUNCE_MS = 100;

/**
 * spec 02 §3 windowSize, §9 "Window width default from cookie": the width is written for the
 * server render, and only with functional cookies agreed (spec 02 §6).
 */
export function WindowWidthCookie() {
  const allowed = useConsent('functionality');

  useEffect(() => {
    if (!allowed) return;
    const save = () =>
      setPreferenceCookie(WINDOW_WIDTH_COOKIE, String(window.innerWidth), WINDOW_WIDTH_MAX_AGE_S);
    save();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(save, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [allowed]);

  return null;
}
