/**
 * The lotto API (docs/upstream-contract.md "Lotto API"; spec 01 §2 lotto/{sectionName}?/{lottoId}?):
 * GET /lotto-api/v1/lotteries (the catalogue with each next draw and jackpot), GET
 * /lotto-api/v1/lotteries/:slug, GET /lotto-api/v1/results (past draws with the drawn numbers,
 * newest first, of one lottery or all), and for a signed-in player GET/POST /lotto-api/v1/tickets.
 */
import { z } from 'zod';
import { languageCodeSchema } from '@contract/config';
import {
  lotteriesAnswerSchema,
  lotteryAnswerSchema,
  lottoResultsAnswerSchema,
  lottoResultsQuerySchema,
  lottoSlugSchema,
  lottoTicketAnswerSchema,
  lottoTicketRequestSchema,
  lottoTicketsAnswerSchema,
  lottoTicketsQuerySchema,
  LOTTO_RESULTS_PAGE_SIZE,
  type Lottery,
  type LottoDraw,
  type LottoTicket,
} from '@contract/lotto';
import { formatMinor } from '../accounts-store';
import { requireSession } from '../auth-session';
import { codedError, json, parseBody, parseQuery, pathParam, SandboxHttpError } from '../http';
import { answerLang, type Lang } from '../line-answer';
import {
  drawAtOf,
  drawnNumbers,
  findLottery,
  LOTTERIES,
  LOTTO_HISTORY_DRAWS,
  lottoDrawIdOf,
  nextDrawNumber,
  scoreTicket,
  ticketProblem,
  type LotteryType,
} from '../lotto-games';
import type { LottoTicketRecord } from '../lotto-store';
import { playerAccounts } from '../player-accounts';
import type { Router } from '../router';
import type { SandboxState } from '../state';
import type { SandboxStore } from '../store';

const langQuerySchema = z.object({ lang: languageCodeSchema.optional() });
const iso = (ms: number) => new Date(ms).toISOString();

function toLottery(lottery: LotteryType, now: number, lang: Lang): Lottery {
  const next = nextDrawNumber(lottery, now);
  return {
    id: lottery.id,
    slug: lottery.slug,
    name: lottery.name[lang],
    kind: lottery.kind,
    numbers: lottery.numbers,
    pickMin: lottery.pickMin,
    pickMax: lottery.pickMax,
    drawn: lottery.drawn,
    ticketPrice: formatMinor(lottery.priceMinor),
    currency: lottery.currency,
    jackpot: formatMinor(lottery.jackpotMinor),
    everyMinutes: lottery.everyMinutes,
    nextDraw: {
      id: lottoDrawIdOf(lottery, next),
      number: next,
      drawAt: iso(drawAtOf(lottery, next)),
    },
  };
}

function toDraw(lottery: LotteryType, number: number): LottoDraw {
  return {
    id: lottoDrawIdOf(lottery, number),
    number,
    lotterySlug: lottery.slug,
    drawAt: iso(drawAtOf(lottery, number)),
    numbers: drawnNumbers(lottery, number),
  };
}

function lotteryOf(slug: string, where: { parameter: string } | { pointer: string }): LotteryType {
  const lottery = findLottery(slug);
  if (lottery === undefined) {
    throw SandboxHttpError.coded(404, 'lottery_not_found', 'Lottery not found', {
      detail: `${'parameter' in where ? where.parameter : where.pointer.slice(1)}: there is no lottery ${slug}`,
      source: where,
    });
  }
  return lottery;
}

/** The draws taken place by `now`, newest first, over the lotteries asked, merged by time. */
function pastDraws(lotteries: readonly LotteryType[], now: number, skip: number, take: number) {
  const cursors = lotteries.map((lottery) => {
    const newest = nextDrawNumber(lottery, now) - 1;
    return { lottery, number: newest, oldest: Math.max(1, newest - LOTTO_HISTORY_DRAWS + 1) };
  });
  const total = cursors.reduce((sum, c) => sum + Math.max(0, c.number - c.oldest + 1), 0);
  const draws: LottoDraw[] = [];
  for (let index = 0; index < skip + take; index++) {
    const live = cursors.filter((c) => c.number >= c.oldest);
    if (live.length === 0) break;
    const latest = live.reduce((a, b) =>
      drawAtOf(b.lottery, b.number) > drawAtOf(a.lottery, a.number) ? b : a,
    );
    if (index >= skip) draws.push(toDraw(latest.lottery, latest.number));
    latest.number -= 1;
  }
  return { draws, total };
}

function settleDue(store: SandboxStore, record: LottoTicketRecord, now: number): void {
  if (record.status !== 'pending') return;
  const lottery = LOTTERIES.find((l) => l.id === record.lotteryId);
  if (lottery === undefined || drawAtOf(lottery, record.drawNumber) > now) return;
  const { matched, winMinor } = scoreTicket(lottery, record.drawNumber, record.numbers);
  store.transaction(() => {
    store.lotto.settle(record.id, winMinor > 0 ? 'won' : 'lost', matched, winMinor);
    if (winMinor > 0) store.accounts.credit(record.accountId, winMinor);
  });
}

