/**
 * The analytics events, declared once for the browser's `track()` and the BFF collector endpoint
 * (app/api/analytics/events): every name with its numeric collector id (spec 02 §7 "a collector
 * with numeric event ids") and the schema of its fields. The flows are spec 02 §4 "Analytics
 * flows"; the measurements spec 02 §7 "Collector events". Pure: no browser or server API.
 */
import { z } from 'zod';
import {
  ANALYTICS_EVENT_IDS,
  ANALYTICS_EVENT_NAMES,
  ENCODED_QUERY,
  LOGIN_TYPES,
  NAVIGATION_TYPES,
  REGISTRATION_TYPES,
  SOCIAL_NETWORKS,
  WEB_VITALS,
  type AnalyticsEvent,
  type AnalyticsEventName,
  type RegistrationType,
  type SocialNetwork,
} from './event-codes';

// The names, ids and lists live in a module without zod, for the browser's tracker.
export * from './event-codes';

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

/** Name → collector id (event-codes.ts) and the schema of the fields. */
export const ANALYTICS_EVENTS = {
  // spec 02 §7 Collector events: page navigation timing, first paint, web vitals.
  page_navigation_timing: {
    id: ANALYTICS_EVENT_IDS.page_navigation_timing,
    fields: z.strictObject({
      navigation_type: z.enum(NAVIGATION_TYPES),
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
    id: ANALYTICS_EVENT_IDS.first_paint,
    fields: z.strictObject({ first_paint_ms: ms, first_contentful_paint_ms: ms.nullable() }),
  },
  web_vitals: {
    id: ANALYTICS_EVENT_IDS.web_vitals,
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
    id: ANALYTICS_EVENT_IDS.login_popup_shown,
    fields: z.strictObject({ try_counter: counter, since_last_call_s: sinceLastCall }),
  },
  login_click: {
    id: ANALYTICS_EVENT_IDS.login_click,
    fields: z.strictObject({ login_type: loginType }),
  },
  login_sms_resend: { id: ANALYTICS_EVENT_IDS.login_sms_resend, fields: noFields },
  login_type_change: {
    id: ANALYTICS_EVENT_IDS.login_type_change,
    fields: z.strictObject({ login_type: loginType }),
  },
  login_success: {
    id: ANALYTICS_EVENT_IDS.login_success,
    fields: z.strictObject({ login_type: loginType }),
  },
  login_error: {
    id: ANALYTICS_EVENT_IDS.login_error,
    fields: z.strictObject({ login_type: loginType, error_code: errorCode }),
  },
  login_field_error: {
    id: ANALYTICS_EVENT_IDS.login_field_error,
    fields: z.strictObject({ login_type: loginType, field: fieldName }),
  },
  // spec 02 §8 "Forgot-password and SMS errors are tracked by place and code".
  sms_error: {
    id: ANALYTICS_EVENT_IDS.sms_error,
    fields: z.strictObject({ place: z.enum(['login', 'registration']), error_code: errorCode }),
  },

  // spec 02 §4 password recovery: popup, code sent, code entered (wrong code or time up),
  // password fields error, save (active or passive), success, error, exit, no code, cancel.
  recovery_popup_shown: { id: ANALYTICS_EVENT_IDS.recovery_popup_shown, fields: noFields },
  recovery_code_sent: { id: ANALYTICS_EVENT_IDS.recovery_code_sent, fields: noFields },
  recovery_code_entered: {
    id: ANALYTICS_EVENT_IDS.recovery_code_entered,
    // spec 02 §5 "A password recovery code is wrong if its expiry has not passed, else time up".
    fields: z.strictObject({ result: z.enum(['wrong_code', 'time_up']) }),
  },
  recovery_password_error: {
    id: ANALYTICS_EVENT_IDS.recovery_password_error,
    fields: z.strictObject({ error_code: errorCode }),
  },
  recovery_save: {
    id: ANALYTICS_EVENT_IDS.recovery_save,
    fields: z.strictObject({ mode: z.enum(['active', 'passive']) }),
  },
  recovery_success: { id: ANALYTICS_EVENT_IDS.recovery_success, fields: noFields },
  recovery_error: {
    id: ANALYTICS_EVENT_IDS.recovery_error,
    fields: z.strictObject({ place: z.enum(['request', 'reset']), error_code: errorCode }),
  },
  recovery_exit: { id: ANALYTICS_EVENT_IDS.recovery_exit, fields: noFields },
  recovery_no_code: { id: ANALYTICS_EVENT_IDS.recovery_no_code, fields: noFields },
  recovery_cancel: { id: ANALYTICS_EVENT_IDS.recovery_cancel, fields: noFields },

  // spec 02 §4 registration: page call, option select, rules, phone code sent/approved/error,
  // email approval sent/done, bonus choice or reject, credentials saved, done or leave.
  registration_page_call: {
    id: ANALYTICS_EVENT_IDS.registration_page_call,
    fields: z.strictObject({
      source: z.enum(['page', 'modal']),
      try_counter: counter,
      since_last_call_s: sinceLastCall,
      has_done: z.boolean(),
    }),
  },
  registration_option_select: {
    id: ANALYTICS_EVENT_IDS.registration_option_select,
    fields: registrationFields({}),
  },
  registration_rules: {
    id: ANALYTICS_EVENT_IDS.registration_rules,
    fields: z.strictObject({ accepted: z.boolean() }),
  },
  registration_phone_code_sent: {
    id: ANALYTICS_EVENT_IDS.registration_phone_code_sent,
    fields: noFields,
  },
  registration_phone_code_approved: {
    id: ANALYTICS_EVENT_IDS.registration_phone_code_approved,
    fields: noFields,
  },
  registration_phone_code_error: {
    id: ANALYTICS_EVENT_IDS.registration_phone_code_error,
    fields: z.strictObject({ error_code: errorCode }),
  },
  registration_email_approval: {
    id: ANALYTICS_EVENT_IDS.registration_email_approval,
    fields: z.strictObject({ status: z.enum(['sent', 'done']) }),
  },
  registration_bonus_choice: {
    id: ANALYTICS_EVENT_IDS.registration_bonus_choice,
    fields: registrationFields({ bonus_id: z.number().int().positive().max(2_147_483_647) }),
  },
  registration_bonus_reject: {
    id: ANALYTICS_EVENT_IDS.registration_bonus_reject,
    fields: registrationFields({}),
  },
  registration_credentials_saved: {
    id: ANALYTICS_EVENT_IDS.registration_credentials_saved,
    fields: registrationFields({}),
  },
  registration_error: {
    id: ANALYTICS_EVENT_IDS.registration_error,
    fields: registrationFields({ error_code: errorCode }),
  },
  registration_done: { id: ANALYTICS_EVENT_IDS.registration_done, fields: registrationFields({}) },
  registration_leave: {
    id: ANALYTICS_EVENT_IDS.registration_leave,
    fields: registrationFields({}),
  },
} as const satisfies { [N in AnalyticsEventName]: { id: number; fields: z.ZodType } };

/** The fields `track()` takes for an event (defaults may be left out). */
export type AnalyticsFieldsInput<N extends AnalyticsEventName> = z.input<
  (typeof ANALYTICS_EVENTS)[N]['fields']
>;

/** What `track()` is given: an event name and its fields, checked by the compiler. */
export type AnalyticsEventInput = {
  [N in AnalyticsEventName]: { name: N; fields: AnalyticsFieldsInput<N> };
}[AnalyticsEventName];

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
