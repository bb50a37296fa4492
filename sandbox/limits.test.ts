/** @jest-environment node */
import {
  limitsAnswerSchema,
  limitsSaveAnswerSchema,
  testResultAnswerSchema,
  type Limit,
} from '@contract/limits';
import { LIMIT_BASE, LIMITS_PATH } from './routes/limits';
import { bearer, removeDb, startTestSandbox, type TestSandbox } from './test-harness';

const NOW = Date.UTC(2026, 2, 1, 12, 0, 0);
const NOW_S = NOW / 1000;
const DAY_S = 86_400;
const PASSWORD = 'Limits-2026!';

let sandbox: TestSandbox;
let players = 0;

beforeAll(async () => {
  sandbox = await startTestSandbox({ now: () => NOW, tokenTtlSeconds: 3 * 365 * DAY_S });
});

afterAll(async () => {
  await sandbox.close();
  removeDb(sandbox.dbPath);
});

afterEach(async () => {
  await sandbox.call('POST', '/__sandbox/reset');
});

interface Player {
  id: number;
  email: string;
  headers: Record<string, string>;
}

async function signIn(email: string) {
  return sandbox.call('POST', '/auth-api/v1/login', {
    type: 'login_password',
    login: email,
    password: PASSWORD,
    isRemember: false,
  });
}

async function newPlayer(): Promise<Player> {
  const email = `limits-${players++}@example.test`;
  const created = await sandbox.call('POST', '/__sandbox/users', { email, password: PASSWORD });
  const { id } = (created.body as { data: { id: number } }).data;
  const login = await signIn(email);
  const { token } = (login.body as { data: { token: string } }).data;
  return { id, email, headers: bearer(token) };
}

async function limitsOf(player: Player): Promise<Limit[]> {
  const answer = await sandbox.call('GET', LIMITS_PATH, undefined, player.headers);
  expect(answer.status).toBe(200);
  return limitsAnswerSchema.parse(answer.body).data;
}

function save(player: Player, limits: object[]) {
  return sandbox.call('POST', LIMITS_PATH, { limits }, player.headers);
}

async function saved(player: Player, limits: object[]) {
  const answer = await save(player, limits);
  expect(answer.status).toBe(200);
  return limitsSaveAnswerSchema.parse(answer.body).data;
}

/** The sheet that passes the sandbox's test: no, no, yes. */
const PASSING_SHEET = [
  { questionId: 1, answerId: 2 },
  { questionId: 2, answerId: 2 },
  { questionId: 3, answerId: 1 },
];

/** Answers the test the save asked for, every answer the passing one unless told otherwise. */
async function passTest(player: Player, tokenGuid: string, answerId?: number) {
  const answers = [
    { questionId: 1, answerId: answerId ?? 2 },
    { questionId: 2, answerId: answerId ?? 2 },
    { questionId: 3, answerId: answerId ?? 1 },
  ];
  const answer = await sandbox.call(
    'POST',
    `${LIMIT_BASE}/testanswers`,
    { tokenGuid, answers },
    player.headers,
  );
  expect(answer.status).toBe(200);
  return testResultAnswerSchema.parse(answer.body).data;
}

const advance = (advanceS: number) => sandbox.call('POST', '/__sandbox/clock', { advanceS });

const brief = (limits: Limit[]) =>
  limits.map((l) => [l.limitType, l.limitState, l.limitValue, l.needApprove]);