function toTicket(record: LottoTicketRecord, lang: Lang): LottoTicket {
  const lottery = LOTTERIES.find((l) => l.id === record.lotteryId);
  if (lottery === undefined) throw new Error(`lotto ticket ${record.id} has an unknown lottery`);
  return {
    id: record.id,
    lotterySlug: lottery.slug,
    lotteryName: lottery.name[lang],
    drawId: lottoDrawIdOf(lottery, record.drawNumber),
    drawNumber: record.drawNumber,
    drawAt: iso(drawAtOf(lottery, record.drawNumber)),
    numbers: record.numbers,
    price: formatMinor(record.priceMinor),
    currency: record.currency,
    status: record.status,
    matched: record.matched,
    win: record.winMinor === null ? null : formatMinor(record.winMinor),
    placedAt: iso(record.placedAt),
  };
}

export function registerLottoRoutes(router: Router, state: SandboxState): void {
  const { store } = state;

  router.on('GET', '/lotto-api/v1/lotteries', (ctx) => {
    const lang = answerLang(parseQuery(ctx, langQuerySchema).lang);
    const now = state.now();
    return json(
      lotteriesAnswerSchema.parse({ data: LOTTERIES.map((l) => toLottery(l, now, lang)) }),
    );
  });

  router.on('GET', '/lotto-api/v1/lotteries/:slug', (ctx) => {
    const lottery = lotteryOf(pathParam(ctx, 'slug', lottoSlugSchema), { parameter: 'slug' });
    const lang = answerLang(parseQuery(ctx, langQuerySchema).lang);
    return json(lotteryAnswerSchema.parse({ data: toLottery(lottery, state.now(), lang) }));
  });

  router.on('GET', '/lotto-api/v1/results', (ctx) => {
    const query = parseQuery(ctx, lottoResultsQuerySchema.extend(langQuerySchema.shape));
    const lotteries =
      query.lottery === undefined
        ? LOTTERIES
        : [lotteryOf(query.lottery, { parameter: 'lottery' })];
    const { draws, total } = pastDraws(
      lotteries,
      state.now(),
      (query.page - 1) * LOTTO_RESULTS_PAGE_SIZE,
      LOTTO_RESULTS_PAGE_SIZE,
    );
    return json(
      lottoResultsAnswerSchema.parse({
        data: draws,
        meta: { page: query.page, pageSize: LOTTO_RESULTS_PAGE_SIZE, total },
      }),
    );
  });

  router.on('GET', '/lotto-api/v1/tickets', (ctx) => {
    const { userId } = requireSession(ctx, state);
    const query = parseQuery(ctx, lottoTicketsQuerySchema.extend(langQuerySchema.shape));
    const lotteryId =
      query.lottery === undefined
        ? undefined
        : lotteryOf(query.lottery, { parameter: 'lottery' }).id;
    const now = state.now();
    for (const record of store.lotto.listForUser(userId, lotteryId)) settleDue(store, record, now);
    const lang = answerLang(query.lang);
    return json(
      lottoTicketsAnswerSchema.parse({
        data: store.lotto.listForUser(userId, lotteryId).map((r) => toTicket(r, lang)),
      }),
    );
  });

  router.on('POST', '/lotto-api/v1/tickets', (ctx) => {
    const { userId } = requireSession(ctx, state);
    const lang = answerLang(parseQuery(ctx, langQuerySchema).lang);
    const request = parseBody(ctx, lottoTicketRequestSchema);
    const lottery = lotteryOf(request.lottery, { pointer: '/lottery' });
    const problem = ticketProblem(lottery, request.numbers);
    if (problem !== null) {
      throw SandboxHttpError.coded(400, 'invalid_numbers', 'The numbers do not fit the lottery', {
        detail: `numbers: ${problem}`,
        source: { pointer: '/numbers' },
      });
    }
    const now = state.now();
    return store.transaction(() => {
      const { active } = playerAccounts(store, userId, now);
      if (active.currency !== lottery.currency) {
        throw SandboxHttpError.coded(
          400,
          'currency_unavailable',
          'The lottery is played in another currency',
          {
            detail: `the lottery takes ${lottery.currency}, the active account is in ${active.currency}`,
            source: { pointer: '/lottery' },
          },
        );
      }
      if (!store.accounts.debit(active.id, lottery.priceMinor)) {
        const balance = store.accounts.find(active.id)?.balanceMinor ?? 0;
        throw new SandboxHttpError(400, [
          codedError(400, 'insufficient_balance', 'Not enough money on the account', {
            detail: `price: ${formatMinor(lottery.priceMinor)} ${active.currency}, the account holds ${formatMinor(balance)}`,
            source: { pointer: '/lottery' },
            meta: { balance: formatMinor(balance), currency: active.currency },
          }),
        ]);
      }
      const record = store.lotto.insert({
        userId,
        accountId: active.id,
        lotteryId: lottery.id,
        drawNumber: nextDrawNumber(lottery, now),
        numbers: [...request.numbers].sort((a, b) => a - b),
        priceMinor: lottery.priceMinor,
        currency: active.currency,
        placedAt: now,
      });
      return json(lottoTicketAnswerSchema.parse({ data: toTicket(record, lang) }), 201);
    });
  });
}
