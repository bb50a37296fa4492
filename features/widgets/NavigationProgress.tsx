'use client';

import { useTranslations } from 'next-intl';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import {
  leavesPage,
  NAVIGATION_START_EVENT,
  PROGRESS_MAX_MS,
  PROGRESS_THROTTLE_MS,
  type NavigationStartDetail,
} from './navigation-progress';
import styles from './NavigationProgress.module.css';

/** How long the finished bar takes to fill and fade (NavigationProgress.module.css). */
export const PROGRESS_FINISH_MS = 300;

type Phase = 'idle' | 'running' | 'done';

/**
 * A thin bar at the top while a client navigation runs (spec 01 §9 "Progress bar throttle
 * 200 ms, duration 5000 ms"): it starts with the router's navigation, shows only once the
 * navigation has taken 200 ms, finishes when the path or the query changes, and is gone after
 * 5000 ms whatever happened.
 */
export function NavigationProgress() {
  const t = useTranslations('widgets');
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const [phase, setPhase] = useState<Phase>('idle');
  const pending = useRef(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  const clearTimers = () => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current = [];
  };

  useEffect(() => {
    const onStart = (event: Event) => {
      const { href } = (event as CustomEvent<NavigationStartDetail>).detail;
      if (!leavesPage(href)) return;
      clearTimers();
      pending.current = true;
      timers.current = [
        setTimeout(() => setPhase('running'), PROGRESS_THROTTLE_MS),
        setTimeout(() => {
          pending.current = false;
          clearTimers();
          setPhase('idle');
        }, PROGRESS_MAX_MS),
      ];
    };
    window.addEventListener(NAVIGATION_START_EVENT, onStart);
    return () => {
      window.removeEventListener(NAVIGATION_START_EVENT, onStart);
      clearTimers();
    };
  }, []);

  // The new page is on screen: a bar that shows fills up and fades, one that did not never will.
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    clearTimers();
    setPhase((current) => (current === 'running' ? 'done' : 'idle'));
  }, [pathname, search]);

  useEffect(() => {
    if (phase !== 'done') return;
    const timer = setTimeout(() => setPhase('idle'), PROGRESS_FINISH_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === 'idle') return null;
  return (
    <div
      className={phase === 'done' ? `${styles.bar} ${styles.done}` : styles.bar}
      role="progressbar"
      aria-label={t('progress')}
      aria-busy={phase === 'running'}
    />
  );
}
