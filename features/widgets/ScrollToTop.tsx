'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { pagePlatform, scrollToTopThreshold } from './scroll-to-top';
import styles from './ScrollToTop.module.css';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Back to the top of the page, shown once the page is scrolled past spec 01 §9's threshold (one
 * screen on desktop, four on mobile); scrolls smoothly unless the player asks for less motion.
 */
export function ScrollToTop() {
  const t = useTranslations('widgets');
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const platform = pagePlatform();
    const update = () =>
      setShown(window.scrollY > scrollToTopThreshold(platform, window.innerHeight));
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  if (!shown) return null;
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={t('scrollToTop')}
      onClick={() => {
        const reduced = window.matchMedia?.(REDUCED_MOTION).matches ?? false;
        window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
      }}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M12 19V5M5 12l7-7 7 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
