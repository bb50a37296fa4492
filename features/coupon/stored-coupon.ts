/**
 * The coupon kept in the browser, checked as it is read back (persistence.ts keeps it). A module
 * of its own: it is loaded only when there is a kept coupon to read.
 */
import { z } from 'zod';
import {
  betStatusIdSchema,
  changeCoefActionSchema,
  couponTypeIdSchema,
  requestIdSchema,
} from '@/server/upstream/schemas/coupon';
import { gameStatusSchema, scoreSchema } from '@/server/upstream/schemas/line';
import { parseStoredJson } from '@/features/store';

const fingerprintSchema = z.string().regex(/^[0-9a-f]{1,64}$/);

const amountMapSchema = z.record(z.string().regex(/^\d{1,15}$/), z.number().min(0).max(1e10));
const id = z.number().int().positive();

const couponBetSchema = z.object({
  market: z.object({
    id,
    gameId: id,
    sportId: id,
    champId: id,
    typeId: z.number().int(),
    kind: z.number().int(),
    coef: z.number().min(1).max(10_000),
    isLive: z.boolean(),
    sportName: z.string(),
    champName: z.string(),
    opponents: z.tuple([z.string(), z.string()]),
    marketName: z.string(),
    name: z.string(),
    param: z.number().nullable(),
  }),
  blockId: z.number().int().min(0).max(99),
  statusId: betStatusIdSchema.nullable(),
  startTime: z.string(),
  gameStatus: gameStatusSchema,
  timeSeconds: z.number().int().nullable(),
  scores: scoreSchema.nullable(),
  isBlocked: z.boolean(),
  isDepend: z.boolean(),
  isBannedExpress: z.boolean(),
  isDisabledBanker: z.boolean(),
  isBanker: z.boolean(),
  expressId: z.number().int().nullable(),
  pageType: z.string().nullable(),
  previousCoef: z.number().nullable(),
  isCoefChangePending: z.boolean(),
});

/** The coupon as kept: what the player built, not what is derived or in flight. */
const storedCouponSchema = z.object({
  typeId: couponTypeIdSchema,
  bets: z.array(couponBetSchema).max(50),
  accountId: id.nullable(),
  amount: z.number().min(0).max(1e10),
  isAmountTouched: z.boolean(),
  amountByBlockId: amountMapSchema,
  amountByBetId: amountMapSchema,
  promoCode: z.string().max(64),
  manualPromoCode: z.string().max(64),
  systemValue: z.number().int().min(2).max(50),
  isActiveSystemBanker: z.boolean(),
  manuallyDeletedBonusBet: z.boolean(),
  addedAtByBetId: z.record(z.string(), z.number()),
  expressId: z.number().int().nullable(),
  /**
   * The id of the coupon last sent and the content it was sent with: the same content is sent
   * again under it, never twice. Kept before these fields existed: no fingerprint, no reuse.
   */
  requestId: requestIdSchema.nullable(),
  requestFingerprint: fingerprintSchema.nullable().default(null),
  /** Placing got no answer (or the page closed while it was on its way): a check comes first. */
  requestCheck: z.enum(['none', 'unresolved']).default('none'),
  pendingOneClicks: z
    .array(z.object({ outcomeId: id, requestId: requestIdSchema, fingerprint: fingerprintSchema }))
    .max(50)
    .default([]),
});

const storedSettingsSchema = z.object({
  amountStepByCurrencyIso: z.record(z.string().regex(/^[A-Z]{3,5}$/), z.number().positive()),
  isManualAmountStep: z.boolean(),
  changeCoefAction: changeCoefActionSchema,
  isAutoMax: z.boolean(),
  isVipBet: z.boolean(),
  isBalanceShown: z.boolean(),
  isPossibleWinShown: z.boolean(),
  isSelectAccountShown: z.boolean(),
  isCouponFixed: z.boolean(),
  oneClickAmount: z.number().min(0).max(1e10),
  isActiveOneClick: z.boolean(),
  exactCoef: z.number().min(0).max(1e9),
  isDropOnScoreChange: z.boolean(),
  bonusAccountOneClickAmount: z.number().min(0).max(1e10),
});

const storedSchema = z.object({
  coupon: storedCouponSchema,
  settings: storedSettingsSchema.partial(),
});

export type StoredCoupon = z.infer<typeof storedCouponSchema>;
export type Stored = z.infer<typeof storedSchema>;

/** The kept coupon, or null when there is none or it is not one we wrote (it is then dropped). */
export function parseStored(text: string | null): Stored | null {
  return parseStoredJson(storedSchema, text);
}
