/** @jest-environment node */
import { resetRateLimits } from '@/server/bff/rate-limit';
import { clearConfigCaches } from '@/server/config/site-config';
import {
  bearer,
  removeDb,
  signInToken,
  startTestSandbox,
  type TestSandbox,
} from '@/sandbox/test-harness';
import { accountsAnswerSchema } from '@/server/upstream/schemas/accounts';
import {
  couponAnswerSchema,
  couponErrorBodySchema,
  couponHistoryAnswerSchema,
} from '@/server/upstream/schemas/coupon';
import {
  gamesAnswerSchema,
  outcomesAnswerSchema,
  type Outcome,
} from '@/server/upstream/schemas/line';
import { z } from 'zod';
import { GET as outcomesRoute } from '@/app/api/line/outcomes/route';
import { GET as accountsRoute } from '@/app/api/accounts/route';
import { GET as byRequest } from './by-request/[requestId]/route';
import { GET as oneCoupon } from './[id]/route';
import { GET as history, POST as place } from './route';
import { bffRequest, signIn } from './test-helpers';

// The BFF against the real sandbox upstream: what nock cannot prove (the upstream keeps the
// first answer of a request id; the history and the coupon see what was placed and settled).
let sandbox: TestSandbox;
let cookie: string;
let outcomes: Outcome[];

const historyPageSchema = z.object({
  data: z.object({
    coupons: couponHistoryAnswerSchema.shape.data,
    page: z.number(),
    pageSize: z.number(),
    total: z.number(),
  }),
});

beforeAll(async () => {
  sandbox = await startTestSandbox();
  process.env.UPSTREAM_URL = sandbox.url;
  const games = gamesAnswerSchema.parse(
    (await sandbox.call('GET', '/line-api/v1/games?stream=line&limit=10')).body,
  ).data;
  outcomes = games.map((game) => {
    const outcome = game.markets[0]?.outcomes[0];
    if (!outcome) throw new Error('a game without outcomes');
    return outcome;
  });
});
afterEach(() => jest.restoreAllMocks());
afterAll(async () => {
  await sandbox.close();
  removeDb(sandbox.dbPath);
});
beforeEach(async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  resetRateLimits();
  clearConfigCaches();
  cookie = await signIn(null);
});

function single(outcome: Outcome, amount = 150) {
  return {
    accountId: 1,
    amount,
    bets: [{ outcomeId: outcome.id, gameId: outcome.gameId, coef: outcome.coef }],
    coef: outcome.coef,
    typeId: 0,
  };
}

const placing = (body: unknown, requestId: string) =>
  place(
    bffRequest('/api/coupons?lang=en', {
      method: 'POST',
      cookie,
      body,
      headers: { 'x-request-id': requestId },
    }),
  );

function outcomeAt(index: number): Outcome {
  const outcome = outcomes[index];
  if (!outcome) throw new Error(`no outcome ${index}`);
  return outcome;
}

/** The outcome as the line has it now (another test may have moved its coef), as a slip reads it. */
async function currentOf(outcome: Outcome): Promise<Outcome> {
  const answer = await outcomesRoute(bffRequest(`/api/line/outcomes?ids=${outcome.id}`));
  const [current] = outcomesAnswerSchema.parse(await answer.json()).data;
  if (!current) throw new Error(`outcome ${outcome.id} is gone from the line`);
  return current;
}

it('places a coupon once per request id, then lists it in the history and answers it by id', async () => {
  const first = await placing(single(outcomeAt(0)), 'sandbox-click-1');
  expect(first.status).toBe(201);
  const placed = couponAnswerSchema.parse(await first.json()).data;
  expect(placed.bets[0]?.outcomeId).toBe(outcomeAt(0).id);

  // A double click: the same answer, no second coupon, no second debit.
  const again = await placing(single(outcomeAt(0)), 'sandbox-click-1');
  expect(again.status).toBe(201);
  expect(again.headers.get('x-idempotent-replay')).toBe('true');
  expect(couponAnswerSchema.parse(await again.json()).data).toEqual(placed);

  // The same id with another coupon is refused with the upstream's code.
  const reused = await placing(single(outcomeAt(1)), 'sandbox-click-1');
  expect(reused.status).toBe(409);
  expect(couponErrorBodySchema.parse(await reused.json()).errors[0]?.code).toBe(
    'request_id_reused',
  );

  const second = couponAnswerSchema.parse(
    await (await placing(single(outcomeAt(1), 200), 'sandbox-click-2')).json(),
  ).data;

  const page = historyPageSchema.parse(
    await (await history(bffRequest('/api/coupons?page=1&pageSize=10', { cookie }))).json(),
  ).data;
  expect(page.total).toBe(2);
  expect(page.coupons.map((c) => c.couponId)).toEqual([second.couponId, placed.couponId]);

  const accounts = await (await accountsRoute(bffRequest('/api/accounts', { cookie }))).json();
  expect(accounts.data.activeAccount.balance).toBe('24650.00');

  await sandbox.call('POST', `/__sandbox/coupons/${placed.couponId}/settle`, { statusId: 1 });
  const settled = await oneCoupon(bffRequest(`/api/coupons/${placed.couponId}`, { cookie }), {
    params: Promise.resolve({ id: String(placed.couponId) }),
  });
  expect(settled.status).toBe(200);
  const coupon = couponAnswerSchema.parse(await settled.json()).data;
  expect(coupon).toMatchObject({ statusId: 1, status: 'win', payout: placed.possibleWin });
});

