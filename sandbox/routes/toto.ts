/**
 * The toto API (docs/upstream-contract.md "Toto API"; spec 01 §2 toto and its tabs):
 * GET /toto-api/v1/totos (every toto with its current and next draw), GET /toto-api/v1/totos/:slug
 * (one toto with both draws whole), GET /toto-api/v1/totos/:slug/draws (past draws, newest first,
 * with results and winners per number of correct picks), and for a signed-in player
 * GET/POST /toto-api/v1/coupons (the player's toto coupons; a coupon paid from the active account).
 */
import { z } from 'zod';
import { languageCodeSchema } from '@contract/config';
import {
  totoAnswerSchema,
  totoCouponAnswerSchema,
  totoCouponRequestSchema,
  totoCouponsAnswerSchema,
  totoDrawsAnswerSchema,
  totoDrawsQuerySchema,
  totosAnswerSchema,
  totoSlugSchema,
  TOTO_DRAWS_PAGE_SIZE,
  type Toto,
  type TotoCoupon,
  type TotoDraw,
} from '@contract/toto';
import { formatMinor } from '../accounts-store';
import { requireSession } from '../auth-session';
import { codedError, json, parseBody, parseQuery, pathParam, SandboxHttpError } from '../http';
import { answerLang, type Lang } from '../line-answer';
import { playerAccounts } from '../player-accounts';
import type { Router } from '../router';
import type { SandboxState } from '../state';
import type { SandboxStore } from '../store';
import {
  basePoolMinor,
  closesAtOf,
  combinationsOf,
  currentDrawNumber,
  drawEvents,
  drawIdOf,
  drawOfId,
  drawStatus,
  findTotoType,
  jackpotMinor,
  scoreCoupon,
  tierPayoutsMinor,
  tierWinnerCounts,
  TOTO_HISTORY_DRAWS,
  TOTO_TYPES,
  type TotoType,
} from '../toto-draws';
import type { TotoCouponRecord } from '../toto-store';

const langQuerySchema = z.object({ lang: languageCodeSchema.optional() });
const iso = (ms: number) => new Date(ms).toISOString();

function summary(toto: TotoType, number: number) {
  return {
    id: drawIdOf(toto, number),
    number,
    closesAt: iso(closesAtOf(toto, number)),
    jackpot: formatMinor(jackpotMinor(toto, number)),
  };
}

function toToto(toto: TotoType, now: number, lang: Lang): Toto {
  const current = currentDrawNumber(toto, now);
  return {
    id: toto.id,
    slug: toto.slug,
    name: toto.name[lang],
    eventCount: toto.eventCount,
    combinationPrice: formatMinor(toto.combinationPriceMinor),
    maxCombinations: toto.maxCombinations,
    currency: toto.currency,
    current: summary(toto, current),
    next: summary(toto, current + 1),
  };
}

function toDraw(
  store: SandboxStore,
  toto: TotoType,
  number: number,
  now: number,
  lang: Lang,
): TotoDraw {
  const status = drawStatus(toto, number, now);
  const settled = status === 'settled';
  const id = drawIdOf(toto, number);
  const payouts = settled ? tierPayoutsMinor(toto, number) : [];
  const counts = settled ? tierWinnerCounts(toto, number) : [];
  return {
    id,
    number,
    totoSlug: toto.slug,
    status,
    closesAt: iso(closesAtOf(toto, number)),
    jackpot: formatMinor(jackpotMinor(toto, number)),
    pool: formatMinor(basePoolMinor(toto, number) + store.toto.stakesOfDraw(id)),
    currency: toto.currency,
    events: drawEvents(toto, number).map((event) => ({
      position: event.position,
      home: event.home[lang],
      away: event.away[lang],
      tournament: event.tournament[lang],
      startsAt: iso(event.startsAt),
      bets: event.bets,
      result: settled ? event.result : null,
    })),
    winners: toto.prizeTiers.flatMap((correct, tier) =>
      settled
        ? [{ correct, winners: counts[tier] ?? 0, payout: formatMinor(payouts[tier] ?? 0) }]
        : [],
    ),
  };
}

function totoOf(slug: string): TotoType {
  const toto = findTotoType(slug);
  if (toto === undefined) {
    throw SandboxHttpError.coded(404, 'toto_not_found', 'Toto not found', {
      detail: `slug: there is no toto ${slug}`,
      source: { parameter: 'slug' },
    });
  }
  return toto;
}

/** A pending coupon of a draw whose results are out is settled (and its win paid) when read. */
function settleDue(store: SandboxStore, record: TotoCouponRecord, now: number): void {
  if (record.status !== 'pending') return;
  const draw = drawOfId(record.drawId);
  if (draw === undefined || drawStatus(draw.toto, draw.number, now) !== 'settled') return;
  const { winMinor, correct } = scoreCoupon(draw.toto, draw.number, record.picks);
  store.transaction(() => {
    store.toto.settle(record.id, winMinor > 0 ? 'won' : 'lost', correct, winMinor);
    if (winMinor > 0) store.accounts.credit(record.accountId, winMinor);
  });
}

function toCoupon(record: TotoCouponRecord, lang: Lang): TotoCoupon {
  const draw = drawOfId(record.drawId);
  if (draw === undefined) throw new Error(`toto coupon ${record.id} has an unknown draw`);
  return {
    id: record.id,
    drawId: record.drawId,
    drawNumber: draw.number,
    totoSlug: draw.toto.slug,
    totoName: draw.toto.name[lang],
    picks: record.picks,
    combinations: record.combinations,
    stake: formatMinor(record.stakeMinor),
    currency: record.currency,
    status: record.status,
    correct: record.correct,
    win: record.winMinor === null ? null : formatMinor(record.winMinor),
    placedAt: iso(record.placedAt),
  };
}