describe('limits: every type, its options, a first value applies at once', () => {
  it.each([
    [1, 5000, 'money'],
    [2, 123, 'money'],
    [3, 100000, 'money'],
    [10, 1000, 'money'],
    [11, 77, 'money'],
    [12, 50000, 'money'],
    [20, 1000, 'money'],
    [21, 2500, 'money'],
    [22, 10000, 'money'],
    [31, 24, 'hours'],
    [32, 45, 'minutes'],
    [33, 7, 'days'],
  ])('type %i takes %i (%s)', async (limitType, limitValue, measure) => {
    const player = await newPlayer();
    const answer = await saved(player, [{ limitType, limitValue }]);
    expect(answer.status).toBe('SAVED');
    expect(answer.limitsData).toEqual([
      expect.objectContaining({
        limitType,
        limitValue,
        measure,
        limitState: 'ACTIVE',
        startedAt: NOW_S,
        needApprove: false,
      }),
    ]);
    expect(await limitsOf(player)).toEqual(answer.limitsData);
  });

  it.each([
    ['a session limit of 25 hours', { limitType: 31, limitValue: 25 }],
    ['a reality check of 7 minutes', { limitType: 32, limitValue: 7 }],
    ['a time-out of 2 days', { limitType: 33, limitValue: 2 }],
    ['a self-exclusion of 2 days', { limitType: 30, limitValue: 2, selfExcludeReason: 1 }],
    ['a deposit limit of 0', { limitType: 20, limitValue: 0 }],
    [
      'a wagering limit of 999999999 (no limit is only a deposit option)',
      { limitType: 1, limitValue: 999999999 },
    ],
  ])('400 naming the value for %s', async (_name, change) => {
    const player = await newPlayer();
    const answer = await save(player, [change]);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('/limits/0/limitValue');
    expect(await limitsOf(player)).toEqual([]);
  });

  it('self-exclusion needs a reason from the list', async () => {
    const player = await newPlayer();
    const answer = await save(player, [{ limitType: 30, limitValue: 7 }]);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('/limits/0/selfExcludeReason');
    const reasons = await sandbox.call('GET', `${LIMIT_BASE}/reasons/selfexclude`, undefined, {
      ...player.headers,
      'accept-language': 'ru',
    });
    expect((reasons.body as { data: unknown[] }).data).toContainEqual({
      id: 3,
      selfExcludeReason: 'Хочу сделать перерыв',
    });
  });

  it('the player cannot set the operator’s extra limit (37)', async () => {
    const player = await newPlayer();
    const answer = await save(player, [{ limitType: 37, limitValue: 1 }]);
    expect(answer.status).toBe(403);
    expect(JSON.stringify(answer.body)).toContain('not_settable');
  });

  it('lists the options of every settable type, with no limit for deposits only', async () => {
    const player = await newPlayer();
    const answer = await sandbox.call(
      'GET',
      `${LIMIT_BASE}/availablelimits`,
      undefined,
      player.headers,
    );
    const data = (answer.body as { data: { type: number; availableValues: number[] }[] }).data;
    expect(data.map((entry) => entry.type)).toEqual([
      1, 2, 3, 10, 11, 12, 20, 21, 22, 30, 31, 32, 33,
    ]);
    const values = (type: number) => data.find((entry) => entry.type === type)?.availableValues;
    expect(values(32)).toEqual([5, 10, 15, 30, 45, 60]);
    expect(values(33)).toEqual([1, 7, 30]);
    expect(values(30)).toEqual([1, 7, 30, 90, 180, 365, 730, 1095, 1825]);
    expect(values(31)).toHaveLength(24);
    expect(values(20)).toContain(999999999);
    expect(values(1)).not.toContain(999999999);
  });

  it('401 without the player’s token', async () => {
    expect((await sandbox.call('GET', LIMITS_PATH)).status).toBe(401);
  });
});

