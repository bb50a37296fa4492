/**
 * The cookie choices themselves (spec 01 §3 Cookie option, §4 Cookie consent modal; spec 02 §3
 * "Cookie choices", §6), for the store and the modal in the browser. No zod here: the cookie's
 * and the BFF's schemas (consent-rules.ts) stay on the server and out of the pages' scripts.
 */
import type { CookiesAgreeType } from '@/server/upstream/schemas/cookie-agreement';

/** spec 02 §3 Cookie choices: necessary (always on), functionality, marketing. */
export const COOKIE_TYPES = ['necessary', 'functionality', 'marketing'] as const;
export type CookieType = (typeof COOKIE_TYPES)[number];

/** spec 01 §3 Cookie option: name, checked, disabled, cookiesType. */
export interface CookieOption {
  name: CookieType;
  checked: boolean;
  disabled: boolean;
  cookiesType: CookiesAgreeType;
}

/** The customise view's options as it opens: necessary on and fixed, the others off. */
export const COOKIE_OPTIONS: readonly CookieOption[] = [
  { name: 'necessary', checked: true, disabled: true, cookiesType: 'disable' },
  { name: 'functionality', checked: false, disabled: false, cookiesType: 'functionality' },
  { name: 'marketing', checked: false, disabled: false, cookiesType: 'marketing' },
];

/**
 * spec 01 §4 "Accept selected gives all if every option is checked, else the first checked
 * non-disabled type, else disable."
 */
export function agreeTypeOfSelection(options: readonly CookieOption[]): CookiesAgreeType {
  if (options.every((option) => option.checked)) return 'all';
  return options.find((option) => option.checked && !option.disabled)?.cookiesType ?? 'disable';
}

/**
 * Whether cookies (and the scripts that set them) of a type may be used. Before a choice only
 * the necessary ones: spec 02 §6 "Marketing analytics starts only after marketing cookies are
 * agreed; the window width is saved in a cookie only with functional cookies".
 */
export function isCookieTypeAllowed(agreeType: CookiesAgreeType | null, type: CookieType): boolean {
  if (type === 'necessary') return true;
  return agreeType === 'all' || agreeType === type;
}
