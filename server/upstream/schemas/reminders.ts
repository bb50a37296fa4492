/**
 * zod schemas of the reminder calls (spec 01 §3 "Reality-check request", §7 "Reminders"). The spec
 * shows no answers; ours are in docs/upstream-contract.md "Reminders API".
 */
import { z } from 'zod';
import { LIMIT_TYPES, NO_DEPOSIT_LIMIT } from './limits';

/** spec 01 §3 "action (continue, log_out or nothing)". */
export const REALITY_CHECK_ACTIONS = ['continue', 'log_out', 'nothing'] as const;
export type RealityCheckAction = (typeof REALITY_CHECK_ACTIONS)[number];

const epochSecondsSchema = z.number().int().nonnegative();

/**
 * spec 01 §3 "Reality-check request": the player's answer to the reality check shown at
 * `popup_show_at` (epoch s, the operator's clock). Only continue may turn the check off
 * (spec 01 §4 "continue (optionally with do_not_show_again)").
 */
export const realityCheckAttributesSchema = z
  .object({
    action: z.enum(REALITY_CHECK_ACTIONS),
    do_not_show_again: z.boolean(),
    popup_show_at: epochSecondsSchema.max(4_102_444_800),
  })
  .strict()
  .refine((value) => !value.do_not_show_again || value.action === 'continue', {
    message: 'only with action continue',
    path: ['do_not_show_again'],
  });
export type RealityCheckAttributes = z.infer<typeof realityCheckAttributesSchema>;

/** POST /web-api/api/web/user/v1/reality-check: the JSON-API envelope of the web-api calls. */
export const realityCheckRequestSchema = z
  .object({ data: z.object({ attributes: realityCheckAttributesSchema }).strict() })
  .strict();

/** The browser's body for POST /api/reminders/reality-check (docs/bff-api.md "Reminders"). */
export const realityCheckAnswerSchema = z
  .object({
    action: z.enum(REALITY_CHECK_ACTIONS),
    doNotShowAgain: z.boolean().default(false),
    popupShowAt: epochSecondsSchema.max(4_102_444_800),
  })
  .strict()
  .refine((value) => !value.doNotShowAgain || value.action === 'continue', {
    message: 'only with action continue',
    path: ['doNotShowAgain'],
  });
export type RealityCheckAnswer = z.infer<typeof realityCheckAnswerSchema>;

const DEPOSIT_TYPES = [
  LIMIT_TYPES.deposit24h,
  LIMIT_TYPES.deposit7d,
  LIMIT_TYPES.deposit30d,
] as const;

/** What one currency's bets came to since the sign-in: payouts less stakes, e.g. "-150.00". */
export const netResultSchema = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/),
  amount: z.string().regex(/^-?\d{1,15}\.\d{2}$/),
});
export type NetResult = z.infer<typeof netResultSchema>;

/** A raised deposit limit waiting for the player's approval (spec 01 §4 "Deposit-limit approval"). */
export const pendingApprovalSchema = z.object({
  limitType: z.literal(DEPOSIT_TYPES),
  /** null: the change removes the limit. */
  limitValue: z.number().int().min(1).max(NO_DEPOSIT_LIMIT).nullable(),
  /** The approval deadline is 86400 s after this (spec 01 §4). */
  startedAt: epochSecondsSchema,
});
export type PendingApproval = z.infer<typeof pendingApprovalSchema>;

/**
 * POST limit-service-api/api/external/web/v3/ping (spec 01 §7 "Reminders"): what the reminders
 * need now, all times in epoch s on the operator's clock (`now`), so a wrong device clock or a
 * moved operator clock cannot shift a reminder.
 */
export const limitPingAnswerSchema = z.object({
  data: z.object({
    now: epochSecondsSchema,
    session: z.object({
      /** When this login began. */
      startedAt: epochSecondsSchema,
      /** One entry per currency bet in since then; empty when nothing was bet. */
      netResult: z.array(netResultSchema).max(20),
    }),
    /** null: the player has no reality check (limit 32) or turned it off. */
    realityCheck: z
      .object({
        intervalMinutes: z.number().int().positive().max(1440),
        /** When the next check is due. */
        showAt: epochSecondsSchema,
      })
      .nullable(),
    /** null: no session limit (31) in force. */
    sessionLimit: z
      .object({
        hours: z.number().int().positive().max(24),
        endsAt: epochSecondsSchema,
        remainingS: z.number().int().nonnegative(),
      })
      .nullable(),
    pendingApprovals: z.array(pendingApprovalSchema).max(DEPOSIT_TYPES.length),
  }),
});
export type LimitPing = z.infer<typeof limitPingAnswerSchema>['data'];
