/**
 * zod schemas of the office's programme calls: the player's promotions (take part, progress, past
 * ones), the partner programme (links with a sub-id, statistics by period) and sign-in on another
 * device by QR code (spec 01 §1 office list; spec 02 account sections "partner programme", "QR
 * authorisation"; "Contents of office pages: not shown"). Paths and shapes are ours:
 * docs/upstream-contract.md "Programmes API". The request schemas are shared by the browser forms
 * and the BFF handlers.
 */
import { z } from 'zod';
import { moneySchema } from './accounts';
import { currencyIsoSchema } from './auth';
import { cmsSlugSchema, PROMOTION_CATEGORIES } from './cms';

const isoTimeSchema = z.iso.datetime({ offset: true });
const idSchema = z.number().int().positive();
const countSchema = z.number().int().nonnegative();

/* ---------- promotions ---------- */

/** What a promotion's task counts: bets placed, or different casino games played for real money. */
export const PROMOTION_TASKS = ['bets', 'games'] as const;
export type PromotionTask = (typeof PROMOTION_TASKS)[number];

export const PARTICIPATION_STATUSES = ['active', 'completed', 'expired'] as const;
export type ParticipationStatus = (typeof PARTICIPATION_STATUSES)[number];

const promotionHeadSchema = z.object({
  promotionId: idSchema,
  slug: cmsSlugSchema,
  title: z.string().min(1).max(120),
  category: z.enum(PROMOTION_CATEGORIES),
  task: z.enum(PROMOTION_TASKS),
  /** How many bets (or games) complete the task. */
  target: z.number().int().positive().max(10_000),
});

/** A running promotion the player has not joined yet. */
export const promotionOfferSchema = promotionHeadSchema.extend({
  teaser: z.string().min(1).max(300),
  /** How long the player has for the task once joined. */
  days: z.number().int().positive().max(365),
  /** The promotion's own end; null: runs until withdrawn. */
  endsAt: isoTimeSchema.nullable(),
});
export type PromotionOffer = z.infer<typeof promotionOfferSchema>;

/** A promotion the player joined: the task's progress and its deadline. */
export const participationSchema = promotionHeadSchema.extend({
  joinedAt: isoTimeSchema,
  endsAt: isoTimeSchema,
  progress: countSchema,
  status: z.enum(PARTICIPATION_STATUSES),
  /** When the task was completed or the time ran out; null while active. */
  finishedAt: isoTimeSchema.nullable(),
});
export type Participation = z.infer<typeof participationSchema>;

export const playerPromotionsSchema = z.object({
  available: z.array(promotionOfferSchema).max(200),
  /** Newest first. */
  joined: z.array(participationSchema).max(500),
});
export type PlayerPromotions = z.infer<typeof playerPromotionsSchema>;
export const playerPromotionsAnswerSchema = z.object({ data: playerPromotionsSchema });

export const promotionJoinRequestSchema = z
  .object({ promotionId: z.number({ error: 'choose a promotion' }).int().positive() })
  .strict();
export type PromotionJoinRequest = z.infer<typeof promotionJoinRequestSchema>;
export const promotionJoinAnswerSchema = z.object({ data: participationSchema });

/* ---------- partner programme ---------- */

export const SUB_ID_MAX = 32;
/** A sub-id travels in the link's `subid` query (spec 02 §7 referral cookies). */
export const subIdSchema = z
  .string()
  .trim()
  .regex(
    new RegExp(`^[A-Za-z0-9_-]{1,${SUB_ID_MAX}}$`),
    `subid: 1 to ${SUB_ID_MAX} letters, digits, _ or -`,
  );

export const partnerLinkSchema = z.object({
  id: idSchema,
  /** null: the main link, `ref` only. */
  subId: z.string().min(1).max(SUB_ID_MAX).nullable(),
  createdAt: isoTimeSchema,
  clicks: countSchema,
  registrations: countSchema,
});
export type PartnerLink = z.infer<typeof partnerLinkSchema>;

export const MAX_PARTNER_LINKS = 20;

export const partnerSchema = z.object({
  /** The partner's code, the `ref` query of every link (spec 02 §7). */
  ref: z.string().regex(/^[A-Za-z0-9]{1,32}$/),
  /** The share of the net gaming revenue of referred players paid as commission. */
  commissionPercent: z.number().min(0).max(100),
  currency: currencyIsoSchema,
  links: z.array(partnerLinkSchema).max(MAX_PARTNER_LINKS + 1),
});
export type Partner = z.infer<typeof partnerSchema>;
export const partnerAnswerSchema = z.object({ data: partnerSchema });

export const partnerLinkRequestSchema = z.object({ subId: subIdSchema }).strict();
export type PartnerLinkRequest = z.infer<typeof partnerLinkRequestSchema>;
export const partnerLinkAnswerSchema = z.object({ data: partnerLinkSchema });

/** week: the last 7 days by day; month: the last 30 days by day; year: the last 12 months. */
export const STATS_PERIODS = ['week', 'month', 'year'] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];
export const statsQuerySchema = z.object({ period: z.enum(STATS_PERIODS).default('week') });

const statsFiguresSchema = z.object({
  clicks: countSchema,
  registrations: countSchema,
  firstDeposits: countSchema,
  commission: moneySchema,
});

export const partnerStatsSchema = z.object({
  period: z.enum(STATS_PERIODS),
  currency: currencyIsoSchema,
  /** Newest first; `from` inclusive, `to` exclusive. */
  rows: z.array(statsFiguresSchema.extend({ from: isoTimeSchema, to: isoTimeSchema })).max(31),
  total: statsFiguresSchema,
});
export type PartnerStats = z.infer<typeof partnerStatsSchema>;
export const partnerStatsAnswerSchema = z.object({ data: partnerStatsSchema });

/* ---------- QR sign-in ---------- */

/** A one-time sign-in code: what the QR code carries, and until when it is taken. */
export const qrCodeSchema = z.object({
  /** The text the QR code encodes: the operator app's sign-in address with the token. */
  payload: z.string().min(16).max(512),
  expiresAt: isoTimeSchema,
  ttlSeconds: z.number().int().positive().max(3600),
});
export type QrCode = z.infer<typeof qrCodeSchema>;
export const qrCodeAnswerSchema = z.object({ data: qrCodeSchema });

export const qrDeviceSchema = z.object({
  id: idSchema,
  name: z.string().min(1).max(80),
  signedInAt: isoTimeSchema,
});
export type QrDevice = z.infer<typeof qrDeviceSchema>;
export const qrDevicesAnswerSchema = z.object({ data: z.array(qrDeviceSchema).max(100) });

export const qrCodeRequestSchema = z.object({}).strict();
export const qrSignOutRequestSchema = z
  .object({ deviceId: z.number({ error: 'choose a device' }).int().positive() })
  .strict();
export type QrSignOutRequest = z.infer<typeof qrSignOutRequestSchema>;
export const qrSignOutAnswerSchema = z.object({ data: z.object({ id: idSchema }) });

/** What the operator's app sends once it has scanned a code (the sandbox's control plays it). */
export const qrScanRequestSchema = z
  .object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/), device: z.string().min(1).max(80) })
  .strict();
