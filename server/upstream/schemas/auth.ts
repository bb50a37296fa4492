/**
 * zod schemas of the auth, session, captcha and phone-data calls (spec 01 §3 "Login payload
 * variants", "Captcha validate response", "Phone data"; §7 "Session and authentication"). Paths
 * and shapes the spec does not show are ours: docs/upstream-contract.md "Auth API".
 */
import { z } from 'zod';

export const countryCodeSchema = z
  .string()
  .regex(/^\d{1,4}$/, 'digits of the country calling code');
export const phoneSchema = z.string().regex(/^\d{4,14}$/, 'digits of the phone number');
export const emailSchema = z.email('an e-mail address').max(254);
/** At least 8 characters with a letter and a digit. */
export const passwordSchema = z
  .string()
  .min(8, 'at least 8 characters')
  .max(128)
  .regex(/[A-Za-z]/, 'a letter')
  .regex(/\d/, 'a digit');
export const codeSchema = z.string().regex(/^\d{4,8}$/, 'the digits of the code');
export const currencyIsoSchema = z.string().regex(/^[A-Z]{3}$/, 'a currency code like RUB');

/** POST /auth-api/v1/login — one body per form (spec 01 §3 Auth form state currentForm). */
export const loginRequestSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('login_password'),
    login: emailSchema,
    password: z.string().min(1).max(128),
    isRemember: z.boolean(),
  }),
  z.object({
    type: z.literal('phone_password'),
    countryCode: countryCodeSchema,
    phone: phoneSchema,
    password: z.string().min(1).max(128),
    isRemember: z.boolean(),
  }),
  z.object({
    type: z.literal('sms'),
    countryCode: countryCodeSchema,
    phone: phoneSchema,
    code: codeSchema,
  }),
  z.object({
    type: z.literal('token'),
    token: z.string().min(1).max(2048),
    methodId: z.number().int(),
    sign: z.string().min(1).max(512),
    lng: z.string().regex(/^[a-z]{2}$/),
  }),
  z.object({
    type: z.literal('login_password_two_step_code'),
    twoStepToken: z.string().min(1).max(256),
    code: codeSchema,
  }),
]);
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** A signed-in answer: the bearer token (a JWT with exp), the key to renew it, the user id. */
export const authorizedSchema = z.object({
  status: z.literal('authorized'),
  token: z.string().min(1),
  refreshKey: z.string().min(1),
  userId: z.number().int().positive(),
});
export type Authorized = z.infer<typeof authorizedSchema>;

export const loginAnswerSchema = z.object({
  data: z.discriminatedUnion('status', [
    authorizedSchema,
    z.object({ status: z.literal('two_step_required'), twoStepToken: z.string().min(1) }),
  ]),
});
export type LoginAnswer = z.infer<typeof loginAnswerSchema>['data'];

/** POST /auth-api/v1/register (spec 02 §3 registration types one_click, phone_reg, full_reg). */
export const registerRequestSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('one_click'),
    currencyIso: currencyIsoSchema,
    countryId: z.number().int().positive(),
    promoCode: z.string().max(32).optional(),
  }),
  z.object({
    type: z.literal('phone'),
    countryCode: countryCodeSchema,
    phone: phoneSchema,
    code: codeSchema,
    password: passwordSchema,
    currencyIso: currencyIsoSchema,
  }),
  z.object({
    type: z.literal('full'),
    email: emailSchema,
    password: passwordSchema,
    firstName: z.string().min(1).max(64),
    lastName: z.string().min(1).max(64),
    birthDate: z.iso.date(),
    countryId: z.number().int().positive(),
    currencyIso: currencyIsoSchema,
    acceptTerms: z.literal(true),
  }),
]);
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

const tagSchema = z.string().min(1).max(512);
/**
 * The visitor's referral and campaign tags (spec 02 §7 "Referral tagging", §9 the cookies), as
 * the referral step stored them: the upstream credits the new account to its partner and campaign.
 */
export const referralTagsSchema = z
  .object({
    refererId: tagSchema,
    referralValues: tagSchema,
    reflinkId: tagSchema,
    refPartnerId: tagSchema,
    shortReflinkId: tagSchema,
    subId: tagSchema,
    utm: z
      .object({
        source: tagSchema,
        medium: tagSchema,
        campaign: tagSchema,
        term: tagSchema,
        content: tagSchema,
      })
      .partial(),
  })
  .partial();
