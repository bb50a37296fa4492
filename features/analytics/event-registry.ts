/**
 * The analytics events, declared once for the browser's `track()` and the BFF collector endpoint
 * (app/api/analytics/events): every name with its numeric collector id (spec 02 §7 "a collector
 * with numeric event ids") and the schema of its fields. The flows are spec 02 §4 "Analytics
 * flows"; the measurements spec 02 §7 "Collector events". Pure: no browser or server API.
 */
import { z } from 'zod';
import type { AuthForm } from '@/features/auth/authSlice';

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

/** A duration in whole milliseconds, at most an hour (a page left open longer says nothing). */
const ms = z.number().int().min(0).max(3_600_000);
const counter = z.number().int().min(0).max(1_000_000);
/** Seconds since the last such call, within the analytics storage's 24 h; null: none before. */
const sinceLastCall = z.number().int().min(0).max(86_400).nullable();
const errorCode = z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'an error code');
const fieldName = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,31}$/, 'a form field name');
const loginType = z.enum(LOGIN_TYPES);
const registrationType = z.enum(REGISTRATION_TYPES);
const socialNetwork = z.enum(SOCIAL_NETWORKS).nullable().default(null);
const noFields = z.strictObject({});

/**
 * spec 02 §5 "Unknown registration type, social network or bonus id values are logged as errors":
 * a social registration names its network, no other names one.
 */
const registrationFields = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject({ reg_type: registrationType, social_network: socialNetwork, ...shape }).refine(
    (fields) => {
      const { reg_type, social_network } = fields as {
        reg_type: RegistrationType;
        social_network: SocialNetwork | null;
      };
      return (reg_type === 'soc_reg') === (social_network !== null);
    },
    { message: 'named for soc_reg and only for it', path: ['social_network'] },
  );

/**
 * Name → collector id and fields. Ids are grouped by flow: 1–99 measurements, 100s login, 200s
 * password recovery, 300s registration. An id, once used, keeps its meaning (the collector's
 * reports are keyed by it): new events take new ids.
 */
export const ANALYTICS_EVENTS = {
  // spec 02 §7 Collector events: page navigation timing, first paint, web vitals.
  page_navigation_timing: {
    id: 1,
    fields: z.strictObject({
      navigation_type: z.enum(['navigate', 'reload', 'back_forward', 'prerender']),
      dns_ms: ms,
      connect_ms: ms,
      ttfb_ms: ms,
      response_ms: ms,
      dom_interactive_ms: ms,
      dom_content_loaded_ms: ms,
      load_ms: ms,
    }),
  },
  first_paint: {
    id: 2,
    fields: z.strictObject({ first_paint_ms: ms, first_contentful_paint_ms: ms.nullable() }),
  },
  web_vitals: {
    id: 3,
    fields: z.strictObject({
      metric: z.enum(WEB_VITALS),
      // Milliseconds, except CLS (a unitless score).
      value: z.number().min(0).max(3_600_000),
      rating: z.enum(['good', 'needs-improvement', 'poor']),
    }),
  },

  // spec 02 §4 login: popup shown, login click, SMS resend, type change, success, error, field
  // error; §8 "Login and registration error codes are sent to analytics as error_code".
  login_popup_shown: {
    id: 101,
    fields: z.strictObject({ try_counter: counter, since_last_call_s: sinceLastCall }),
  },
  login_click: { id: 102, fields: z.strictObject({ login_type: loginType }) },
  login_sms_resend: { id: 103, fields: noFields },
  login_type_change: { id: 104, fields: z.strictObject({ login_type: loginType }) },
  login_success: { id: 105, fields: z.strictObject({ login_type: loginType }) },
  login_error: {
    id: 106,
    fields: z.strictObject({ login_type: loginType, error_code: errorCode }),
  },
  login_field_error: {
    id: 107,
    fields: z.strictObject({ login_type: loginType, field: fieldName }),
  },
  // spec 02 §8 "Forgot-password and SMS errors are tracked by place and code".
  sms_error: {
    id: 108,
    fields: z.strictObject({ place: z.enum(['login', 'registration']), error_code: errorCode }),
  },

  // spec 02 §4 password recovery: popup, code sent, code entered (wrong code or time up),
  // password fields error, save (active or passive), success, error, exit, no code, cancel.
  recovery_popup_shown: { id: 201, fields: noFields },
  recovery_code_sent: { id: 202, fields: noFields },
  recovery_code_entered: {
    id: 203,
    // spec 02 §5 "A password recovery code is wrong if its expiry has not passed, else time up".
    fields: z.strictObject({ result: z.enum(['wrong_code', 'time_up']) }),
  },
  recovery_password_error: { id: 204, fields: z.strictObject({ error_code: errorCode }) },
  recovery_save: { id: 205, fields: z.strictObject({ mode: z.enum(['active', 'passive']) }) },
  recovery_success: { id: 206, fields: noFields },
  recovery_error: {
    id: 207,
    fields: z.strictObject({ place: z.enum(['request', 'reset']), error_code: errorCode }),
  },
  recovery_exit: { id: 208, fields: noFields },
  recovery_no_code: { id: 209, fields: noFields },
  recovery_cancel: { id: 210, fields: noFields },

  // spec 02 §4 registration: page call, option select, rules, phone code sent/approved/error,
  // email approval sent/done, bonus choice or reject, credentials saved, done or leave.
  registration_page_call: {
    id: 301,
    fields: z.strictObject({
      source: z.enum(['page', 'modal']),
      try_counter: counter,
      since_last_call_s: sinceLastCall,
      has_done: z.boolean(),
    }),
  },
  registration_option_select: { id: 302, fields: registrationFields({}) },
  registration_rules: { id: 303, fields: z.strictObject({ accepted: z.boolean() }) },
  registration_phone_code_sent: { id: 304, fields: noFields },
  registration_phone_code_approved: { id: 305, fields: noFields },
  registration_phone_code_error: { id: 306, fields: z.strictObject({ error_code: errorCode }) },
  registration_email_approval: {
    id: 307,
    fields: z.strictObject({ status: z.enum(['sent', 'done']) }),
  },
  registration_bonus_choice: {
    id: 308,
    fields: registrationFields({ bonus_id: z.number().int().positive().max(2_147_483_647) }),
  },
  registration_bonus_reject: { id: 309, fields: registrationFields({}) },
  registration_credentials_saved: { id: 310, fields: registrationFields({}) },
  registration_error: { id: 311, fields: registrationFields({ error_code: errorCode }) },
  registration_done: { id: 312, fields: registrationFields({}) },
  registration_leave: { id: 313, fields: registrationFields({}) },
} as const;

