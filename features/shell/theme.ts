import { APP_THEME, type AppTheme } from '@/features/settings';

/** The theme cookie's values; the server reads it to paint the right theme first time. */
export type ThemeName = 'light' | 'dark';
export const DEFAULT_THEME: ThemeName = 'dark';
export const THEME_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

export function themeName(value: string | undefined): ThemeName {
  return value === 'light' || value === 'dark' ? value : DEFAULT_THEME;
}

export function appThemeOf(name: ThemeName): AppTheme {
  return name === 'light' ? APP_THEME.light : APP_THEME.dark;
}

export function themeNameOf(theme: AppTheme): ThemeName {
  return theme === APP_THEME.light ? 'light' : 'dark';
}
