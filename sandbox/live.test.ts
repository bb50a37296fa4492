/** @jest-environment node */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Game, Outcome } from '@contract/line';
import { gameAnswerSchema, gamesAnswerSchema, outcomesAnswerSchema } from '@contract/line';
import type { TestSandbox } from './test-harness';
import { removeDb, startTestSandbox } from './test-harness';

// These tests wait on the simulated live play's ticks; a busy machine stretches the waits.
jest.setTimeout(20_000);

const START = Date.parse('2026-11-20T09:10:00Z');
const HOUR = 3_600_000;
let clock = START;
let sandbox: TestSandbox;

interface TickData {
  tick: number;
  scoreChanges: { gameId: number; score: { home: number; away: number } }[];
  startedGameIds: number[];
  finishedGameIds: number[];
}

beforeEach(async () => {
  clock = START;
  sandbox = await startTestSandbox({ now: () => clock });
});

afterEach(async () => {
  await sandbox.close();
  removeDb(sandbox.dbPath);
});

async function tick(count = 1, running: TestSandbox = sandbox): Promise<TickData> {
  const answer = await running.call('POST', '/__sandbox/live/tick', { count });
  expect(answer.status).toBe(200);
  return (answer.body as { data: TickData }).data;
}

async function games(query: string, running: TestSandbox = sandbox): Promise<Game[]> {
  const answer = await running.call('GET', `/line-api/v1/games?limit=500&${query}`);
  expect(answer.status).toBe(200);
  return gamesAnswerSchema.parse(answer.body).data;
}

async function game(id: number): Promise<Game> {
  const answer = await sandbox.call('GET', `/line-api/v1/games/${id}`);
  expect(answer.status).toBe(200);
  return gameAnswerSchema.parse(answer.body).data;
}

function outcomesOf(list: readonly Game[]): Outcome[] {
  return list.flatMap((one) => one.markets.flatMap((market) => market.outcomes));
}

function coefs(list: readonly Game[]): Map<number, number> {
  return new Map(outcomesOf(list).map((outcome) => [outcome.id, outcome.coef]));
}

async function firstLiveFootballGame(): Promise<Game> {
  const [football] = await games('stream=live&sportId=1');
  if (football === undefined) throw new Error('no live football game');
  return football;
}

