/**
 * zod schemas of the CMS's bonus calls (spec 01 §2 "Promotions and bonus pages", "Casino and
 * games" bonus/casino/…, "Bonus games" games-landing/{landingRoute}): casino offers, promo codes,
 * tournaments with their leaderboard, partner offers, a bonus's wagering games and games landings.
 * The spec shows neither paths nor shapes; ours are in docs/decisions.md "Bonus pages and games
 * landings". Texts are plain strings (no HTML), as the other CMS answers.
 */
import { z } from 'zod';
import { casinoSlugSchema, GAME_FLAGS } from './casino';
import { cmsSectionSchema, cmsSlugSchema } from './cms';

const isoTimeSchema = z.iso.datetime({ offset: true });
const titleSchema = z.string().min(1).max(120);
const teaserSchema = z.string().min(1).max(300);
const termsSchema = z.array(z.string().min(1).max(600)).min(1).max(40);
const bodySchema = z.array(cmsSectionSchema).max(12);
/** The offer in a few characters, shown large in the page's hero. */
const badgeSchema = z.string().min(1).max(32);

export const bonusSeoSchema = z.object({
  title: z.string().min(1).max(70),
  description: z.string().min(1).max(200),
});
export type BonusSeo = z.infer<typeof bonusSeoSchema>;

/** Which catalogue games a bonus, tournament or landing is played on (the casino's games filter). */
export const gamesSelectionSchema = z.object({
  category: casinoSlugSchema,
  subcategory: casinoSlugSchema.optional(),
  provider: casinoSlugSchema.optional(),
  flag: z.enum(GAME_FLAGS).optional(),
});
export type GamesSelection = z.infer<typeof gamesSelectionSchema>;

const periodRefine = <T extends { startsAt: string; endsAt: string | null }>(value: T) =>
  value.endsAt === null || Date.parse(value.endsAt) > Date.parse(value.startsAt);
const periodIssue = { message: 'endsAt must be after startsAt', path: ['endsAt'] };

export const CASINO_OFFER_KINDS = ['bonus', 'promotion'] as const;
export type CasinoOfferKind = (typeof CASINO_OFFER_KINDS)[number];

/** A casino bonus (bonus/casino/{id}) or casino promotion (bonus/casino/promotions/{id}). */
export const casinoOfferSchema = z
  .object({
    slug: cmsSlugSchema,
    kind: z.enum(CASINO_OFFER_KINDS),
    title: titleSchema,
    teaser: teaserSchema,
    badge: badgeSchema,
    startsAt: isoTimeSchema,
    endsAt: isoTimeSchema.nullable(),
    body: bodySchema,
    terms: termsSchema,
    games: gamesSelectionSchema.optional(),
    seo: bonusSeoSchema,
  })
  .refine(periodRefine, periodIssue);
export type CasinoOffer = z.infer<typeof casinoOfferSchema>;
export const casinoOffersQuerySchema = z.object({ kind: z.enum(CASINO_OFFER_KINDS).optional() });
export const casinoOffersAnswerSchema = z.object({ data: z.array(casinoOfferSchema).max(100) });
export const casinoOfferAnswerSchema = z.object({ data: casinoOfferSchema });

/** A promo code the casino promo page lists (bonus/casino/promo). */
export const promoCodeSchema = z.object({
  code: z.string().regex(/^[A-Z0-9]{4,16}$/, 'capital letters and digits'),
  reward: z.string().min(1).max(160),
  /** Bonus points it costs in the shop; 0: free to enter. */
  points: z.number().int().nonnegative(),
  validUntil: isoTimeSchema,
});
export type PromoCode = z.infer<typeof promoCodeSchema>;
export const promoCodesAnswerSchema = z.object({
  data: z.object({
    intro: teaserSchema,
    steps: z.array(z.string().min(1).max(300)).min(1).max(10),
    codes: z.array(promoCodeSchema).max(50),
  }),
});
export type PromoCodes = z.infer<typeof promoCodesAnswerSchema>['data'];

const moneySchema = z.object({
  amount: z.number().nonnegative().multipleOf(0.01),
  currency: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code'),
});
export type Money = z.infer<typeof moneySchema>;

