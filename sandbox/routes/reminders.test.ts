/** @jest-environment node */
import { gamesAnswerSchema } from '@contract/line';
import { limitsAnswerSchema, limitsSaveAnswerSchema } from '@contract/limits';
import { limitPingAnswerSchema, type LimitPing } from '@contract/reminders';
import {
  bearer,
  DEMO_SIGN_IN,
  removeDb,
  signInToken,
  startTestSandbox,
  type TestSandbox,
} from '../test-harness';
import { LIMIT_BASE, LIMITS_PATH } from './limits';
import { LIMIT_PING_PATH, REALITY_CHECK_PATH } from './reminders';

const START = Date.UTC(2026, 4, 4, 10, 0, 0);
const START_S = START / 1000;
const DAY_S = 86_400;

let movedS = 0;
let sandbox: TestSandbox;
let token: string;

beforeEach(async () => {
  movedS = 0;
  sandbox = await startTestSandbox({ now: () => START, tokenTtlSeconds: 3 * DAY_S });
  token = await signInToken(sandbox);
});

afterEach(async () => {
  await sandbox.close();
  removeDb(sandbox.dbPath);
});

/** Moves the sandbox's own clock (the control API), as the end-to-end tests do. */
async function advance(seconds: number) {
  movedS += seconds;
  expect((await sandbox.call('POST', '/__sandbox/clock', { advanceS: seconds })).status).toBe(200);
}

async function ping(bearerToken = token): Promise<LimitPing> {
  const answer = await sandbox.call('POST', LIMIT_PING_PATH, {}, { 'x-auth': bearerToken });
  expect(answer.status).toBe(200);
  return limitPingAnswerSchema.parse(answer.body).data;
}

async function setLimits(limits: object[]) {
  const answer = await sandbox.call('POST', LIMITS_PATH, { limits }, bearer(token));
  expect(answer.status).toBe(200);
  return limitsSaveAnswerSchema.parse(answer.body).data;
}

function answerCheck(attributes: object, bearerToken = token) {
  return sandbox.call('POST', REALITY_CHECK_PATH, { data: { attributes } }, bearer(bearerToken));
}

describe('POST limit ping (spec 01 §7 Reminders)', () => {
  it('needs the player token in x-auth', async () => {
    const none = await sandbox.call('POST', LIMIT_PING_PATH, {});
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({
      errors: [{ code: 'unauthorized', source: { header: 'x-auth' } }],
    });
    // The limit service reads x-auth, not the web-api's authorization header.
    expect((await sandbox.call('POST', LIMIT_PING_PATH, {}, bearer(token))).status).toBe(401);
    const forged = await sandbox.call('POST', LIMIT_PING_PATH, {}, { 'x-auth': `${token}x` });
    expect(forged.status).toBe(401);
    expect(forged.body).toMatchObject({ errors: [{ source: { header: 'x-auth' } }] });
  });

  it('a player without reminders: the session start, nothing bet, nothing due', async () => {
    await advance(90);
    expect(await ping()).toEqual({
      now: START_S + 90,
      session: { startedAt: START_S, netResult: [] },
      realityCheck: null,
      sessionLimit: null,
      pendingApprovals: [],
    });
  });

  it('the reality check is due an interval after the sign-in, or after it was set', async () => {
    await setLimits([{ limitType: 32, limitValue: 15 }]);
    expect((await ping()).realityCheck).toEqual({ intervalMinutes: 15, showAt: START_S + 900 });
    await advance(600);
    await setLimits([{ limitType: 32, limitValue: 5 }]);
    expect((await ping()).realityCheck).toEqual({
      intervalMinutes: 5,
      showAt: START_S + 600 + 300,
    });
  });

  it('counts the session limit down from the sign-in on the sandbox clock', async () => {
    await setLimits([{ limitType: 31, limitValue: 2 }]);
    expect((await ping()).sessionLimit).toEqual({
      hours: 2,
      endsAt: START_S + 7200,
      remainingS: 7200,
    });
    await advance(3000);
    expect((await ping()).sessionLimit?.remainingS).toBe(4200);
    await advance(5000);
    expect((await ping()).sessionLimit?.remainingS).toBe(0);
  });

  it('lists a raised deposit limit waiting for approval until it is approved', async () => {
    await setLimits([{ limitType: 21, limitValue: 1000 }]);
    const raise = await setLimits([{ limitType: 21, limitValue: 5000 }]);
    const answers = [
      { questionId: 1, answerId: 2 },
      { questionId: 2, answerId: 2 },
      { questionId: 3, answerId: 1 },
    ];
    const test = await sandbox.call(
      'POST',
      `${LIMIT_BASE}/testanswers`,
      { tokenGuid: raise.tokenGuid, answers },
      bearer(token),
    );
    expect(test.status).toBe(200);
    expect((await ping()).pendingApprovals).toEqual([
      { limitType: 21, limitValue: 5000, startedAt: START_S },
    ]);
    await advance(DAY_S);
    // Still waiting: it takes the player's approval, not only the time.
    expect((await ping()).pendingApprovals).toHaveLength(1);
    const approve = await sandbox.call(
      'POST',
      `${LIMIT_BASE}/limitaction`,
      { action: 'confirm', limitType: 21 },
      bearer(token),
    );
    expect(approve.status).toBe(200);
    expect((await ping()).pendingApprovals).toEqual([]);
  });

  it('nets the payouts against the stakes of the coupons placed since the sign-in', async () => {
    const games = gamesAnswerSchema.parse(
      (await sandbox.call('GET', '/line-api/v1/games?limit=10&stream=line&sportId=1')).body,
    ).data;
    const placeOn = async (index: number, amount: number) => {
      const outcome = games[index]?.markets[0]?.outcomes[0];
      if (outcome === undefined) throw new Error('no football outcome');
      await sandbox.call('PUT', `/__sandbox/outcomes/${outcome.id}`, { coef: 2.5 });
      const answer = await sandbox.call(
        'POST',
        '/coupon-api/v1/coupons',
        {
          accountId: 1,
          amount,
          bets: [{ outcomeId: outcome.id, gameId: outcome.gameId, coef: 2.5 }],
          changeCoefAction: 2,
          coef: 2.5,
          typeId: 0,
        },
        { ...bearer(token), 'x-request-id': `reminders-${index}` },
      );
      expect(answer.status).toBe(201);
      return (answer.body as { data: { couponId: number } }).data.couponId;
    };
    const won = await placeOn(0, 100);
    await placeOn(1, 40);
    await sandbox.call('POST', `/__sandbox/coupons/${won}/settle`, { statusId: 1 });
    // 250 paid out, 140 staked.
    expect((await ping()).session.netResult).toEqual([{ currency: 'RUB', amount: '110.00' }]);

    // A new sign-in starts a new session: nothing bet in it yet.
    await advance(60);
    const later = await signInToken(sandbox, DEMO_SIGN_IN);
    expect((await ping(later)).session).toEqual({ startedAt: START_S + 60, netResult: [] });
  });
});