describe('POST /__sandbox/live/tick', () => {
  it('moves live coefficients a little and leaves pre-match ones alone', async () => {
    const liveBefore = coefs(await games('stream=live'));
    const lineBefore = coefs(await games('stream=line'));

    const report = await tick();

    expect(report.tick).toBe(1);
    const liveAfter = coefs(await games('stream=live'));
    const moved = [...liveBefore].filter(([id, coef]) => liveAfter.get(id) !== coef);
    expect(moved.length).toBeGreaterThan(10);
    const small = moved.filter(([id, coef]) => Math.abs((liveAfter.get(id) ?? 0) / coef - 1) < 0.1);
    expect(small.length / moved.length).toBeGreaterThan(0.8);
    expect(coefs(await games('stream=line'))).toEqual(lineBefore);
  });

  it('runs the clock 5 game seconds a tick', async () => {
    const before = await firstLiveFootballGame();

    await tick(3);

    expect((await game(before.id)).timeSeconds).toBe((before.timeSeconds ?? 0) + 15);
  });

  it('gives the same line for the same seed and the same number of ticks', async () => {
    const twin = await startTestSandbox({ now: () => clock });
    try {
      const ours = await tick(40);
      const theirs = await tick(40, twin);

      expect(theirs).toEqual(ours);
      expect(await games('stream=live', twin)).toEqual(await games('stream=live'));
    } finally {
      await twin.close();
      removeDb(twin.dbPath);
    }
  });

  it('changes scores now and then, and suspends the game for the tick after a score change', async () => {
    const football = new Set((await games('stream=live&sportId=1')).map((one) => one.id));
    let goal: TickData['scoreChanges'][number] | undefined;
    for (let run = 0; run < 400 && goal === undefined; run++) {
      goal = (await tick()).scoreChanges.find((change) => football.has(change.gameId));
    }
    if (goal === undefined) throw new Error('no goal in 400 ticks');

    const scored = await game(goal.gameId);
    expect(scored.score).toEqual(goal.score);
    expect(outcomesOf([scored]).every((outcome) => outcome.isBlocked)).toBe(true);

    await tick();
    const reopened = outcomesOf([await game(goal.gameId)]);
    expect(reopened.some((outcome) => !outcome.isBlocked)).toBe(true);
  });

  it('blocks and unblocks some outcomes on its own over a run of ticks', async () => {
    const seenBlocked = new Set<number>();
    const seenOpenAgain = new Set<number>();
    for (let run = 0; run < 30; run++) {
      await tick();
      for (const outcome of outcomesOf(await games('stream=live'))) {
        if (outcome.isBlocked) seenBlocked.add(outcome.id);
        else if (seenBlocked.has(outcome.id)) seenOpenAgain.add(outcome.id);
      }
    }
    expect(seenBlocked.size).toBeGreaterThan(0);
    expect(seenOpenAgain.size).toBeGreaterThan(0);
  });

  it('refuses a count out of range', async () => {
    const answer = await sandbox.call('POST', '/__sandbox/live/tick', { count: 0 });

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errors: [{ source: { pointer: '/count' } }] });
  });

  it('finishes a game whose clock runs out; the next game of its sport kicks off, a new one is scheduled', async () => {
    const ending = await firstLiveFootballGame();
    const [nextFootball] = await games('stream=line&sportId=1');
    const prematchCount = (await games('stream=line')).length;
    const set = await sandbox.call('PUT', `/__sandbox/games/${ending.id}`, { timeSeconds: 5395 });
    expect(set.status).toBe(200);

    const report = await tick();

    expect(report.finishedGameIds).toEqual([ending.id]);
    expect(report.startedGameIds).toEqual([nextFootball?.id]);
    const finished = await game(ending.id);
    expect(finished).toMatchObject({ status: 'finished', isLive: false, statusText: 'Finished' });
    expect(outcomesOf([finished]).every((outcome) => outcome.isBlocked)).toBe(true);
    expect((await games('stream=live')).map((one) => one.id)).not.toContain(ending.id);
    const started = await game(nextFootball?.id ?? 0);
    expect(started).toMatchObject({
      status: 'live',
      score: { home: 0, away: 0 },
      timeSeconds: 0,
      startTime: new Date(clock).toISOString(),
    });
    expect(await games('stream=line')).toHaveLength(prematchCount);
  });

  it('kicks off a pre-match game once its start time has come', async () => {
    const [first] = await games('stream=line');
    if (first === undefined) throw new Error('no pre-match game');
    clock = Date.parse(first.startTime) + 60_000;

    const report = await tick();

    expect(report.startedGameIds).toContain(first.id);
    expect((await game(first.id)).status).toBe('live');
  });

  it('drops pre-match games long overdue (the sandbox was not running) and schedules new ones', async () => {
    const before = await games('stream=line&sportId=1');
    const [first] = before;
    if (first === undefined) throw new Error('no pre-match game');
    clock = Date.parse(first.startTime) + 7 * HOUR;

    const report = await tick();

    expect(report.startedGameIds).not.toContain(first.id);
    expect((await game(first.id)).status).toBe('finished');
    const after = await games('stream=line&sportId=1');
    expect(after.map((one) => one.id)).not.toContain(first.id);
    expect(Math.max(...after.map((one) => one.id))).toBeGreaterThan(
      Math.max(...before.map((one) => one.id)),
    );
  });
});

describe('PUT /__sandbox/games/:id', () => {
  it('sets the score and prices the game from it at once', async () => {
    const before = await firstLiveFootballGame();
    const [home, , away] = before.markets[0]?.outcomes ?? [];
    const score = before.score ?? { home: 0, away: 0 };

    const answer = await sandbox.call('PUT', `/__sandbox/games/${before.id}`, {
      score: { home: score.home + 1, away: score.away },
    });

    expect(answer.status).toBe(200);
    const after = gameAnswerSchema.parse(answer.body).data;
    expect(after.score).toEqual({ home: score.home + 1, away: score.away });
    const [homeAfter, , awayAfter] = after.markets[0]?.outcomes ?? [];
    expect(homeAfter?.coef).toBeLessThan(home?.coef ?? 0);
    expect(awayAfter?.coef).toBeGreaterThan(away?.coef ?? 0);
    expect((await game(before.id)).markets).toEqual(after.markets);
  });

  it('blocks outcomes that are as good as decided', async () => {
    const before = await firstLiveFootballGame();

    const answer = await sandbox.call('PUT', `/__sandbox/games/${before.id}`, {
      score: { home: 5, away: 0 },
      timeSeconds: 5300,
    });

    const after = gameAnswerSchema.parse(answer.body).data;
    const result = after.markets[0]?.outcomes ?? [];
    expect(result.map((outcome) => outcome.isBlocked)).toEqual([true, true, true]);
    const overOne = after.markets
      .find((market) => market.id === 4)
      ?.outcomes.find((outcome) => outcome.name === 'Over 1.5');
    expect(overOne?.isBlocked).toBe(true);
  });

  it.each([
    [{ score: { home: -1, away: 0 } }, '/score/home'],
    [{ timeSeconds: 5400 }, '/timeSeconds'],
    [{ colour: 'red' }, '/'],
  ])('refuses %j', async (body, pointer) => {
    const live = await firstLiveFootballGame();
    const answer = await sandbox.call('PUT', `/__sandbox/games/${live.id}`, body);

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      errors: expect.arrayContaining([expect.objectContaining({ source: { pointer } })]),
    });
  });

  it('refuses a sets score that would end the match, and a game not in play', async () => {
    const [tennis] = await games('stream=live&sportId=4');
    const sets = await sandbox.call('PUT', `/__sandbox/games/${tennis?.id}`, {
      score: { home: 2, away: 0 },
    });
    expect(sets.status).toBe(400);

    const [prematch] = await games('stream=line');
    const notLive = await sandbox.call('PUT', `/__sandbox/games/${prematch?.id}`, {
      timeSeconds: 60,
    });
    expect(notLive.status).toBe(409);
    expect(notLive.body).toMatchObject({ errors: [{ code: 'not_live' }] });

    expect((await sandbox.call('PUT', '/__sandbox/games/1', { timeSeconds: 60 })).status).toBe(404);
  });
});

