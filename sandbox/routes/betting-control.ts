/**
 * The betting part of the control API: run live ticks, set an outcome's coefficient or block, set
 * a live game's score and clock, settle a coupon, give a player an account or set a balance.
 * Everything here is persisted; a reset brings back the demo line, accounts and no coupons.
 */
import { z } from 'zod';
import { accountTypeSchema } from '@contract/accounts';
import { currencyIsoSchema } from '@contract/auth';
import { couponAnswerSchema } from '@contract/coupon';
import type { BetStatusId } from '@contract/coupon';
import { gameAnswerSchema, outcomesAnswerSchema } from '@contract/line';
import { ACCOUNT_TYPES } from '@contract/accounts';
import { toAccount, toMinor } from '../accounts-store';
import { payoutOf, toCoupon } from '../coupon-answer';
import { json, parseBody, pathIdSchema, pathParam, SandboxHttpError } from '../http';
import { lineNames, toGame, toOutcome } from '../line-answer';
import { sportProfile } from '../line-catalog';
import { repriceGame } from '../line-game';
import { runLiveTicks } from '../line-live';
import { matchSeconds, setsToWin } from '../line-model';
import type { Router } from '../router';
import type { SandboxState } from '../state';

const tickBodySchema = z
  .object({ count: z.number().int().min(1).max(1000).default(1) })
  .strict()
  .default({ count: 1 });

const twoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

const outcomePatchSchema = z
  .object({
    coef: z.number().min(1.01).max(1000).refine(twoDecimals, 'at most two decimals').optional(),
    isBlocked: z.boolean().optional(),
  })
  .strict()
  .refine((patch) => patch.coef !== undefined || patch.isBlocked !== undefined, {
    message: 'give coef, isBlocked or both',
  });

const gamePatchSchema = z
  .object({
    score: z
      .object({
        home: z.number().int().min(0).max(999),
        away: z.number().int().min(0).max(999),
      })
      .strict()
      .optional(),
    timeSeconds: z.number().int().min(0).optional(),
  })
  .strict()
  .refine((patch) => patch.score !== undefined || patch.timeSeconds !== undefined, {
    message: 'give score, timeSeconds or both',
  });

const settleBodySchema = z
  .object({
    statusId: z.literal([0, 1, 2, 3, 4, 5, 6], { message: 'a settled status id, 0 to 6' }),
  })
  .strict();

const balanceSchema = z.number().min(0).max(1e10).refine(twoDecimals, 'at most two decimals');

const newAccountSchema = z
  .object({
    userId: z.number().int().positive(),
    type: accountTypeSchema,
    currency: currencyIsoSchema,
    balance: balanceSchema.default(0),
  })
  .strict();

const accountPatchSchema = z.object({ balance: balanceSchema }).strict();

function notFound(detail: string): SandboxHttpError {
  return SandboxHttpError.single(404, 'Not found', detail);
}

