/**
 * The analytics events' names, collector ids and value lists (event-registry.ts builds their
 * schemas on them), without zod: the browser's tracker reads them while the page boots, and
 * loads the registry only to check what it sends (track.ts).
 */
import type { AuthForm } from '@/features/session';

/** A batch holds at most this many events (the BFF refuses more). */
export const MAX_EVENTS_PER_BATCH = 50;
/**
 * spec 01 §9 "Analytics delay 10000 ms except on registration pages"; spec 02 §9 "Web vitals sent
 * after 10 s".
 */
export const ANALYTICS_DELAY_MS = 10_000;

/** spec 02 §3 "Registration types in analytics: one_click, phone_reg, full_reg, soc_reg, plus pay and play". */
export const REGISTRATION_TYPES = [
  'one_click',
  'phone_reg',
  'full_reg',
  'soc_reg',
  'pay_and_play',
] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];

/** The social networks a soc_reg registration may name (the list is ours, docs/decisions.md). */
export const SOCIAL_NETWORKS = [
  'google',
  'apple',
  'facebook',
  'telegram',
  'vk',
  'ok',
  'mailru',
  'yandex',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** spec 01 §3 Auth form state currentForm: the login type every login event names. */
export const LOGIN_TYPES = [
  'login_password',
  'phone_password',
  'sms',
  'login_password_two_step_code',
] as const satisfies readonly AuthForm[];
export type LoginType = (typeof LOGIN_TYPES)[number];

/** The web vitals Next reports (`useReportWebVitals`) that the collector takes. */
export const WEB_VITALS = ['LCP', 'CLS', 'INP', 'FCP', 'TTFB'] as const;
export type WebVital = (typeof WEB_VITALS)[number];

/** spec 02 §7 "page navigation timing": how the page was reached. */
export const NAVIGATION_TYPES = ['navigate', 'reload', 'back_forward', 'prerender'] as const;

/**
 * Name → collector id. Ids are grouped by flow: 1–99 measurements, 100s login, 200s password
 * recovery, 300s registration. An id, once used, keeps its meaning (the collector's reports are
 * keyed by it): new events take new ids.
 */
export const ANALYTICS_EVENT_IDS = {
  page_navigation_timing: 1,
  first_paint: 2,
  web_vitals: 3,
  login_popup_shown: 101,
  login_click: 102,
  login_sms_resend: 103,
  login_type_change: 104,
  login_success: 105,
  login_error: 106,
  login_field_error: 107,
  sms_error: 108,
  recovery_popup_shown: 201,
  recovery_code_sent: 202,
  recovery_code_entered: 203,
  recovery_password_error: 204,
  recovery_save: 205,
  recovery_success: 206,
  recovery_error: 207,
  recovery_exit: 208,
  recovery_no_code: 209,
  recovery_cancel: 210,
  registration_page_call: 301,
  registration_option_select: 302,
  registration_rules: 303,
  registration_phone_code_sent: 304,
  registration_phone_code_approved: 305,
  registration_phone_code_error: 306,
  registration_email_approval: 307,
  registration_bonus_choice: 308,
  registration_bonus_reject: 309,
  registration_credentials_saved: 310,
  registration_error: 311,
  registration_done: 312,
  registration_leave: 313,
} as const;

export type AnalyticsEventName = keyof typeof ANALYTICS_EVENT_IDS;
export const ANALYTICS_EVENT_NAMES = Object.keys(ANALYTICS_EVENT_IDS) as AnalyticsEventName[];

export type AnalyticsFieldValue = string | number | boolean | null;

/** One event as the browser sends it and the collector stores it. */
export interface AnalyticsEvent {
  id: number;
  name: AnalyticsEventName;
  /** When it happened, epoch ms by the browser's clock. */
  ts: number;
  /** The page's path, without query or fragment (they may carry referral or personal values). */
  path: string;
  lang: string;
  /** The signed-in player; the BFF sets it from the session, whatever the browser said. */
  userId?: number | null;
  fields: Record<string, AnalyticsFieldValue>;
}

/**
 * `%3F` or `%23`, however often encoded again (`%253F`): a query or fragment written into the
 * path, as a link or a redirect may leave it (`/en/sport%3Ftoken%3Dabc`).
 */
export const ENCODED_QUERY = /%(?:25)*(?:3f|23)/i;

/**
 * The part of a page's path the collector takes: up to a query or fragment encoded into it (the
 * event still counts, for the page it was on), at most `max` characters.
 */
export function collectablePath(pathname: string, max: number): string {
  const at = pathname.search(ENCODED_QUERY);
  return (at === -1 ? pathname : pathname.slice(0, at)).slice(0, max);
}

/**
 * spec 01 §9 "except on registration pages": the registration route (with a social network or
 * the thank-you page after it) sends at once, the visitor may be gone at the next step.
 */
export function isRegistrationPage(pathname: string): boolean {
  return /^\/[a-z]{2}\/registration(\/[A-Za-z0-9_-]+)?\/?$/.test(pathname);
}
