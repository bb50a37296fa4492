/**
 * zod schemas of the toto calls (spec 01 §2 "toto/{totoSection}?" with its tabs draw, next,
 * coupons, draws and nonimees; spec 02 §2 "toto frame"). The spec shows neither paths nor shapes;
 * ours are in docs/upstream-contract.md "Toto API".
 */
import { z } from 'zod';

/** The outcomes a toto event is predicted with: home win, draw, away win. */
export const TOTO_PICKS = ['1', 'X', '2'] as const;
export type TotoPick = (typeof TOTO_PICKS)[number];
export const TOTO_DRAW_STATUSES = ['upcoming', 'open', 'closed', 'settled'] as const;
export type TotoDrawStatus = (typeof TOTO_DRAW_STATUSES)[number];
export const TOTO_COUPON_STATUSES = ['pending', 'won', 'lost'] as const;
/** A toto has at most this many events (the longest, 15 matches, fits). */
export const MAX_TOTO_EVENTS = 20;
export const TOTO_DRAWS_PAGE_SIZE = 10;

export const totoSlugSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'a lowercase slug (letters, digits, hyphens)');
const idSchema = z.number().int().positive();
const isoTimeSchema = z.iso.datetime({ offset: true });
/** Money as the API's decimal string with two decimals (`1500.00`), never a float. */
export const moneySchema = z.string().regex(/^\d{1,13}\.\d{2}$/, 'a decimal amount');
const currencySchema = z.string().regex(/^[A-Z]{3}$/);

export const totoEventSchema = z.object({
  /** 1-based: the order of the picks of a coupon. */
  position: z.number().int().min(1).max(MAX_TOTO_EVENTS),
  home: z.string().min(1),
  away: z.string().min(1),
  tournament: z.string().min(1),
  startsAt: isoTimeSchema,
  /** The share of the players' picks on each outcome, in percent (one decimal). */
  bets: z.object({
    '1': z.number().min(0).max(100),
    X: z.number().min(0).max(100),
    '2': z.number().min(0).max(100),
  }),
  /** Known once the draw is settled. */
  result: z.enum(TOTO_PICKS).nullable(),
});
export type TotoEvent = z.infer<typeof totoEventSchema>;

export const totoWinnersSchema = z.object({
  /** How many picks of a combination were right. */
  correct: z.number().int().min(0).max(MAX_TOTO_EVENTS),
  winners: z.number().int().min(0),
  /** What each winning combination paid; 0.00 with no winner (the jackpot rolls over). */
  payout: moneySchema,
});
export type TotoWinners = z.infer<typeof totoWinnersSchema>;

export const totoDrawSchema = z.object({
  id: idSchema,
  number: idSchema,
  totoSlug: totoSlugSchema,
  status: z.enum(TOTO_DRAW_STATUSES),
  /** Coupons are taken until then (open draws only). */
  closesAt: isoTimeSchema,
  jackpot: moneySchema,
  pool: moneySchema,
  currency: currencySchema,
  events: z.array(totoEventSchema).min(1).max(MAX_TOTO_EVENTS),
  /** Per number of correct picks, best first; empty until the draw is settled. */
  winners: z.array(totoWinnersSchema),
});
export type TotoDraw = z.infer<typeof totoDrawSchema>;

const drawSummarySchema = z.object({
  id: idSchema,
  number: idSchema,
  closesAt: isoTimeSchema,
  jackpot: moneySchema,
});

export const totoSchema = z.object({
  id: idSchema,
  slug: totoSlugSchema,
  name: z.string().min(1),
  eventCount: z.number().int().min(1).max(MAX_TOTO_EVENTS),
  /** The price of one combination; a system coupon costs combinations × this. */
  combinationPrice: moneySchema,
  maxCombinations: z.number().int().positive(),
  currency: currencySchema,
  current: drawSummarySchema,
  next: drawSummarySchema,
});
export type Toto = z.infer<typeof totoSchema>;

export const totosAnswerSchema = z.object({ data: z.array(totoSchema) });
export const totoAnswerSchema = z.object({
  data: z.object({ toto: totoSchema, current: totoDrawSchema, next: totoDrawSchema }),
});
export type TotoAnswer = z.infer<typeof totoAnswerSchema>['data'];

export const totoDrawsAnswerSchema = z.object({
  data: z.array(totoDrawSchema),
  meta: z.object({ page: idSchema, pageSize: idSchema, total: z.number().int().min(0) }),
});
export type TotoDrawsAnswer = z.infer<typeof totoDrawsAnswerSchema>;

export const totoDrawsQuerySchema = z
  .object({
    page: z
      .string()
      .regex(/^[1-9]\d{0,3}$/, 'a positive integer')
      .transform(Number)
      .default(1),
  })
  .strict();

/** One event's picks: one to three different outcomes (two or three make it a system). */
export const totoEventPicksSchema = z
  .array(z.enum(TOTO_PICKS))
  .min(1, 'pick at least one outcome')
  .max(3)
  .refine((picks) => new Set(picks).size === picks.length, 'an outcome is picked twice');

export const totoCouponRequestSchema = z
  .object({
    drawId: idSchema,
    /** The picks of every event of the draw, in the events' order. */
    picks: z.array(totoEventPicksSchema).min(1).max(MAX_TOTO_EVENTS),
  })
  .strict();
export type TotoCouponRequest = z.infer<typeof totoCouponRequestSchema>;

export const totoCouponSchema = z.object({
  id: idSchema,
  drawId: idSchema,
  drawNumber: idSchema,
  totoSlug: totoSlugSchema,
  totoName: z.string().min(1),
  picks: z.array(z.array(z.enum(TOTO_PICKS)).min(1)),
  combinations: idSchema,
  stake: moneySchema,
  currency: currencySchema,
  status: z.enum(TOTO_COUPON_STATUSES),
  /** The best combination's correct picks once settled. */
  correct: z.number().int().min(0).nullable(),
  win: moneySchema.nullable(),
  placedAt: isoTimeSchema,
});
export type TotoCoupon = z.infer<typeof totoCouponSchema>;

export const totoCouponAnswerSchema = z.object({ data: totoCouponSchema });
export const totoCouponsAnswerSchema = z.object({ data: z.array(totoCouponSchema) });
