import type { Landing, PromotionCategory } from '@/server/upstream/schemas/cms';
import { PROMOTION_CATEGORIES } from '@/server/upstream/schemas/cms';

export type QueryValues = Record<string, string | string[] | undefined>;

/** `?category=sport|casino` of the promotions list; anything else is the whole list. */
export function categoryOf(query: QueryValues | undefined): PromotionCategory | null {
  const value = query?.category;
  const first = Array.isArray(value) ? value[0] : value;
  return PROMOTION_CATEGORIES.find((c) => c === first) ?? null;
}

export function promotionPath(lng: string, slug: string): string {
  return `/${lng}/promotions/${encodeURIComponent(slug)}`;
}

/** The longest query passed on (the referral step keeps at most 2048 characters too). */
const MAX_QUERY_LENGTH = 2048;

/**
 * The landing's query as it came (spec 02 §7 "Referral tagging runs on any route with a
 * query"): passed on to the sign-up page, the referral step tags the visitor there as well, so
 * UTM and ref reach registration even when the landing's cookies were refused or expired.
 */
export function keptQuery(query: QueryValues | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      params.append(key, item);
    }
  }
  const text = params.toString();
  return text && text.length <= MAX_QUERY_LENGTH ? `?${text}` : '';
}

/** Where a landing's call to action leads, with the landing's query kept. */
export function landingCtaHref(
  lng: string,
  landing: Pick<Landing, 'cta'>,
  registrationAllowed: boolean,
  query: QueryValues | undefined,
): string {
  const kept = keptQuery(query);
  const { action, promotion } = landing.cta;
  if (action === 'promotion' && promotion) return `${promotionPath(lng, promotion)}${kept}`;
  if (action === 'login' || !registrationAllowed) return `/${lng}/user/login${kept}`;
  return `/${lng}/registration${kept}`;
}
