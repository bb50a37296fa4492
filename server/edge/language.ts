/**
 * Middleware step "language" (spec 01 §2 and §4 Language). Pure: request facts and the language
 * list in, a decision out.
 * - The URL prefix is two lowercase letters; a path without one is redirected with the language
 *   inserted, chosen from the cookie, else the browser preference, else the site default, else
 *   English.
 * - A prefix that is not an available language is replaced the same way (the rest of the path is
 *   kept), and an upper-case prefix of an available language is lower-cased.
 * - Languages hidden for unauthorised users are not available to them.
 */
export const FALLBACK_LANGUAGE = 'en';
export const LANGUAGE_COOKIE = 'lng';
/** The language cookie lasts a year; it only remembers a choice. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

const PREFIX = /^[a-z]{2}$/;

export interface LanguageSettings {
  languages: readonly string[];
  hiddenLanguages: readonly string[];
  defaultLanguage: string;
}

export interface LanguageRequest {
  pathname: string;
  search: string;
  cookieLanguage: string | undefined;
  acceptLanguage: string | null;
  signedIn: boolean;
}

export type LanguageDecision =
  { kind: 'continue'; lng: string } | { kind: 'redirect'; lng: string; location: string };

export function availableLanguages(settings: LanguageSettings, signedIn: boolean): string[] {
  return settings.languages.filter((l) => signedIn || !settings.hiddenLanguages.includes(l));
}

/** Language tags of an Accept-Language header, best first (q-values honoured, q=0 dropped). */
export function parseAcceptLanguage(header: string | null): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

export function preferredLanguage(
  request: Pick<LanguageRequest, 'cookieLanguage' | 'acceptLanguage'>,
  available: readonly string[],
  defaultLanguage: string,
): string {
  if (request.cookieLanguage && available.includes(request.cookieLanguage)) {
    return request.cookieLanguage;
  }
  for (const tag of parseAcceptLanguage(request.acceptLanguage)) {
    const primary = tag.split('-')[0] ?? '';
    if (available.includes(primary)) return primary;
  }
  if (available.includes(defaultLanguage)) return defaultLanguage;
  return available.includes(FALLBACK_LANGUAGE)
    ? FALLBACK_LANGUAGE
    : (available[0] ?? FALLBACK_LANGUAGE);
}

export function decideLanguage(
  request: LanguageRequest,
  settings: LanguageSettings,
): LanguageDecision {
  const available = availableLanguages(settings, request.signedIn);
  const [, first = '', ...rest] = request.pathname.split('/');
  if (PREFIX.test(first) && available.includes(first)) return { kind: 'continue', lng: first };

  const lowered = first.toLowerCase();
  const hasPrefix = /^[a-zA-Z]{2}$/.test(first);
  const lng =
    hasPrefix && available.includes(lowered)
      ? lowered
      : preferredLanguage(request, available, settings.defaultLanguage);
  const tail = hasPrefix ? rest : [first, ...rest];
  const path = tail.join('/');
  return {
    kind: 'redirect',
    lng,
    location: `/${lng}${path ? `/${path}` : ''}${request.search}`,
  };
}