function refuse(status: number, code: string, title: string, detail: string, pointer: string) {
  return new SandboxHttpError(status, [
    codedError(status, code, title, { detail, source: { pointer } }),
  ]);
}

export function registerTotoRoutes(router: Router, state: SandboxState): void {
  const { store } = state;

  router.on('GET', '/toto-api/v1/totos', (ctx) => {
    const { lang } = parseQuery(ctx, langQuerySchema);
    const now = state.now();
    return json(
      totosAnswerSchema.parse({ data: TOTO_TYPES.map((t) => toToto(t, now, answerLang(lang))) }),
    );
  });

  router.on('GET', '/toto-api/v1/totos/:slug', (ctx) => {
    const toto = totoOf(pathParam(ctx, 'slug', totoSlugSchema));
    const lang = answerLang(parseQuery(ctx, langQuerySchema).lang);
    const now = state.now();
    const current = currentDrawNumber(toto, now);
    return json(
      totoAnswerSchema.parse({
        data: {
          toto: toToto(toto, now, lang),
          current: toDraw(store, toto, current, now, lang),
          next: toDraw(store, toto, current + 1, now, lang),
        },
      }),
    );
  });

  router.on('GET', '/toto-api/v1/totos/:slug/draws', (ctx) => {
    const toto = totoOf(pathParam(ctx, 'slug', totoSlugSchema));
    const { page, lang } = parseQuery(ctx, totoDrawsQuerySchema.extend(langQuerySchema.shape));
    const now = state.now();
    const newest = currentDrawNumber(toto, now) - 1;
    const total = Math.max(0, Math.min(TOTO_HISTORY_DRAWS, newest));
    const first = newest - (page - 1) * TOTO_DRAWS_PAGE_SIZE;
    const numbers: number[] = [];
    for (let n = first; n > newest - total && numbers.length < TOTO_DRAWS_PAGE_SIZE; n--) {
      numbers.push(n);
    }
    return json(
      totoDrawsAnswerSchema.parse({
        data: numbers.map((n) => toDraw(store, toto, n, now, answerLang(lang))),
        meta: { page, pageSize: TOTO_DRAWS_PAGE_SIZE, total },
      }),
    );
  });

  router.on('GET', '/toto-api/v1/coupons', (ctx) => {
    const { userId } = requireSession(ctx, state);
    const lang = answerLang(parseQuery(ctx, langQuerySchema).lang);
    const now = state.now();
    for (const record of store.toto.listForUser(userId)) settleDue(store, record, now);
    return json(
      totoCouponsAnswerSchema.parse({
        data: store.toto.listForUser(userId).map((record) => toCoupon(record, lang)),
      }),
    );
  });

  router.on('POST', '/toto-api/v1/coupons', (ctx) => {
    const { userId } = requireSession(ctx, state);
    const lang = answerLang(parseQuery(ctx, langQuerySchema).lang);
    const request = parseBody(ctx, totoCouponRequestSchema);
    const now = state.now();
    const draw = drawOfId(request.drawId);
    if (draw === undefined) {
      throw refuse(
        404,
        'draw_not_found',
        'Draw not found',
        `drawId: there is no draw ${request.drawId}`,
        '/drawId',
      );
    }
    const { toto, number } = draw;
    if (drawStatus(toto, number, now) !== 'open') {
      throw refuse(
        409,
        'draw_closed',
        'The draw does not take coupons',
        'drawId: only the current draw takes coupons',
        '/drawId',
      );
    }
    if (request.picks.length !== toto.eventCount) {
      throw refuse(
        400,
        'picks_count',
        'Pick every event',
        `picks: the draw has ${toto.eventCount} events, the coupon ${request.picks.length}`,
        '/picks',
      );
    }
    const combinations = combinationsOf(request.picks);
    if (combinations > toto.maxCombinations) {
      throw refuse(
        400,
        'too_many_combinations',
        'Too many combinations',
        `picks: ${combinations} combinations, at most ${toto.maxCombinations}`,
        '/picks',
      );
    }
    const stakeMinor = combinations * toto.combinationPriceMinor;
    return store.transaction(() => {
      const { active } = playerAccounts(store, userId, now);
      if (active.currency !== toto.currency) {
        throw refuse(
          400,
          'currency_unavailable',
          'The toto is played in another currency',
          `the toto takes ${toto.currency}, the active account is in ${active.currency}`,
          '/drawId',
        );
      }
      if (!store.accounts.debit(active.id, stakeMinor)) {
        const balance = store.accounts.find(active.id)?.balanceMinor ?? 0;
        throw new SandboxHttpError(400, [
          codedError(400, 'insufficient_balance', 'Not enough money on the account', {
            detail: `stake: ${formatMinor(stakeMinor)} ${active.currency}, the account holds ${formatMinor(balance)}`,
            source: { pointer: '/picks' },
            meta: { balance: formatMinor(balance), currency: active.currency },
          }),
        ]);
      }
      const record = store.toto.insert({
        userId,
        accountId: active.id,
        drawId: request.drawId,
        picks: request.picks,
        combinations,
        stakeMinor,
        currency: active.currency,
        placedAt: now,
      });
      return json(totoCouponAnswerSchema.parse({ data: toCoupon(record, lang) }), 201);
    });
  });
}
