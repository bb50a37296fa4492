import 'server-only';
import type { KyInstance } from 'ky';
import { z } from 'zod';
import { requestJson, requestVoid } from '@/server/upstream/client';

/**
 * spec 01 §3 Terms "Terms-status response: result, updatedAt": `result` is true when the terms
 * changed since the player last accepted them (docs/upstream-contract.md "Terms API").
 */
export const termsStatusSchema = z.object({
  result: z.boolean(),
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TermsStatus = z.infer<typeof termsStatusSchema>;

/** spec 01 §3 Terms "Terms rule: link, tags, subRules with position". */
export const termsRuleSchema = z.object({
  title: z.string().max(500),
  link: z.string().max(2048).nullable(),
  tags: z.array(z.string().max(100)).max(50),
  subRules: z
    .array(z.object({ position: z.number().int(), text: z.string().max(10_000) }))
    .max(500)
    .transform((rules) => rules.toSorted((a, b) => a.position - b.position)),
});
export type TermsRule = z.infer<typeof termsRuleSchema>;

export const termsRulesAnswerSchema = z.object({ data: z.array(termsRuleSchema).max(100) });

const AGREEMENT = 'web-api/api-v3/v2/user/agreement-rules';

/** The terms calls of spec 01 §7 "Terms"; each needs the player's token (spec 01 §6). */
export const termsApi = {
  /** GET …/agreement-rules/status (spec 01 §7). */
  status: (upstream: KyInstance, options: { timeoutMs?: number } = {}) =>
    requestJson(
      () =>
        upstream.get(
          `${AGREEMENT}/status`,
          options.timeoutMs ? { timeout: options.timeoutMs } : undefined,
        ),
      termsStatusSchema,
      'terms status',
    ),
  /** The terms the player is asked to accept, in the page's language (path not shown). */
  rules: async (upstream: KyInstance, lang: string) =>
    (
      await requestJson(
        () => upstream.get(AGREEMENT, { searchParams: { lang } }),
        termsRulesAnswerSchema,
        'terms rules',
      )
    ).data,
  /** The player accepts the current terms (path not shown). */
  confirm: (upstream: KyInstance) =>
    requestVoid(() => upstream.post(`${AGREEMENT}/confirm`, { json: {} }), 'terms confirm'),
};
