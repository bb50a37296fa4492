import 'server-only';
import { z } from 'zod';
import { type CaptchaRule, CAPTCHA_RULES } from '@/server/bff/captcha-step';
import { LOGIN_LIMITS, SMS_LIMITS, type RateLimit } from '@/server/bff/rate-limit';
import { languageCodeSchema } from '@/server/upstream/schemas/config';

/**
 * The limits of the entry calls (docs/bff-api.md "Rate limits"), the same windows as their
 * neighbours of the sign-in forms: following a link is counted like a sign-in attempt per client
 * address, sending a code or a link like an SMS code, and a typed code like an SMS sign-in (per
 * address, and past its free attempts on one player each needs a captcha, never a lock).
 */
export const ENTRY_LIMITS = {
  linkPerIp: LOGIN_LIMITS.perIp,
  sendPerIp: SMS_LIMITS.perIp,
  codePerIp: SMS_LIMITS.perIp,
} as const satisfies Record<string, RateLimit>;

export const ENTRY_CAPTCHA_RULES = {
  /** Codes and links sent to one player's contacts. */
  send: CAPTCHA_RULES.sms,
  /** Codes typed for one player that were wrong. */
  code: CAPTCHA_RULES.login,
} as const satisfies Record<string, CaptchaRule>;

/** `?lang=`: the language of the page, for the page the form returns to and the message's link. */
export const entryCallQuerySchema = z.object({ lang: languageCodeSchema.optional() }).strict();