it('refuses a fallen coef with the current one in meta, and 404s another player’s coupon', async () => {
  // The line's order follows the hour (soonest game first): take an outcome whose coef can fall.
  const outcome = outcomes.slice(2).find((o) => o.coef >= 1.5);
  if (!outcome) throw new Error('no outcome at 1.5 or more on the first page of the line');
  const fallen = Math.round((outcome.coef - 0.25) * 100) / 100;
  await sandbox.call('PUT', `/__sandbox/outcomes/${outcome.id}`, { coef: fallen });
  const refused = await placing(single(outcome), 'sandbox-click-3');
  expect(refused.status).toBe(400);
  const [error] = couponErrorBodySchema.parse(await refused.json()).errors;
  expect(error).toMatchObject({
    code: 'coef_changed',
    meta: { outcomeId: outcome.id, coef: fallen },
  });

  const fresh = outcomesAnswerSchema.parse(
    await (await outcomesRoute(bffRequest(`/api/line/outcomes?ids=${outcome.id}`))).json(),
  ).data;
  expect(fresh[0]?.coef).toBe(fallen);

  const missing = await oneCoupon(bffRequest('/api/coupons/99999999', { cookie }), {
    params: Promise.resolve({ id: '99999999' }),
  });
  expect(missing.status).toBe(404);
  expect((await missing.json()).errors[0].code).toBe('coupon_not_found');

  // Another player's coupon answers the same as a missing one.
  await sandbox.call('POST', '/__sandbox/users', {
    email: 'other@betarena.example',
    password: 'Other-2026!',
  });
  const otherToken = await signInToken(sandbox, {
    type: 'login_password',
    login: 'other@betarena.example',
    password: 'Other-2026!',
    isRemember: false,
  });
  const otherAccounts = accountsAnswerSchema.parse(
    (await sandbox.call('GET', '/accounts-api/v1/accounts', undefined, bearer(otherToken))).body,
  ).data;
  await sandbox.call('PATCH', `/__sandbox/accounts/${otherAccounts.activeAccount.id}`, {
    balance: 1000,
  });
  const untouched = outcomes.slice(2).find((o) => o.id !== outcome.id);
  if (!untouched) throw new Error('no second outcome on the first page of the line');
  const theirs = couponAnswerSchema.parse(
    (
      await sandbox.call(
        'POST',
        '/coupon-api/v1/coupons',
        { ...single(untouched), accountId: otherAccounts.activeAccount.id },
        { ...bearer(otherToken), 'x-request-id': 'other-1' },
      )
    ).body,
  ).data;
  const notMine = await oneCoupon(bffRequest(`/api/coupons/${theirs.couponId}`, { cookie }), {
    params: Promise.resolve({ id: String(theirs.couponId) }),
  });
  expect(notMine.status).toBe(404);
});

function lookup(requestId: string) {
  return byRequest(bffRequest(`/api/coupons/by-request/${requestId}?lang=en`, { cookie }), {
    params: Promise.resolve({ requestId }),
  });
}

it('a coupon placed after the BFF gave up (504) is found by its request id, placed once', async () => {
  // Issue 9 item 4: the upstream places the coupon and answers after the BFF's 5 s budget.
  await sandbox.call('POST', '/__sandbox/faults', {
    pathPrefix: '/coupon-api/v1/coupons',
    method: 'POST',
    mode: 'late',
    delayMs: 6000,
    times: 1,
  });
  const before = historyPageSchema.parse(
    await (await history(bffRequest('/api/coupons?page=1&pageSize=10', { cookie }))).json(),
  ).data.total;
  const outcome = await currentOf(outcomeAt(4));
  const late = await placing(single(outcome), 'sandbox-late-1');
  expect(late.status).toBe(504);

  const found = await lookup('sandbox-late-1');
  expect(found.status).toBe(201);
  expect(found.headers.get('x-idempotent-replay')).toBe('true');
  const coupon = couponAnswerSchema.parse(await found.json()).data;
  expect(coupon.bets.map((bet) => bet.outcomeId)).toEqual([outcome.id]);

  // Sending it again under the same id answers the same coupon: still one in the history.
  const again = await placing(single(outcome), 'sandbox-late-1');
  expect(couponAnswerSchema.parse(await again.json()).data.couponId).toBe(coupon.couponId);
  const after = historyPageSchema.parse(
    await (await history(bffRequest('/api/coupons?page=1&pageSize=10', { cookie }))).json(),
  ).data.total;
  expect(after).toBe(before + 1);

  const unknown = await lookup('sandbox-never-sent');
  expect(unknown.status).toBe(404);
  expect((await unknown.json()).errors[0].code).toBe('request_unknown');
}, 20_000);
