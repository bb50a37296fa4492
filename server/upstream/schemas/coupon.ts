/**
 * zod schemas of the coupon API: the coupon for sending, the placed coupon, the bet history, the
 * refusals, and the `coupon` config group (spec 02 §3 "Coupon for sending", "Coupon types",
 * "Coefficient-change policy", "Bet status ids", "Coefficient formats"; §4 "Coupon"; §5). The spec
 * shows no paths or answers; these are ours: docs/upstream-contract.md "Coupon API".
 */
import { z } from 'zod';
import { moneySchema } from './accounts';
import { currencyIsoSchema } from './auth';
import { languageCodeSchema } from './config';
import { coefSchema, outcomeSchema } from './line';
import { CHANGE_COEF_ACTIONS, COEF_VIEW_IDS, COUPON_TYPE_IDS } from './coupon-codes';

// The codes and tables themselves live in a module without zod, for the browser's coupon.
export {
  BET_STATUSES,
  betStatusKeyOf,
  CHANGE_COEF_ACTIONS,
  COEF_VIEW_IDS,
  COUPON_ERROR_CODES,
  COUPON_TYPE_IDS,
  REQUEST_ID_HEADER,
  REQUEST_UNKNOWN_CODE,
  type BetStatusId,
  type BetStatusKey,
  type ChangeCoefAction,
  type CouponErrorCode,
  type CouponTypeId,
} from './coupon-codes';

const idSchema = z.number().int().positive();
const isoTimeSchema = z.iso.datetime({ offset: true });