export const tournamentSchema = z
  .object({
    slug: cmsSlugSchema,
    title: titleSchema,
    teaser: teaserSchema,
    badge: badgeSchema,
    prizePool: moneySchema,
    startsAt: isoTimeSchema,
    endsAt: isoTimeSchema,
    /** The prize of each place or run of places ("1", "4–10"). */
    prizes: z
      .array(z.object({ places: z.string().min(1).max(16), prize: z.string().min(1).max(80) }))
      .min(1)
      .max(20),
    rules: bodySchema,
    terms: termsSchema,
    games: gamesSelectionSchema,
    seo: bonusSeoSchema,
  })
  .refine(periodRefine, periodIssue);
export type Tournament = z.infer<typeof tournamentSchema>;

export const leaderboardRowSchema = z.object({
  place: z.number().int().positive(),
  /** The player's masked nickname: the CMS never sends a login. */
  player: z.string().min(1).max(32),
  points: z.number().int().nonnegative(),
  prize: z.string().min(1).max(80).nullable(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

export const tournamentsAnswerSchema = z.object({ data: z.array(tournamentSchema).max(100) });
export const tournamentAnswerSchema = z.object({
  data: z.object({
    tournament: tournamentSchema,
    leaderboard: z.array(leaderboardRowSchema).max(100),
    leaderboardUpdatedAt: isoTimeSchema,
  }),
});
export type TournamentDetails = z.infer<typeof tournamentAnswerSchema>['data'];

/** A partner's offer (bonus-partner/{id}, bonus-offer-partner/{id}). */
export const partnerOfferSchema = z.object({
  slug: cmsSlugSchema,
  partner: z.string().min(1).max(80),
  title: titleSchema,
  teaser: teaserSchema,
  badge: badgeSchema,
  /** The code a visitor enters at sign-up or deposit, when the offer has one. */
  code: z
    .string()
    .regex(/^[A-Z0-9]{4,16}$/)
    .optional(),
  endsAt: isoTimeSchema.nullable(),
  body: bodySchema,
  terms: termsSchema,
  cta: z.object({ label: z.string().min(1).max(40), action: z.enum(['registration', 'login']) }),
  seo: bonusSeoSchema,
});
export type PartnerOffer = z.infer<typeof partnerOfferSchema>;
export const partnerOfferAnswerSchema = z.object({ data: partnerOfferSchema });

/** A bonus's wagering games (bonuses-games/{id}, bonuses-offers-games/{id}). */
export const bonusGamesSchema = z.object({
  id: cmsSlugSchema,
  title: titleSchema,
  text: teaserSchema,
  /** The wagering requirement as the terms state it ("35×"). */
  wagering: z.string().min(1).max(16),
  /** How much of a stake counts, by kind of game. */
  contributions: z
    .array(
      z.object({ label: z.string().min(1).max(80), percent: z.number().int().min(0).max(100) }),
    )
    .min(1)
    .max(10),
  games: gamesSelectionSchema,
  /** The bonus's rules page (bonus/{id}), when the CMS has a promotion of that slug. */
  promotion: cmsSlugSchema.optional(),
  seo: bonusSeoSchema,
});
export type BonusGames = z.infer<typeof bonusGamesSchema>;
export const bonusGamesAnswerSchema = z.object({ data: bonusGamesSchema });

export const GAMES_LANDING_THEMES = ['sun', 'sea', 'night'] as const;

/** A games landing (games-landing/{landingRoute}): its own hero, then its games. */
export const gamesLandingSchema = z.object({
  slug: cmsSlugSchema,
  headline: titleSchema,
  text: teaserSchema,
  badge: badgeSchema,
  theme: z.enum(GAMES_LANDING_THEMES),
  bullets: z.array(z.string().min(1).max(160)).min(1).max(6),
  games: gamesSelectionSchema,
  seo: bonusSeoSchema,
});
export type GamesLanding = z.infer<typeof gamesLandingSchema>;
export const gamesLandingAnswerSchema = z.object({ data: gamesLandingSchema });
