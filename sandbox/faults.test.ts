/** @jest-environment node */
import { accountsAnswerSchema } from '@contract/accounts';
import { couponAnswerSchema, couponHistoryAnswerSchema } from '@contract/coupon';
import { gamesAnswerSchema } from '@contract/line';
import type { TestSandbox } from './test-harness';
import { bearer, removeDb, signInToken, startTestSandbox } from './test-harness';

const CONFIG = '/bff-api/config/all.json?lang=en';
const COUPONS = '/coupon-api/v1/coupons';

let sandbox: TestSandbox;

beforeEach(async () => {
  sandbox = await startTestSandbox();
});

afterEach(async () => {
  await sandbox.close();
  removeDb(sandbox.dbPath);
});

async function arm(fault: object) {
  const answer = await sandbox.call('POST', '/__sandbox/faults', fault);
  expect(answer.status).toBe(201);
  return answer.body;
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Settles with 'pending' when the promise has not settled within `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | 'pending'> {
  return Promise.race([promise, wait(ms).then(() => 'pending' as const)]);
}

/** A request a fault holds: how it ended (a network error for a dropped connection). */
function heldRequest(path: string, init: RequestInit = {}): Promise<string> {
  return fetch(`${sandbox.url}${path}`, init).then(
    (response) => `answered ${response.status}`,
    (error: { name?: unknown }) => String(error.name),
  );
}

describe('fault modes', () => {
  it('takes a fault without mode as a status fault, for any method', async () => {
    expect(await arm({ pathPrefix: '/bff-api/', status: 503, times: 2 })).toEqual({
      data: {
        mode: 'status',
        pathPrefix: '/bff-api/',
        method: null,
        status: 503,
        remaining: 2,
        delayMs: 0,
      },
    });

    expect((await sandbox.call('GET', CONFIG)).status).toBe(503);
    expect((await sandbox.call('POST', '/bff-api/config/all.json')).status).toBe(503);
  });

  it('hang: answers nothing within the client timeout and the server answers others', async () => {
    await arm({ mode: 'hang', pathPrefix: '/bff-api/config/all.json', times: 1 });

    const hung = heldRequest(CONFIG, { signal: AbortSignal.timeout(1500) });
    await wait(50);
    const other = await sandbox.call('GET', '/blocks-api/api/v1/block/light');
    const sameUrl = await sandbox.call('GET', CONFIG);

    expect(other.status).toBe(200);
    expect(sameUrl.status).toBe(200);
    expect(await within(hung, 0)).toBe('pending');
    expect(await hung).toBe('TimeoutError');
  });

  it('hang: clearing the faults or a reset drops the held connections at once', async () => {
    await arm({ mode: 'hang', pathPrefix: '/bff-api/', times: 2 });
    const first = heldRequest(CONFIG);
    const second = heldRequest(CONFIG);
    await wait(100);
    expect(await within(first, 0)).toBe('pending');

    expect((await sandbox.call('DELETE', '/__sandbox/faults')).status).toBe(200);
    expect(await within(first, 1000)).toBe('TypeError');

    await arm({ mode: 'hang', pathPrefix: '/bff-api/', times: 1 });
    const third = heldRequest(CONFIG);
    await wait(100);
    expect(await within(third, 0)).toBe('pending');
    expect((await sandbox.call('POST', '/__sandbox/reset')).status).toBe(200);

    expect(await within(third, 1000)).toBe('TypeError');
    expect(await within(second, 0)).toBe('TypeError');
    expect((await sandbox.call('GET', '/__sandbox/faults')).body).toEqual({ data: [] });
    expect((await sandbox.call('GET', CONFIG)).status).toBe(200);
  });

  it('badJson: answers 200 with JSON content type and a body that does not parse', async () => {
    await arm({ mode: 'badJson', pathPrefix: '/bff-api/config/', times: 1 });

    const response = await fetch(`${sandbox.url}${CONFIG}`);
    const text = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(text).toBe('{"data": [');
    expect(() => JSON.parse(text) as unknown).toThrow(SyntaxError);
    expect((await sandbox.call('GET', CONFIG)).body).toHaveProperty('siteConfig');
  });

  it('wrongShape: answers 200 with valid JSON of no contract shape', async () => {
    await arm({ mode: 'wrongShape', pathPrefix: '/bff-api/config/', times: 1, delayMs: 100 });

    const started = performance.now();
    const answer = await sandbox.call('GET', CONFIG);

    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.body).toEqual({ unexpected: true });
    expect(performance.now() - started).toBeGreaterThanOrEqual(90);
  });

  it('lists the armed faults with their mode and method', async () => {
    await arm({
      mode: 'late',
      pathPrefix: '/coupon-api/',
      method: 'POST',
      times: 1,
      delayMs: 6000,
    });
    await arm({ mode: 'hang', pathPrefix: '/bff-api/', times: 3 });

    expect((await sandbox.call('GET', '/__sandbox/faults')).body).toEqual({
      data: [
        {
          mode: 'late',
          pathPrefix: '/coupon-api/',
          method: 'POST',
          status: null,
          remaining: 1,
          delayMs: 6000,
        },
        {
          mode: 'hang',
          pathPrefix: '/bff-api/',
          method: null,
          status: null,
          remaining: 3,
          delayMs: 60_000,
        },
      ],
    });
  });

  it.each([
    [{ mode: 'explode', pathPrefix: '/bff-api', times: 1 }, '/mode'],
    [{ mode: 'hang', pathPrefix: '/bff-api', times: 1, status: 503 }, '/'],
    [{ mode: 'hang', pathPrefix: '/bff-api', times: 1, delayMs: 100 }, '/'],
    [{ mode: 'late', pathPrefix: '/bff-api', times: 1 }, '/delayMs'],
    [{ mode: 'late', pathPrefix: '/bff-api', times: 1, delayMs: 0 }, '/delayMs'],
    [{ mode: 'late', pathPrefix: '/bff-api', times: 1, delayMs: 60_001 }, '/delayMs'],
    [{ mode: 'badJson', pathPrefix: '/bff-api', times: 1, status: 500 }, '/'],
    [{ mode: 'wrongShape', pathPrefix: 'bff-api', times: 1 }, '/pathPrefix'],
    [{ mode: 'status', pathPrefix: '/bff-api', times: 1 }, '/status'],
    [{ pathPrefix: '/bff-api', status: 503, times: 1, method: 'post' }, '/method'],
    [{ pathPrefix: '/bff-api', status: 503, times: 1, method: 'HEAD' }, '/method'],
  ])('rejects the fault %j, naming %s', async (fault, pointer) => {
    const answer = await sandbox.call('POST', '/__sandbox/faults', fault);

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      errors: [expect.objectContaining({ status: '400', source: { pointer } })],
    });
    expect((await sandbox.call('GET', '/__sandbox/faults')).body).toEqual({ data: [] });
  });
});

describe('faults on placing a coupon', () => {
  let token: string;
  let placeCount = 0;

  beforeEach(async () => {
    token = await signInToken(sandbox);
  });

  /** A single of 100.00 on the first pre-match football home win, priced at 2. */
  async function singleCoupon() {
    const games = await sandbox.call('GET', '/line-api/v1/games?limit=1&stream=line&sportId=1');
    const home = gamesAnswerSchema.parse(games.body).data[0]?.markets[0]?.outcomes[0];
    if (home === undefined) throw new Error('no football game');
    await sandbox.call('PUT', `/__sandbox/outcomes/${home.id}`, { coef: 2 });
    return {
      accountId: 1,
      amount: 100,
      bets: [{ outcomeId: home.id, gameId: home.gameId, coef: 2 }],
      changeCoefAction: 2,
      coef: 2,
      typeId: 0,
    };
  }

  function placeInit(body: object, requestId: string, init: RequestInit = {}): RequestInit {
    return {
      method: 'POST',
      headers: {
        ...bearer(token),
        'content-type': 'application/json',
        'x-request-id': requestId,
      },
      body: JSON.stringify(body),
      ...init,
    };
  }

  function nextRequestId(): string {
    placeCount += 1;
    return `fault-${placeCount}`;
  }

  async function couponCount(): Promise<number> {
    const answer = await sandbox.call('GET', COUPONS, undefined, bearer(token));
    expect(answer.status).toBe(200);
    return couponHistoryAnswerSchema.parse(answer.body).meta.total;
  }

  async function mainBalance(): Promise<string | undefined> {
    const answer = await sandbox.call('GET', '/accounts-api/v1/accounts', undefined, bearer(token));
    return accountsAnswerSchema.parse(answer.body).data.accounts[0]?.balance;
  }

  it('late: places the coupon at once and answers it only after the delay', async () => {
    const body = await singleCoupon();
    const requestId = nextRequestId();
    await arm({ mode: 'late', pathPrefix: COUPONS, method: 'POST', times: 1, delayMs: 1500 });

    const started = performance.now();
    const late = fetch(`${sandbox.url}${COUPONS}`, placeInit(body, requestId));
    await wait(150);

    expect(await couponCount()).toBe(1);
    expect(await mainBalance()).toBe('24900.00');
    const lookup = await sandbox.call(
      'GET',
      `${COUPONS}/by-request/${requestId}`,
      undefined,
      bearer(token),
    );
    expect(lookup.status).toBe(201);
    expect(await within(late, 0)).toBe('pending');

    const response = await late;
    expect(performance.now() - started).toBeGreaterThanOrEqual(1490);
    expect(response.status).toBe(201);
    const answer = (await response.json()) as unknown;
    expect(couponAnswerSchema.parse(answer).data.amount).toBe('100.00');
    expect(lookup.body).toEqual(answer);
  });

  it('late: the bet stands when the caller gave up before the answer', async () => {
    const body = await singleCoupon();
    await arm({ mode: 'late', pathPrefix: COUPONS, method: 'POST', times: 1, delayMs: 5000 });

    const outcome = await heldRequest(
      COUPONS,
      placeInit(body, nextRequestId(), { signal: AbortSignal.timeout(200) }),
    );

    expect(outcome).toBe('TimeoutError');
    expect(await couponCount()).toBe(1);
    expect(await mainBalance()).toBe('24900.00');
  });

  it.each([
    ['badJson', '{"data": ['],
    ['wrongShape', '{"unexpected":true}'],
  ])('%s: answers the broken body without placing the coupon', async (mode, text) => {
    const body = await singleCoupon();
    await arm({ mode, pathPrefix: COUPONS, method: 'POST', times: 1 });

    const response = await fetch(`${sandbox.url}${COUPONS}`, placeInit(body, nextRequestId()));

    expect(response.status).toBe(200);
    expect(await response.text()).toBe(text);
    expect(await couponCount()).toBe(0);
    expect(await mainBalance()).toBe('25000.00');
  });

  it('method: a POST fault leaves the history and the lookup alone', async () => {
    const body = await singleCoupon();
    await arm({ pathPrefix: COUPONS, method: 'POST', status: 503, times: 1 });

    expect(await couponCount()).toBe(0);
    const lookup = await sandbox.call('GET', `${COUPONS}/by-request/x`, undefined, bearer(token));
    expect(lookup.status).toBe(404);
    expect((await sandbox.call('GET', '/__sandbox/faults')).body).toMatchObject({
      data: [{ method: 'POST', remaining: 1 }],
    });

    const refused = await fetch(`${sandbox.url}${COUPONS}`, placeInit(body, nextRequestId()));
    expect(refused.status).toBe(503);
    expect(await couponCount()).toBe(0);
    expect((await sandbox.call('GET', '/__sandbox/faults')).body).toEqual({ data: [] });
  });
});