describe('limits: decreases apply at once, increases wait', () => {
  it.each([
    ['wagering', 1, false],
    ['loss', 11, false],
    ['session', 31, false],
    ['deposit 24 h', 20, true],
    ['deposit 30 d', 22, true],
  ])(
    '%s: a lower value at once, a higher one pending after the test',
    async (_n, type, approve) => {
      const player = await newPlayer();
      await saved(player, [{ limitType: type, limitValue: 10 }]);
      const lower = await saved(player, [{ limitType: type, limitValue: 5 }]);
      expect(brief(lower.limitsData)).toEqual([[type, 'ACTIVE', 5, false]]);

      const higher = await saved(player, [{ limitType: type, limitValue: 20 }]);
      expect(higher.status).toBe('TEST_REQUIRED');
      expect(higher.questions).toHaveLength(3);
      expect(brief(higher.limitsData)).toEqual([[type, 'ACTIVE', 5, false]]);

      const result = await passTest(player, higher.tokenGuid ?? '');
      expect(result.success).toBe(true);
      expect(brief(result.limitsData)).toEqual([
        [type, 'ACTIVE', 5, false],
        [type, 'PENDING', 20, approve],
      ]);
      expect(result.limitsData[1]).toMatchObject({ startedAt: NOW_S, appliesAt: NOW_S + DAY_S });

      await advance(DAY_S);
      const after = brief(await limitsOf(player));
      // spec 02 §5: a deposit limit waits for the player's approval; the others apply by themselves.
      expect(after).toEqual(
        approve
          ? [
              [type, 'ACTIVE', 5, false],
              [type, 'PENDING', 20, true],
            ]
          : [[type, 'ACTIVE', 20, false]],
      );
    },
  );

  it('removing a deposit limit (999999999) is an increase too', async () => {
    const player = await newPlayer();
    await saved(player, [{ limitType: 21, limitValue: 1000 }]);
    const removal = await saved(player, [{ limitType: 21, limitValue: 999999999 }]);
    const result = await passTest(player, removal.tokenGuid ?? '');
    expect(brief(result.limitsData)).toEqual([
      [21, 'ACTIVE', 1000, false],
      [21, 'PENDING', null, true],
    ]);
  });

  it('a failed test changes nothing and its token answers once', async () => {
    const player = await newPlayer();
    await saved(player, [{ limitType: 1, limitValue: 100 }]);
    const higher = await saved(player, [{ limitType: 1, limitValue: 200 }]);
    const failed = await passTest(player, higher.tokenGuid ?? '', 1);
    expect(failed.success).toBe(false);
    expect(failed.questionsResult).toEqual([
      { questionId: 1, correct: false },
      { questionId: 2, correct: false },
      { questionId: 3, correct: true },
    ]);
    expect(brief(failed.limitsData)).toEqual([[1, 'ACTIVE', 100, false]]);
    const again = await sandbox.call(
      'POST',
      `${LIMIT_BASE}/testanswers`,
      { tokenGuid: higher.tokenGuid, answers: PASSING_SHEET },
      player.headers,
    );
    expect(again.status).toBe(404);
  });

  it.each([
    [
      'both answers to each question',
      [1, 2, 3].flatMap((questionId) => [
        { questionId, answerId: 1 },
        { questionId, answerId: 2 },
      ]),
      'each question at most once',
    ],
    [
      'a question the test does not ask',
      [...PASSING_SHEET, { questionId: 9, answerId: 1 }],
      'unknown_question',
    ],
    [
      'an answer the question does not have',
      [{ questionId: 1, answerId: 7 }, ...PASSING_SHEET.slice(1)],
      'unknown_answer',
    ],
    ['a question left out', PASSING_SHEET.slice(0, 2), 'test_incomplete'],
  ])('a sheet with %s is refused, and the test stays open', async (_n, answers, reason) => {
    const player = await newPlayer();
    await saved(player, [{ limitType: 1, limitValue: 100 }]);
    const higher = await saved(player, [{ limitType: 1, limitValue: 200 }]);
    const refused = await sandbox.call(
      'POST',
      `${LIMIT_BASE}/testanswers`,
      { tokenGuid: higher.tokenGuid, answers },
      player.headers,
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(reason);
    expect(brief(await limitsOf(player))).toEqual([[1, 'ACTIVE', 100, false]]);
    const result = await passTest(player, higher.tokenGuid ?? '');
    expect(result.success).toBe(true);
  });

  it('a lower value cancels a pending increase', async () => {
    const player = await newPlayer();
    await saved(player, [{ limitType: 2, limitValue: 100 }]);
    const higher = await saved(player, [{ limitType: 2, limitValue: 200 }]);
    await passTest(player, higher.tokenGuid ?? '');
    const lower = await saved(player, [{ limitType: 2, limitValue: 50 }]);
    expect(brief(lower.limitsData)).toEqual([[2, 'ACTIVE', 50, false]]);
  });

  it('a reality check changes at once either way', async () => {
    const player = await newPlayer();
    await saved(player, [{ limitType: 32, limitValue: 5 }]);
    const longer = await saved(player, [{ limitType: 32, limitValue: 60 }]);
    expect(longer.status).toBe('SAVED');
    expect(brief(longer.limitsData)).toEqual([[32, 'ACTIVE', 60, false]]);
  });
});

describe('limitaction: approving and rejecting a pending deposit limit', () => {
  async function pendingDeposit(player: Player) {
    await saved(player, [{ limitType: 20, limitValue: 1000 }]);
    const higher = await saved(player, [{ limitType: 20, limitValue: 5000 }]);
    await passTest(player, higher.tokenGuid ?? '');
  }
  const act = (player: Player, body: object) =>
    sandbox.call('POST', `${LIMIT_BASE}/limitaction`, body, player.headers);

  it('confirm is refused before 86400 s after startedAt, then applies the limit', async () => {
    const player = await newPlayer();
    await pendingDeposit(player);
    const early = await act(player, { action: 'confirm' });
    expect(early.status).toBe(409);
    expect(JSON.stringify(early.body)).toContain('approval_not_due');
    await advance(DAY_S - 1);
    expect((await act(player, { action: 'confirm' })).status).toBe(409);
    await advance(1);
    const confirmed = await act(player, { action: 'confirm', limitType: 20 });
    expect(confirmed.status).toBe(200);
    expect(brief(await limitsOf(player))).toEqual([[20, 'ACTIVE', 5000, false]]);
  });

  it('reject removes the pending limit at any time; nothing pending is a 404', async () => {
    const player = await newPlayer();
    await pendingDeposit(player);
    expect((await act(player, { action: 'reject' })).status).toBe(200);
    expect(brief(await limitsOf(player))).toEqual([[20, 'ACTIVE', 1000, false]]);
    expect((await act(player, { action: 'reject' })).status).toBe(404);
  });

  it('400 for an unknown action', async () => {
    const player = await newPlayer();
    expect((await act(player, { action: 'approve' })).status).toBe(400);
  });
});

describe('editing rules: 30 and 33 cannot be cancelled, 37 and self-exclusion block editing', () => {
  it.each([
    ['time-out', 33, {}],
    ['self-exclusion', 30, { selfExcludeReason: 2 }],
  ])('%s applies at once and can neither be removed nor shortened', async (_n, type, extra) => {
    const player = await newPlayer();
    const set = await saved(player, [{ limitType: type, limitValue: 7, ...extra }]);
    expect(set.limitsData).toEqual([
      expect.objectContaining({ limitState: 'ACTIVE', endsAt: NOW_S + 7 * DAY_S }),
    ]);
    for (const limitValue of [null, 1]) {
      const answer = await save(player, [{ limitType: type, limitValue, ...extra }]);
      expect(answer.status).toBe(403);
    }
    await advance(7 * DAY_S);
    expect(await limitsOf(player)).toEqual([]);
  });

  it('a longer time-out replaces a shorter one', async () => {
    const player = await newPlayer();
    await saved(player, [{ limitType: 33, limitValue: 1 }]);
    const longer = await saved(player, [{ limitType: 33, limitValue: 30 }]);
    expect(longer.limitsData[0]?.endsAt).toBe(NOW_S + 30 * DAY_S);
  });

  it.each([
    ['an active extra limit (37)', 37],
    ['an active self-exclusion', 30],
  ])('%s blocks every other change', async (_n, type) => {
    const player = await newPlayer();
    await sandbox.call('PUT', `/__sandbox/limits/${player.id}`, {
      limitType: type,
      endsAt: NOW_S + DAY_S,
    });
    const answer = await save(player, [{ limitType: 1, limitValue: 10 }]);
    expect(answer.status).toBe(403);
    expect(JSON.stringify(answer.body)).toContain('editing_blocked');
    await advance(DAY_S);
    expect((await save(player, [{ limitType: 1, limitValue: 10 }])).status).toBe(200);
  });
});

describe('BlockUser', () => {
  it('signs the excluded player out and keeps sign-in closed until the time-out ends', async () => {
    const player = await newPlayer();
    const refused = await sandbox.call('POST', `${LIMIT_BASE}/BlockUser`, {}, player.headers);
    expect(refused.status).toBe(409);

    await saved(player, [{ limitType: 33, limitValue: 1 }]);
    const blocked = await sandbox.call('POST', `${LIMIT_BASE}/BlockUser`, {}, player.headers);
    expect(blocked.status).toBe(200);
    expect(blocked.body).toEqual({ data: { success: true } });
    expect((await sandbox.call('GET', LIMITS_PATH, undefined, player.headers)).status).toBe(401);

    const signIn1 = await signIn(player.email);
    expect(signIn1.status).toBe(403);
    expect(JSON.stringify(signIn1.body)).toContain('self_excluded');
    await advance(DAY_S);
    expect((await signIn(player.email)).status).toBe(200);
  });
});

describe('the control API clock', () => {
  it('moves forward, persists, and goes back with the reset', async () => {
    expect((await advance(3600)).body).toEqual({
      data: { now: NOW + 3_600_000, offsetMs: 3_600_000 },
    });
    expect((await advance(-1)).status).toBe(400);
    await sandbox.call('POST', '/__sandbox/reset');
    expect((await sandbox.call('GET', '/__sandbox/clock')).body).toEqual({
      data: { now: NOW, offsetMs: 0 },
    });
  });
});
