'use client';

import { APP_THEME, selectAppTheme, themeChanged } from '@/features/settings';
import { useAppDispatch, useAppSelector } from '@/features/store';
import { THEME_COOKIE } from '@/server/edge/cookie-names';
import { THEME_COOKIE_MAX_AGE_S, themeNameOf } from './theme';
import styles from './ThemeToggle.module.css';
import { setPreferenceCookie } from '@/features/ui';

export function ThemeToggle({ toLight, toDark }: { toLight: string; toDark: string }) {
  const dispatch = useAppDispatch();
  const theme = useAppSelector(selectAppTheme);
  const isDark = theme === APP_THEME.dark;

  function toggle() {
    const next = isDark ? APP_THEME.light : APP_THEME.dark;
    dispatch(themeChanged(next));
    const name = themeNameOf(next);
    document.documentElement.dataset.theme = name;
    setPreferenceCookie(THEME_COOKIE, name, THEME_COOKIE_MAX_AGE_S);
  }

  return (
    <button
      type="button"
      className={styles.toggle}
      onClick={toggle}
      aria-label={isDark ? toLight : toDark}
      title={isDark ? toLight : toDark}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        {isDark ? (
          <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="12" cy="12" r="4.5" />
            <path d="M12 2v2m0 16v2M2 12h2m16 0h2M4.9 4.9l1.4 1.4m11.4 11.4 1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
          </g>
        ) : (
          <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4 8.5 8.5 0 1 0 20 14.5z" fill="currentColor" />
        )}
      </svg>
    </button>
  );
}