describe('POST reality check (spec 01 §3 Reality-check request, §4 Reality check)', () => {
  const shownNow = () => START_S + movedS;

  it('refuses a body that is not a reality-check answer, naming the field', async () => {
    const cases: [object, string][] = [
      [
        { action: 'stay', do_not_show_again: false, popup_show_at: START_S },
        '/data/attributes/action',
      ],
      [{ action: 'continue', popup_show_at: START_S }, '/data/attributes/do_not_show_again'],
      [{ action: 'continue', do_not_show_again: false }, '/data/attributes/popup_show_at'],
      [
        { action: 'continue', do_not_show_again: false, popup_show_at: -1 },
        '/data/attributes/popup_show_at',
      ],
      [
        { action: 'log_out', do_not_show_again: true, popup_show_at: START_S },
        '/data/attributes/do_not_show_again',
      ],
      [
        { action: 'nothing', do_not_show_again: false, popup_show_at: START_S, extra: 1 },
        '/data/attributes',
      ],
    ];
    for (const [attributes, pointer] of cases) {
      const answer = await answerCheck(attributes);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ errors: [{ source: { pointer } }] });
    }
    const ahead = await answerCheck({
      action: 'continue',
      do_not_show_again: false,
      popup_show_at: START_S + 301,
    });
    expect(ahead.status).toBe(400);
    expect(ahead.body).toMatchObject({
      errors: [{ code: 'time_in_future', source: { pointer: '/data/attributes/popup_show_at' } }],
    });
  });

  it('needs the signed-in player', async () => {
    const attributes = { action: 'continue', do_not_show_again: false, popup_show_at: START_S };
    const answer = await sandbox.call('POST', REALITY_CHECK_PATH, { data: { attributes } });
    expect(answer.status).toBe(401);
  });

  it('continue and nothing move the next check an interval past the answer', async () => {
    await setLimits([{ limitType: 32, limitValue: 10 }]);
    await advance(600);
    const shownAt = shownNow();
    await advance(45);
    const answer = await answerCheck({
      action: 'continue',
      do_not_show_again: false,
      popup_show_at: shownAt,
    });
    expect(answer.status).toBe(204);
    expect(answer.body).toBeNull();
    expect((await ping()).realityCheck).toEqual({
      intervalMinutes: 10,
      showAt: START_S + 645 + 600,
    });
    await advance(600);
    expect(
      (
        await answerCheck({
          action: 'nothing',
          do_not_show_again: false,
          popup_show_at: shownNow(),
        })
      ).status,
    ).toBe(204);
    expect((await ping()).realityCheck?.showAt).toBe(START_S + 1245 + 600);
  });

  it('do_not_show_again turns the reality check off for the player', async () => {
    await setLimits([{ limitType: 32, limitValue: 5 }]);
    await advance(300);
    const answer = await answerCheck({
      action: 'continue',
      do_not_show_again: true,
      popup_show_at: shownNow(),
    });
    expect(answer.status).toBe(204);
    expect((await ping()).realityCheck).toBeNull();
    const limits = await sandbox.call('GET', LIMITS_PATH, undefined, bearer(token));
    expect(limitsAnswerSchema.parse(limits.body).data).toEqual([]);
  });

  it('log_out ends that login only', async () => {
    const other = await signInToken(sandbox);
    await setLimits([{ limitType: 32, limitValue: 5 }]);
    await advance(300);
    const answer = await answerCheck({
      action: 'log_out',
      do_not_show_again: false,
      popup_show_at: shownNow(),
    });
    expect(answer.status).toBe(204);
    expect((await sandbox.call('POST', LIMIT_PING_PATH, {}, { 'x-auth': token })).status).toBe(401);
    expect((await sandbox.call('GET', LIMITS_PATH, undefined, bearer(token))).status).toBe(401);
    expect((await ping(other)).realityCheck).toEqual({
      intervalMinutes: 5,
      showAt: START_S + 300,
    });
  });
});