describe('PUT /__sandbox/outcomes/:id', () => {
  it('sets a coefficient and a block that live ticks keep', async () => {
    const [live] = await games('stream=live&sportId=1');
    const outcome = live?.markets[0]?.outcomes[0];
    if (outcome === undefined) throw new Error('no outcome');

    const answer = await sandbox.call('PUT', `/__sandbox/outcomes/${outcome.id}`, {
      coef: 3.33,
      isBlocked: true,
    });

    expect(answer.status).toBe(200);
    expect(outcomesAnswerSchema.parse(answer.body).data[0]).toMatchObject({
      id: outcome.id,
      coef: 3.33,
      isBlocked: true,
    });
    await tick(3);
    const [after] = outcomesAnswerSchema.parse(
      (await sandbox.call('GET', `/line-api/v1/outcomes?ids=${outcome.id}`)).body,
    ).data;
    // A live game is priced again on every tick; the control block stays until lifted.
    expect(after?.isBlocked).toBe(true);

    await sandbox.call('PUT', `/__sandbox/outcomes/${outcome.id}`, { isBlocked: false });
    const [lifted] = outcomesAnswerSchema.parse(
      (await sandbox.call('GET', `/line-api/v1/outcomes?ids=${outcome.id}`)).body,
    ).data;
    expect(lifted?.isBlocked).toBe(false);
  });

  it('keeps a pre-match coefficient across ticks', async () => {
    const [prematch] = await games('stream=line');
    const outcome = prematch?.markets[0]?.outcomes[0];

    await sandbox.call('PUT', `/__sandbox/outcomes/${outcome?.id}`, { coef: 2.5 });
    await tick(5);

    const [after] = outcomesAnswerSchema.parse(
      (await sandbox.call('GET', `/line-api/v1/outcomes?ids=${outcome?.id}`)).body,
    ).data;
    expect(after?.coef).toBe(2.5);
  });

  it.each([
    [{}, '/'],
    [{ coef: 1 }, '/coef'],
    [{ coef: 1.555 }, '/coef'],
    [{ isBlocked: 'yes' }, '/isBlocked'],
  ])('refuses %j', async (body, pointer) => {
    const [prematch] = await games('stream=line');
    const id = prematch?.markets[0]?.outcomes[0]?.id;
    const answer = await sandbox.call('PUT', `/__sandbox/outcomes/${id}`, body);

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errors: [{ source: { pointer } }] });
  });

  it('answers 404 for an unknown outcome', async () => {
    expect((await sandbox.call('PUT', '/__sandbox/outcomes/5', { coef: 2 })).status).toBe(404);
  });
});

describe('the live timer', () => {
  it('ticks on its own every SANDBOX_LIVE_TICK_MS', async () => {
    const timed = await startTestSandbox({ now: () => clock, liveTickMs: 20 });
    try {
      await sleep(150);
      expect((await tick(1, timed)).tick).toBeGreaterThan(2);
    } finally {
      await timed.close();
      removeDb(timed.dbPath);
    }
  });

  it('does not tick when it is 0', async () => {
    await sleep(60);
    expect((await tick()).tick).toBe(1);
  });

  it('refuses to start with a malformed SANDBOX_LIVE_TICK_MS', async () => {
    const saved = process.env.SANDBOX_LIVE_TICK_MS;
    process.env.SANDBOX_LIVE_TICK_MS = 'often';
    try {
      await expect(startTestSandbox({ liveTickMs: undefined })).rejects.toThrow(
        /SANDBOX_LIVE_TICK_MS/,
      );
    } finally {
      if (saved === undefined) delete process.env.SANDBOX_LIVE_TICK_MS;
      else process.env.SANDBOX_LIVE_TICK_MS = saved;
    }
  });
});
