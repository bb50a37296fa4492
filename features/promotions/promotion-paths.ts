import {
  type Landing,
  type PromotionCategory,
  PROMOTION_CATEGORIES,
} from '@/server/upstream/schemas/cms';

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

/** The anchor of a promotion's offer on the player's promotions page (office/promotion). */
export function offerAnchor(slug: string): string {
  return `offer-${slug}`;
}

/** A promotion's join step: its offer on the player's promotions page, with the Take part button. */
export function joinStepPath(lng: string, slug: string): string {
  return `/${lng}/office/promotion#${offerAnchor(slug)}`;
}

/** Where a signed-in player makes a deposit (office/recharge). */
export const depositPath = (lng: string) => `/${lng}/office/recharge`;

/**
 * What a landing's call to action says, as landingCtaHref decides where it leads: the CMS's own
 * label, "log in" where sign-up is closed to a visitor, or "make a deposit" for a signed-in player
 * when the landing names no promotion to join.
 */
export function landingCtaKind(
  landing: Pick<Landing, 'cta'>,
  registrationAllowed: boolean,
  signedIn: boolean,
): 'own' | 'login' | 'deposit' {
  if (signedIn) return landing.cta.promotion ? 'own' : 'deposit';
  return landing.cta.action === 'registration' && !registrationAllowed ? 'login' : 'own';
}

/**
 * Where a landing's call to action leads, with the landing's query kept. A signed-in player has
 * nothing to register: the promotion's join step when the landing names one, else the deposit.
 */
export function landingCtaHref(
  lng: string,
  landing: Pick<Landing, 'cta'>,
  registrationAllowed: boolean,
  query: QueryValues | undefined,
  signedIn = false,
): string {
  if (signedIn) {
    const { promotion } = landing.cta;
    return promotion ? joinStepPath(lng, promotion) : depositPath(lng);
  }
  const kept = keptQuery(query);
  const { action, promotion } = landing.cta;
  if (action === 'promotion' && promotion) return `${promotionPath(lng, promotion)}${kept}`;
  if (action === 'login' || !registrationAllowed) return `/${lng}/user/login${kept}`;
  return `/${lng}/registration${kept}`;
}
