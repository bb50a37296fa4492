/**
 * The CMS's bonus pages (spec 01 §2 "Promotions and bonus pages", "Casino and games" bonus/casino,
 * "Bonus games" games-landing; paths ours, docs/decisions.md "Bonus pages and games landings"),
 * in the asked language (English for any other).
 */
import { cmsQuerySchema, cmsSlugSchema } from '@contract/cms';
import {
  bonusGamesAnswerSchema,
  casinoOfferAnswerSchema,
  casinoOffersAnswerSchema,
  casinoOffersQuerySchema,
  gamesLandingAnswerSchema,
  partnerOfferAnswerSchema,
  promoCodesAnswerSchema,
  tournamentAnswerSchema,
  tournamentsAnswerSchema,
} from '@contract/cms-bonus';
import {
  BONUS_GAMES,
  bonusGamesOf,
  CASINO_OFFERS,
  casinoOfferOf,
  GAMES_LANDINGS,
  gamesLandingOf,
  PARTNER_OFFERS,
  partnerOfferOf,
  PROMO_CODES,
  TOURNAMENTS,
  tournamentDetailsOf,
  tournamentOf,
} from '../cms-bonus-content';
import { cmsLangOf } from '../cms-content';
import type { RequestContext } from '../http';
import { json, parseQuery, pathParam, SandboxHttpError } from '../http';
import type { Router } from '../router';
import type { SandboxState } from '../state';

const CMS_API = '/cms-api/v1';

function notFound(code: string, title: string, parameter: string, value: string) {
  return SandboxHttpError.coded(404, code, title, {
    detail: `${parameter}: nothing named ${value}`,
    source: { parameter },
  });
}

const offersQuerySchema = cmsQuerySchema.extend(casinoOffersQuerySchema.shape);

function langOf(ctx: RequestContext) {
  return cmsLangOf(parseQuery(ctx, cmsQuerySchema).lang);
}

function slugOf(ctx: RequestContext, name: string): string {
  return pathParam(ctx, name, cmsSlugSchema);
}

export function registerCmsBonusRoutes(router: Router, state: SandboxState): void {
  router.on('GET', `${CMS_API}/casino-offers`, (ctx) => {
    const query = parseQuery(ctx, offersQuerySchema);
    const lang = cmsLangOf(query.lang);
    const { kind } = query;
    const offers = CASINO_OFFERS.filter((d) => !kind || d.kind === kind);
    return json(
      casinoOffersAnswerSchema.parse({ data: offers.map((d) => casinoOfferOf(d, lang)) }),
    );
  });

  router.on('GET', `${CMS_API}/casino-offers/:slug`, (ctx) => {
    const lang = langOf(ctx);
    const slug = slugOf(ctx, 'slug');
    const found = CASINO_OFFERS.find((d) => d.slug === slug);
    if (!found) throw notFound('offer_not_found', 'Casino offer not found', 'slug', slug);
    return json(casinoOfferAnswerSchema.parse({ data: casinoOfferOf(found, lang) }));
  });

  router.on('GET', `${CMS_API}/promo-codes`, (ctx) =>
    json(promoCodesAnswerSchema.parse({ data: PROMO_CODES[langOf(ctx)] })),
  );

  router.on('GET', `${CMS_API}/tournaments`, (ctx) => {
    const lang = langOf(ctx);
    const now = state.now();
    return json(
      tournamentsAnswerSchema.parse({ data: TOURNAMENTS.map((d) => tournamentOf(d, lang, now)) }),
    );
  });

  router.on('GET', `${CMS_API}/tournaments/:slug`, (ctx) => {
    const lang = langOf(ctx);
    const slug = slugOf(ctx, 'slug');
    const found = TOURNAMENTS.find((d) => d.slug === slug);
    if (!found) throw notFound('tournament_not_found', 'Tournament not found', 'slug', slug);
    return json(
      tournamentAnswerSchema.parse({ data: tournamentDetailsOf(found, lang, state.now()) }),
    );
  });

  router.on('GET', `${CMS_API}/partner-offers/:slug`, (ctx) => {
    const lang = langOf(ctx);
    const slug = slugOf(ctx, 'slug');
    const found = PARTNER_OFFERS.find((d) => d.slug === slug);
    if (!found) throw notFound('partner_offer_not_found', 'Partner offer not found', 'slug', slug);
    return json(partnerOfferAnswerSchema.parse({ data: partnerOfferOf(found, lang) }));
  });

  router.on('GET', `${CMS_API}/bonus-games/:id`, (ctx) => {
    const lang = langOf(ctx);
    const id = slugOf(ctx, 'id');
    const found = BONUS_GAMES.find((d) => d.id === id);
    if (!found) throw notFound('bonus_not_found', 'Bonus not found', 'id', id);
    return json(bonusGamesAnswerSchema.parse({ data: bonusGamesOf(found, lang) }));
  });

  router.on('GET', `${CMS_API}/games-landings/:slug`, (ctx) => {
    const lang = langOf(ctx);
    const slug = slugOf(ctx, 'slug');
    const found = GAMES_LANDINGS.find((d) => d.slug === slug);
    if (!found) throw notFound('games_landing_not_found', 'Games landing not found', 'slug', slug);
    return json(gamesLandingAnswerSchema.parse({ data: gamesLandingOf(found, lang) }));
  });
}