export type ReferralTags = z.infer<typeof referralTagsSchema>;

/** POST /auth-api/v1/register: the player's form, and the tags the BFF read from his cookies. */
export const upstreamRegisterRequestSchema = z.intersection(
  registerRequestSchema,
  z.object({ referral: referralTagsSchema.optional() }),
);
export type UpstreamRegisterRequest = z.infer<typeof upstreamRegisterRequestSchema>;

export const registerAnswerSchema = z.object({
  data: z.discriminatedUnion('status', [
    authorizedSchema.extend({
      /** one_click only: the generated credentials the player must keep. */
      credentials: z.object({ login: z.string(), password: z.string() }).nullable(),
    }),
    /**
     * full: 202, the same for a free and a taken e-mail (docs/decisions.md "Registration answers
     * alike"); the account is the player's once the link sent to the e-mail is followed.
     */
    z.object({ status: z.literal('confirmation_sent') }),
  ]),
});

export const smsSendRequestSchema = z.object({
  countryCode: countryCodeSchema,
  phone: phoneSchema,
  purpose: z.enum(['login', 'registration']),
});
export const smsSendAnswerSchema = z.object({
  data: z.object({ sent: z.literal(true), resendAfterSeconds: z.number().int().nonnegative() }),
});

/** GET /web-api/session — spec 01 §3 "Session check returns user_id". */
export const sessionAnswerSchema = z.object({
  data: z.object({ user_id: z.number().int().positive() }),
});
/** GET /web-api/user/gettoken?force_refresh=true — spec 02 §7 "data.token". */
export const getTokenAnswerSchema = z.object({ data: z.object({ token: z.string().min(1) }) });

/** POST /auth-api/v1/password/recovery — always the same answer, known login or not. */
export const recoveryRequestSchema = z.object({ login: z.string().min(3).max(254) });
export const recoveryAnswerSchema = z.object({
  data: z.object({ sent: z.literal(true), codeExpiresAt: z.iso.datetime({ offset: true }) }),
});
export const resetRequestSchema = z.object({
  login: z.string().min(3).max(254),
  code: codeSchema,
  password: passwordSchema,
});
export const resetAnswerSchema = z.object({ data: z.object({ reset: z.literal(true) }) });

/** Captcha (spec 01 §3 "Captcha validate response: type, time, error_message"). */
export const captchaImageAnswerSchema = z.object({
  data: z.object({
    key: z.string().min(1),
    image: z.string().startsWith('<svg'),
    time: z.number(),
  }),
});
export const captchaValidateRequestSchema = z.object({
  key: z.string().min(1).max(128),
  answer: z.string().min(1).max(16),
});
export const captchaValidateAnswerSchema = z.object({
  data: z.object({
    /** 0 passed, 1 failed (try again), 2 failed too often (spec 01 §8: isLogoutUser). */
    type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    time: z.number(),
    error_message: z.string().nullable(),
    /** The token to send in the captcha header when type is 0. */
    captchaToken: z.string().nullable(),
  }),
});
export const captchaTimeAnswerSchema = z.object({ data: z.object({ time: z.number() }) });

/** Phone data (spec 01 §3): countries and masks. */
export const phoneCountriesAnswerSchema = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      country_code: z.string(),
      tel_code: z.string(),
    }),
  ),
});
export const phoneMasksAnswerSchema = z.object({
  data: z.array(
    z.object({
      CountryId: z.number().int(),
      Mask: z.string(),
      Min: z.number().int(),
      Max: z.number().int(),
    }),
  ),
});

/** One-tap (spec 01 §7 social-api). */
export const oneTapClientIdAnswerSchema = z.object({ clientId: z.string().min(1) });
export const oneTapAnswerSchema = z.object({ redirectUrl: z.string().min(1) });

/** The JSON-API error body every upstream service answers with. */
export const upstreamErrorBodySchema = z.object({
  errors: z
    .array(
      z.object({
        status: z.string().optional(),
        code: z.union([z.string(), z.number()]).optional(),
        title: z.string().optional(),
        detail: z.string().optional(),
        exception_code: z.number().int().optional(),
        source: z
          .object({ pointer: z.string().optional(), parameter: z.string().optional() })
          .optional(),
      }),
    )
    .min(1),
});
export type UpstreamErrorBody = z.infer<typeof upstreamErrorBodySchema>;
