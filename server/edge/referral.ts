/**
 * Referral tagging (spec 02 §7, §9) and the payment-consultant flag (spec 01 §2): on any route
 * with a query, write the cookies below. Lifetimes are the spec's; path /, default 1 day.
 */
import { strictQuery } from './strict-query';

const DAY = 24 * 3600;

export interface CookieToSet {
  name: string;
  value: string;
  /** seconds */
  maxAge: number;
}

export const REFERRAL_COOKIE_LIFETIMES = {
  refererid: 60 * DAY,
  referral_values: 1 * DAY,
  reflinkid: 60 * DAY,
  refPartnerWithClick: 30 * DAY,
  refPartnerWithAffid: 60 * DAY,
  short_reflinkid: 3600,
  postbackWithPb: 30 * DAY,
  postbackWithoutPb: 4,
  subid: 60 * DAY,
  /** The campaign's utm_* values: the spec's default life (spec 02 §9 "default life 1 day"). */
  utm: 1 * DAY,
  payment_consultant: 1 * DAY,
} as const;

/** The campaign params kept for registration, each in a cookie of its own name. */
export const UTM_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;

/** The referral cookies registration passes on (server/auth/referral-tags.ts), by tag. */
export const REFERRAL_TAG_COOKIES = {
  refererId: 'refererid',
  referralValues: 'referral_values',
  reflinkId: 'reflinkid',
  refPartnerId: 'ref_partner_id',
  shortReflinkId: 'short_reflinkid',
  subId: 'subid',
} as const;

/** The tag params, first present wins (spec 02 §9 "reflinkid from btag, tag, qtag"). */
const TAG_PARAMS = ['btag', 'tag', 'qtag'] as const;

/**
 * Whether a value reads back the same however many times it is decoded: it holds no `%`. Next
 * writes a cookie the middleware sets percent-encoded and then decodes it twice for the page's
 * `cookies()` in the same request (vercel/next.js#70523): a value with a `%` in it (`ref=100%25`)
 * would throw "URI malformed" there, a 500 for every page, or be read as something else.
 */
function readsBackSame(value: string): boolean {
  return !value.includes('%');
}

/** The cookies for the page's query (`url.search`, raw: strict-query.ts reads it). */
export function referralCookies(search: string): CookieToSet[] {
  const query = strictQuery(search);
  if (query.size === 0) return [];
  const cookies: CookieToSet[] = [];
  const get = (name: string) => {
    const value = query.get(name);
    return value && value.length <= 512 && readsBackSame(value) ? value : null;
  };
  const L = REFERRAL_COOKIE_LIFETIMES;

  const ref = get('ref');
  if (ref) cookies.push({ name: 'refererid', value: ref, maxAge: L.refererid });
  const bf = get('bf');
  if (bf) cookies.push({ name: 'referral_values', value: bf, maxAge: L.referral_values });
  const tag = TAG_PARAMS.map(get).find((v) => v !== null) ?? null;
  if (tag) cookies.push({ name: 'reflinkid', value: tag, maxAge: L.reflinkid });

  const clickId = get('click_id');
  const utmSource = get('utm_source');
  const aip = get('aip');
  const affid = get('affid');
  if (clickId && utmSource && aip) {
    cookies.push({ name: 'ref_partner_id', value: aip, maxAge: L.refPartnerWithClick });
  } else if (affid && tag) {
    cookies.push({ name: 'ref_partner_id', value: affid, maxAge: L.refPartnerWithAffid });
  }

  const shortTag = get('short_reflinkid');
  if (shortTag)
    cookies.push({ name: 'short_reflinkid', value: shortTag, maxAge: L.short_reflinkid });
  const subid = get('subid');
  if (subid) cookies.push({ name: 'subid', value: subid, maxAge: L.subid });
  for (const name of UTM_PARAMS) {
    const value = get(name);
    if (value) cookies.push({ name, value, maxAge: L.utm });
  }

  // postback_watcher: the full query for 30 days with pb, else a 4-second marker. Written again
  // from the pairs that could be decoded, so every `%` in it starts a valid escape.
  const full = query.toString();
  if (full.length <= 2048) {
    cookies.push({
      name: 'postback_watcher',
      value: full,
      maxAge: query.has('pb') ? L.postbackWithPb : L.postbackWithoutPb,
    });
  }

  if (query.get('payment_consultant') === '1') {
    cookies.push({ name: 'payment_consultant', value: '1', maxAge: L.payment_consultant });
  }
  return cookies;
}
