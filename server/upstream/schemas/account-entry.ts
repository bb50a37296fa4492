/**
 * zod schemas of the account-entry calls (spec 01 §2 "Account entry": user/accountverify,
 * user/activatefast and user/activate, user/stopnewsletter; spec 02 §4 "Activation type", §5
 * "Need to activate phone or email"). The spec shows no paths; ours are in
 * docs/upstream-contract.md "Account entry API". One schema per shape, shared by the sandbox, the
 * BFF and the forms.
 */
import { z } from 'zod';
import { activationTypeSchema } from './user';

/** The contacts a player activates (spec 02 §4: activation type covers e-mail and phone). */
export const CONTACT_CHANNELS = ['email', 'phone'] as const;
export const contactChannelSchema = z.enum(CONTACT_CHANNELS);
export type ContactChannel = z.infer<typeof contactChannelSchema>;

/** How an activation is delivered: a code typed on the page, or a link to follow. */
export const ACTIVATION_METHODS = ['code', 'link'] as const;
export const activationMethodSchema = z.enum(ACTIVATION_METHODS);
export type ActivationMethod = z.infer<typeof activationMethodSchema>;

/**
 * The token of a link from an e-mail or an SMS: a random key (verification and activation) or
 * a signed value (newsletter). Its letters only: it is read from a URL.
 */
export const entryTokenSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.-]{16,256}$/, 'the token from the link');

/** The code from the e-mail or SMS, as digits (spaces around it are forgiven). */
export const activationCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{4,8}$/, 'the digits of the code');

const isoTime = z.iso.datetime({ offset: true });
/** An address as a visitor may see it: masked (`d***@betarena.example`, `+7 *** *** ** 01`). */
const maskedAddress = z.string().min(1).max(300);

/* ---------- verification and activation links ---------- */

export const linkRequestSchema = z.object({ token: entryTokenSchema }).strict();
export type LinkRequest = z.infer<typeof linkRequestSchema>;

/** A link's state as its page shows it before the player confirms. */
export const LINK_STATUSES = ['valid', 'used', 'expired'] as const;
export const linkLookupAnswerSchema = z.object({
  data: z.object({
    channel: contactChannelSchema,
    to: maskedAddress,
    status: z.enum(LINK_STATUSES),
    /** Whether the contact is activated now (a used link's contact usually is). */
    activated: z.boolean(),
  }),
});
export type LinkLookup = z.infer<typeof linkLookupAnswerSchema>['data'];

/** A contact activated (by a link or a code): the player's activation type after it. */
export const activationAnswerSchema = z.object({
  data: z.object({
    channel: contactChannelSchema,
    to: maskedAddress,
    activationType: activationTypeSchema,
  }),
});
export type ActivationResult = z.infer<typeof activationAnswerSchema>['data'];

/* ---------- sending a code or a link ---------- */

export const activationSendRequestSchema = z
  .object({ channel: contactChannelSchema, method: activationMethodSchema })
  .strict();
export type ActivationSendRequest = z.infer<typeof activationSendRequestSchema>;

export const activationSentAnswerSchema = z.object({
  data: z.object({
    channel: contactChannelSchema,
    method: activationMethodSchema,
    to: maskedAddress,
    expiresAt: isoTime,
    resendAfterSeconds: z.number().int().nonnegative(),
  }),
});
export type ActivationSent = z.infer<typeof activationSentAnswerSchema>['data'];

/** The verification e-mail sent again: no body. */
export const verificationResendRequestSchema = z.object({}).strict();

export const activationCodeRequestSchema = z
  .object({ channel: contactChannelSchema, code: activationCodeSchema })
  .strict();
export type ActivationCodeRequest = z.infer<typeof activationCodeRequestSchema>;

/* ---------- newsletter ---------- */

export const newsletterRequestSchema = z.object({ token: entryTokenSchema }).strict();

export const newsletterLookupAnswerSchema = z.object({
  data: z.object({
    to: maskedAddress,
    status: z.enum(['valid', 'expired']),
    /** Whether the address gets the newsletter (the office's "News and offers" switch). */
    subscribed: z.boolean(),
  }),
});
export type NewsletterLookup = z.infer<typeof newsletterLookupAnswerSchema>['data'];

export const newsletterAnswerSchema = z.object({
  data: z.object({
    to: maskedAddress,
    subscribed: z.literal(false),
    /** False when the address had already left the newsletter: nothing changed. */
    wasSubscribed: z.boolean(),
  }),
});
export type NewsletterResult = z.infer<typeof newsletterAnswerSchema>['data'];

/**
 * The refusals of these calls a page tells apart (docs/upstream-contract.md "Account entry API"),
 * plus the BFF's own: anything else is told as a general failure.
 */
export const ENTRY_ERROR_CODES = [
  'token_invalid',
  'token_expired',
  'token_used',
  'already_activated',
  'no_contact',
  'wrong_code',
  'time_up',
  'too_early',
  'too_many_attempts',
  'captcha_required',
  'unauthorized',
  'invalid',
  'unavailable',
] as const;
export type EntryErrorCode = (typeof ENTRY_ERROR_CODES)[number];
