'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** How often a live page asks the server for the current scores and odds. */
export const LIVE_REFRESH_MS = 5000;

/**
 * Keeps a live page current without a reload: re-renders the server components every few
 * seconds while the tab is visible, and at once when it becomes visible again. Renders nothing.
 */
export function LiveRefresh() {
  const router = useRouter();
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible') router.refresh();
    };
    const timer = window.setInterval(refresh, LIVE_REFRESH_MS);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [router]);
  return null;
}