/** COUPON_TYPE_IDS. */
export const couponTypeIdSchema = z.literal([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
/** A stored coupon: many singles (9) are stored as one single (0) per bet. */
export const storedCouponTypeIdSchema = z.literal([0, 1, 2, 3, 4, 5, 6, 7, 8]);
/** CHANGE_COEF_ACTIONS. */
export const changeCoefActionSchema = z.literal([0, 1, 2]);
type CoefViewIdValue = (typeof COEF_VIEW_IDS)[keyof typeof COEF_VIEW_IDS];
/** COEF_VIEW_IDS, the one list of the ids. */
export const coefViewIdSchema = z.literal(
  Object.values(COEF_VIEW_IDS) as [CoefViewIdValue, ...CoefViewIdValue[]],
);
/** BET_STATUSES, by id and by key. */
export const betStatusIdSchema = z.literal([-2, -1, 0, 1, 2, 3, 4, 5, 6]);
export const betStatusKeySchema = z.enum([
  'notCalculated',
  'gameNotStarted',
  'lose',
  'win',
  'return',
  'forcedReturn',
  'halfWinHalfReturn',
  'halfLoseHalfReturn',
  'halfLoseHalfWin',
]);

/** An amount as the player types it: positive, at most two decimals. */
export const amountSchema = z
  .number()
  .positive()
  .max(1e10)
  .refine(
    (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
    'at most two decimals',
  );

/** The idempotency key of `POST /coupon-api/v1/coupons`: one per coupon the player sends. */
export const requestIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9._:-]{1,128}$/, 'up to 128 letters, digits, dots, colons, - or _');

export const couponBetRequestSchema = z.object({
  /** The outcome (the spec's market id). */
  outcomeId: idSchema,
  gameId: idSchema,
  /** The coefficient the player saw. */
  coef: coefSchema,
  /** Multibet (4) and conditional (5) coupons group their bets in blocks. */
  blockId: z.number().int().min(0).max(99).optional(),
  /** System (2): a banker is in every line. */
  isBanker: z.boolean().optional(),
});
export type CouponBetRequest = z.infer<typeof couponBetRequestSchema>;

/** POST /coupon-api/v1/coupons — spec 02 §3 "Coupon for sending". The bearer token names the player. */
export const couponRequestSchema = z.object({
  /** The caller's own id of the coupon, kept as is. */
  id: z.union([z.string().min(1).max(64), z.number().int().nonnegative()]).optional(),
  accountId: idSchema,
  /** The stake; for many singles (9), the stake of each single; for conditional (5), the sum of amountByBlockId. */
  amount: amountSchema,
  amountByBlockId: z.record(z.string().regex(/^\d{1,2}$/, 'a block id'), amountSchema).default({}),
  bets: z.array(couponBetRequestSchema).min(1).max(50),
  changeCoefAction: changeCoefActionSchema.default(CHANGE_COEF_ACTIONS.acceptIncrease),
  /** The total coefficient the player saw. */
  coef: z.number().min(0).max(1e9),
  coefViewId: coefViewIdSchema.default(COEF_VIEW_IDS.decimal),
  /** spec 02 §4: 0 is off; otherwise the coupon is priced at exactly this coefficient. */
  exactCoef: z.number().min(0).max(1e9).default(0),
  isDropOnScoreChange: z.boolean().default(false),
  prepaidAmount: z.number().min(0).max(1e10).default(0),
  /** A referral id, kept as is. */
  refId: z.union([z.string().min(1).max(64), z.number().int().nonnegative()]).optional(),
  /** spec 02 §3: default 2, never below 2. */
  systemValue: z.number().int().min(2).max(50).default(2),
  typeId: couponTypeIdSchema,
  /**
   * Express: the bonus bet is on (spec 02 §4). Refused when the coupon does not qualify: at
   * least 3 bets, each coef ≥ 1.1 and not a long-term market, total coef ≥ 1.01, and the site
   * allows it (`coupon` group `isBonusBetAllowed`).
   */
  isBonusBet: z.boolean().default(false),
  /**
   * spec 02 §5 VIP bet: a pre-match coupon above the max amount, sent for the operator's
   * approval (the sandbox approves at once). Only where the `coupon` group enables it.
   */
  isVipBet: z.boolean().default(false),
  promoCode: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, - or _')
    .optional(),
  hyperBonusPercent: z.number().min(0).max(1000).optional(),
  minHyperBonusBetLimit: z.number().min(0).optional(),
  maxHyperBonusLimit: z.number().min(0).optional(),
});
/** What a caller sends (defaults may be left out). */
export type CouponRequest = z.input<typeof couponRequestSchema>;
/** What the upstream reads, defaults filled in. */
export type ParsedCouponRequest = z.output<typeof couponRequestSchema>;

/** A bet of a placed coupon: the outcome as the line describes it, plus how it was accepted. */
export const couponBetSchema = outcomeSchema
  .pick({
    gameId: true,
    sportId: true,
    champId: true,
    sportName: true,
    champName: true,
    opponents: true,
    typeId: true,
    kind: true,
    marketName: true,
    param: true,
    isLive: true,
  })
  .extend({
    outcomeId: idSchema,
    outcomeName: z.string().min(1),
    /** The coefficient the bet was accepted at. */
    coef: coefSchema,
    /** The coefficient the player sent. */
    requestedCoef: coefSchema,
    blockId: z.number().int().nonnegative().nullable(),
    isBanker: z.boolean(),
    startTime: isoTimeSchema,
    statusId: betStatusIdSchema,
    status: betStatusKeySchema,
  });
export type CouponBet = z.infer<typeof couponBetSchema>;

/** A placed coupon, as the placing call, the history and the coupon call answer it. */
export const couponSchema = z.object({
  couponId: idSchema,
  typeId: storedCouponTypeIdSchema,
  statusId: betStatusIdSchema,
  status: betStatusKeySchema,
  accountId: idSchema,
  currency: currencyIsoSchema,
  /** The stake debited from the account. */
  amount: moneySchema,
  /** The coupon's total coefficient at acceptance (possibleWin / amount for split stakes). */
  coef: z.number().min(1),
  /** The win if every bet wins, rounded down to the minor unit (spec 02 §5). */
  possibleWin: moneySchema,
  /** What settlement credited; null until settled. */
  payout: moneySchema.nullable(),
  /** k of a system (2) or multibet (4); null for other types. */
  systemValue: z.number().int().min(2).nullable(),
  changeCoefAction: changeCoefActionSchema,
  coefViewId: coefViewIdSchema,
  exactCoef: z.number().min(0),
  placedAt: isoTimeSchema,
  settledAt: isoTimeSchema.nullable(),
  bets: z.array(couponBetSchema).min(1),
});
export type Coupon = z.infer<typeof couponSchema>;

/** A refusal; `meta` carries what the caller needs to show or fix it. */
export const couponErrorSchema = z.object({
  status: z.string(),
  code: z.string(),
  title: z.string(),
  detail: z.string().optional(),
  source: z
    .object({ pointer: z.string(), parameter: z.string(), header: z.string() })
    .partial()
    .optional(),
  meta: z
    .object({
      outcomeId: idSchema,
      /** coef_changed: the current coefficient. */
      coef: coefSchema,
      requestedCoef: z.number(),
      minBetAmount: z.number(),
      maxBetAmount: z.number(),
      /** insufficient_balance: what the account holds. */
      balance: moneySchema,
      currency: currencyIsoSchema,
    })
    .partial()
    .optional(),
});
export type CouponError = z.infer<typeof couponErrorSchema>;
export const couponErrorBodySchema = z.object({ errors: z.array(couponErrorSchema).min(1) });

/** One single of a many-singles coupon (spec 02 §3 Coupon state `singlesResultCoupons`). */
export const singleResultSchema = z.discriminatedUnion('result', [
  z.object({ result: z.literal('success'), outcomeId: idSchema, coupon: couponSchema }),
  z.object({
    result: z.literal('error'),
    outcomeId: idSchema,
    errors: z.array(couponErrorSchema).min(1),
  }),
]);
export type SingleResult = z.infer<typeof singleResultSchema>;

/** GET /coupon-api/v1/coupons/:id, and POST for types 0–8. */
export const couponAnswerSchema = z.object({ data: couponSchema });
/** POST for many singles (9). */
export const manySinglesAnswerSchema = z.object({
  data: z.object({
    typeId: z.literal(COUPON_TYPE_IDS.manySingles),
    singlesResultCoupons: z.array(singleResultSchema).min(1),
  }),
});
export const couponPlaceAnswerSchema = z.union([couponAnswerSchema, manySinglesAnswerSchema]);

export const MAX_HISTORY_PAGE_SIZE = 100;
export const DEFAULT_HISTORY_PAGE_SIZE = 20;

const positiveIntParamSchema = z
  .string()
  .regex(/^[1-9]\d{0,5}$/, 'a positive integer')
  .transform(Number);

/**
 * The history's status filter: `open` is a coupon not settled yet (the bet slip's "My bets"),
 * `settled` one that is; without it every coupon.
 */
export const COUPON_HISTORY_STATUSES = ['open', 'settled'] as const;
export type CouponHistoryStatus = (typeof COUPON_HISTORY_STATUSES)[number];

/** GET /coupon-api/v1/coupons */
export const couponHistoryQuerySchema = z.object({
  page: positiveIntParamSchema.default(1),
  pageSize: positiveIntParamSchema
    .pipe(z.number().max(MAX_HISTORY_PAGE_SIZE))
    .default(DEFAULT_HISTORY_PAGE_SIZE),
  status: z.enum(COUPON_HISTORY_STATUSES).optional(),
  lang: languageCodeSchema.optional(),
});

export const couponHistoryAnswerSchema = z.object({
  data: z.array(couponSchema),
  meta: z.object({
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
    total: z.number().int().nonnegative(),
  }),
});

/**
 * The `coupon` config group (GET /bff-api/config/group/get). spec 02 §5: min and max amounts apply
 * only to the coupon types listed in `minMaxAmountTypes`, and never to a bonus account.
 */
export const couponGroupSchema = z.object({
  minMaxAmountTypes: z.array(couponTypeIdSchema),
  isBonusBetAllowed: z.boolean(),
  isOneClickEnabled: z.boolean(),
  isVipBetEnabled: z.boolean(),
  /** Per currency ISO; a currency not listed has no limits. */
  amountLimitsByCurrency: z.record(
    currencyIsoSchema,
    z.object({ minBetAmount: z.number().nonnegative(), maxBetAmount: z.number().positive() }),
  ),
});
export type CouponGroup = z.infer<typeof couponGroupSchema>;