export function registerBettingControlRoutes(router: Router, state: SandboxState): void {
  const { store } = state;

  router.on('POST', '/__sandbox/live/tick', (ctx) => {
    const { count } = parseBody(ctx, tickBodySchema);
    return json({ data: runLiveTicks(store, state.now(), count) });
  });

  router.on('PUT', '/__sandbox/outcomes/:id', (ctx) => {
    const id = pathParam(ctx, 'id', pathIdSchema);
    const patch = parseBody(ctx, outcomePatchSchema);
    const [outcome] = store.line.findOutcomes([id]);
    const game = outcome === undefined ? undefined : store.line.findGame(outcome.gameId);
    if (outcome === undefined || game === undefined) throw notFound(`no outcome ${id}`);
    const blockedBy =
      patch.isBlocked === undefined ? outcome.blockedBy : patch.isBlocked ? 'control' : null;
    store.line.setOutcomePrice(id, patch.coef ?? outcome.coef, blockedBy);
    const [updated] = store.line.findOutcomes([id]);
    if (updated === undefined) throw notFound(`no outcome ${id}`);
    return json(
      outcomesAnswerSchema.parse({ data: [toOutcome(updated, game, lineNames(store.line), 'en')] }),
    );
  });

  router.on('PUT', '/__sandbox/games/:id', (ctx) => {
    const id = pathParam(ctx, 'id', pathIdSchema);
    const patch = parseBody(ctx, gamePatchSchema);
    const game = store.line.findGame(id);
    if (game === undefined) throw notFound(`no game ${id}`);
    if (game.status !== 'live' || game.model.type === 'longTerm') {
      throw SandboxHttpError.coded(409, 'not_live', 'The game is not in play', {
        detail: `id: game ${id} is ${game.status}`,
      });
    }
    const profile = sportProfile(game.sportId);
    const score = patch.score ?? game.score ?? { home: 0, away: 0 };
    if (game.model.type === 'sets') {
      const toWin = setsToWin(game.model.bestOf);
      if (score.home >= toWin || score.away >= toWin) {
        throw SandboxHttpError.single(
          400,
          'Invalid request body',
          `score: in play, each side has fewer than ${toWin} sets`,
          { pointer: '/score' },
        );
      }
    }
    const elapsedSeconds = patch.timeSeconds ?? game.elapsedSeconds;
    if (game.model.type !== 'sets' && elapsedSeconds >= matchSeconds(profile)) {
      throw SandboxHttpError.single(
        400,
        'Invalid request body',
        `timeSeconds: in play, below ${matchSeconds(profile)}`,
        { pointer: '/timeSeconds' },
      );
    }
    const updated = { ...game, score, elapsedSeconds };
    store.transaction(() => {
      store.line.saveGameState(id, updated);
      repriceGame(store.line, updated);
    });
    const outcomes = store.line.outcomesOfGames([id]).get(id) ?? [];
    return json(
      gameAnswerSchema.parse({
        data: toGame(updated, outcomes, lineNames(store.line), 'en'),
      }),
    );
  });

  router.on('POST', '/__sandbox/coupons/:id/settle', (ctx) => {
    const id = pathParam(ctx, 'id', pathIdSchema);
    const { statusId } = parseBody(ctx, settleBodySchema);
    const record = store.coupons.find(id);
    if (record === undefined) throw notFound(`no coupon ${id}`);
    if (record.settledStatusId !== null) {
      throw SandboxHttpError.coded(409, 'already_settled', 'The coupon is settled already', {
        detail: `id: coupon ${id} was settled with status ${record.settledStatusId}`,
      });
    }
    const status = statusId as BetStatusId;
    const payoutMinor = payoutOf(record, status);
    const settled = store.transaction(() => {
      store.coupons.settle(id, status, payoutMinor, state.now());
      if (payoutMinor > 0) store.accounts.credit(record.accountId, payoutMinor);
      return store.coupons.find(id);
    });
    if (settled === undefined) throw notFound(`no coupon ${id}`);
    return json(
      couponAnswerSchema.parse({ data: toCoupon(store, settled, lineNames(store.line), 'en') }),
    );
  });

  router.on('POST', '/__sandbox/accounts', (ctx) => {
    const body = parseBody(ctx, newAccountSchema);
    if (store.auth.findUserById(body.userId) === undefined) {
      throw notFound(`no player ${body.userId}`);
    }
    const existing = store.accounts.listForUser(body.userId);
    if (body.type === ACCOUNT_TYPES.main && existing.some((a) => a.type === ACCOUNT_TYPES.main)) {
      throw SandboxHttpError.coded(409, 'account_exists', 'The player has a main account', {
        detail: 'type: a player has one main account',
        source: { pointer: '/type' },
      });
    }
    const record = store.transaction(() => {
      const created = store.accounts.insert({
        userId: body.userId,
        type: body.type,
        currency: body.currency,
        balanceMinor: toMinor(body.balance),
        createdAt: new Date(state.now()).toISOString(),
      });
      if (store.accounts.activeAccountId(body.userId) === undefined) {
        store.accounts.setActive(body.userId, created.id);
      }
      return created;
    });
    return json({ data: toAccount(record) }, 201);
  });

  router.on('PATCH', '/__sandbox/accounts/:id', (ctx) => {
    const id = pathParam(ctx, 'id', pathIdSchema);
    const { balance } = parseBody(ctx, accountPatchSchema);
    if (store.accounts.find(id) === undefined) throw notFound(`no account ${id}`);
    store.accounts.setBalance(id, toMinor(balance));
    const updated = store.accounts.find(id);
    if (updated === undefined) throw notFound(`no account ${id}`);
    return json({ data: toAccount(updated) });
  });
}