export type AnalyticsEventName = keyof typeof ANALYTICS_EVENTS;
export const ANALYTICS_EVENT_NAMES = Object.keys(ANALYTICS_EVENTS) as AnalyticsEventName[];

/** The fields `track()` takes for an event (defaults may be left out). */
export type AnalyticsFieldsInput<N extends AnalyticsEventName> = z.input<
  (typeof ANALYTICS_EVENTS)[N]['fields']
>;

/** What `track()` is given: an event name and its fields, checked by the compiler. */
export type AnalyticsEventInput = {
  [N in AnalyticsEventName]: { name: N; fields: AnalyticsFieldsInput<N> };
}[AnalyticsEventName];

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
const ENCODED_QUERY = /%(?:25)*(?:3f|23)/i;

/**
 * The part of a page's path the collector takes: up to a query or fragment encoded into it (the
 * event still counts, for the page it was on), at most `max` characters.
 */
export function collectablePath(pathname: string, max: number): string {
  const at = pathname.search(ENCODED_QUERY);
  return (at === -1 ? pathname : pathname.slice(0, at)).slice(0, max);
}

const envelope = {
  ts: z.number().int().min(1_500_000_000_000).max(8_640_000_000_000_000),
  // No query, raw or encoded: it may carry tokens, codes or referral values, never collected.
  path: z
    .string()
    .max(256)
    .regex(/^\/[^\s?#]*$/, 'a path without query or fragment')
    .refine(
      (path) => !ENCODED_QUERY.test(path),
      'a path without an encoded query or fragment (%3F, %23)',
    ),
  lang: z.string().regex(/^[a-z]{2}$/, 'two lowercase letters'),
  userId: z.number().int().positive().nullable().optional(),
};

function eventSchemaOf(name: AnalyticsEventName) {
  const { id, fields } = ANALYTICS_EVENTS[name];
  return z.strictObject({
    id: z.literal(id, { error: `the id of ${name} is ${id}` }),
    name: z.literal(name),
    ...envelope,
    fields,
  });
}

type EventSchema = ReturnType<typeof eventSchemaOf>;

/** One event, by its name's schema; an unknown name is refused as such. */
export const analyticsEventSchema = z.discriminatedUnion(
  'name',
  ANALYTICS_EVENT_NAMES.map(eventSchemaOf) as [EventSchema, ...EventSchema[]],
  { error: (issue) => (issue.code === 'invalid_union' ? 'unknown event name' : undefined) },
);

/** Why an event is refused: the field (a JSON pointer within the event) and the rule it broke. */
export interface EventProblem {
  pointer: string;
  reason: string;
}

/** Checks one event against the registry; answers the parsed event or every problem found. */
export function checkAnalyticsEvent(
  value: unknown,
): { ok: true; event: AnalyticsEvent } | { ok: false; problems: EventProblem[] } {
  const parsed = analyticsEventSchema.safeParse(value);
  if (parsed.success) return { ok: true, event: parsed.data as AnalyticsEvent };
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => ({
      pointer: `/${issue.path.map(String).join('/')}`,
      reason: issue.message,
    })),
  };
}

/**
 * spec 01 §9 "except on registration pages": the registration route (with a social network or
 * the thank-you page after it) sends at once, the visitor may be gone at the next step.
 */
export function isRegistrationPage(pathname: string): boolean {
  return /^\/[a-z]{2}\/registration(\/[A-Za-z0-9_-]+)?\/?$/.test(pathname);
}
