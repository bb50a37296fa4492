/**
 * The cookie consent rules (spec 01 §3 Cookie option, §4 Cookie consent modal; spec 02 §3
 * "Cookie choices", §4 "accept all sets all three types", §6), declared once for the modal, the
 * store, the BFF and the server render. Pure: no browser or server API.
 */
import { z } from 'zod';
import {
  cookiesAgreeTypeSchema,
  type CookiesAgreeType,
} from '@/server/upstream/schemas/cookie-agreement';

export { cookiesAgreeTypeSchema, type CookiesAgreeType };

export {
  agreeTypeOfSelection,
  COOKIE_OPTIONS,
  COOKIE_TYPES,
  isCookieTypeAllowed,
  type CookieOption,
  type CookieType,
} from './consent-choice';

/** The visitor's choice, kept in a first-party cookie the server render reads (spec 02 §6). */
export const CONSENT_COOKIE = 'cookies_agree';
/** Asked again after 180 days: consent is not forever (the period is ours, docs/decisions.md). */
export const CONSENT_COOKIE_MAX_AGE_S = 180 * 24 * 3600;

/** `<type>.<epoch ms of the choice>`: the choice and its time (spec 02 §6 "saved locally"). */
const consentCookieSchema = z
  .string()
  .max(64)
  .regex(/^[a-z]+\.\d{1,15}$/)
  .transform((value) => {
    const [type = '', time = ''] = value.split('.');
    return { type, agreedAt: Number(time) };
  })
  .pipe(
    z.object({
      type: cookiesAgreeTypeSchema,
      agreedAt: z.number().int().positive().max(8.64e15),
    }),
  );
export type SavedConsent = z.infer<typeof consentCookieSchema>;

export function consentCookieValue(type: CookiesAgreeType, agreedAt: number): string {
  return `${type}.${agreedAt}`;
}

/** A missing or malformed cookie is no choice: the visitor is asked (again). */
export function parseConsentCookie(value: string | undefined): SavedConsent | null {
  const parsed = consentCookieSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export interface ConsentForRender {
  /** The choice in force for this page: null until the visitor chooses. */
  agreeType: CookiesAgreeType | null;
  /** Whether the page carries the modal (server-rendered, so it is there on the first paint). */
  showModal: boolean;
}

/**
 * What a page renders: a saved choice holds (also when the site has since turned the popup off:
 * an explicit refusal is not overridden); without one, a site with the popup off counts every
 * type as accepted (spec 01 §4); crawlers are not shown the modal and get nothing optional.
 * `popupEnabled` is null where the page does not ask the config (technical pages).
 */
export function decideConsent(input: {
  saved: SavedConsent | null;
  popupEnabled: boolean | null;
  isBot: boolean;
}): ConsentForRender {
  if (input.saved) return { agreeType: input.saved.type, showModal: false };
  if (input.popupEnabled === false) return { agreeType: 'all', showModal: false };
  return { agreeType: null, showModal: input.popupEnabled === true && !input.isBot };
}

/** The BFF body of a choice (app/api/consent). */
export const consentChoiceSchema = z.strictObject({ cookiesAgreeType: cookiesAgreeTypeSchema });
export type ConsentChoice = z.infer<typeof consentChoiceSchema>;
