/**
 * The cookie-agreement-time call (spec 02 §6, §7; spec 01 §7 "A log call records the
 * cookie-agreement time"; path ours, docs/upstream-contract.md "Cookie agreement API"): the
 * signed-in player's cookie choice and when it was made, kept by the operator.
 */
import { z } from 'zod';

/**
 * spec 01 §3 Cookie option `cookiesType`, spec 02 §3 `cookiesAgreeType`: every type (`all`), one
 * of the optional types alone, or none of them (`disable`: necessary cookies only).
 */
export const COOKIES_AGREE_TYPES = ['all', 'functionality', 'marketing', 'disable'] as const;
export const cookiesAgreeTypeSchema = z.enum(COOKIES_AGREE_TYPES);
export type CookiesAgreeType = z.infer<typeof cookiesAgreeTypeSchema>;

export const cookieAgreementSchema = z.object({
  /** spec 02 §7 cookiesAgreeTime: an ISO time with its offset. */
  cookiesAgreeTime: z.iso.datetime({ offset: true }),
  cookiesAgreeType: cookiesAgreeTypeSchema,
});
export type CookieAgreement = z.infer<typeof cookieAgreementSchema>;

/** The request body, JSON-API style like the other web-api user calls (reality check). */
export const cookieAgreementSaveSchema = z.object({
  data: z.object({ attributes: cookieAgreementSchema }),
});

/** The answer to a save and to a read: what the operator keeps, or null before any choice. */
export const cookieAgreementAnswerSchema = z.object({ data: cookieAgreementSchema.nullable() });
