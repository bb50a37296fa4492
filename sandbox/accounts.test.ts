/** @jest-environment node */
import { accountsAnswerSchema } from '@contract/accounts';
import type { TestSandbox } from './test-harness';
import {
  bearer,
  removeDb,
  signInToken,
  startTestSandbox,
  tempDbPath,
  withSignedInSandbox,
} from './test-harness';

const ACCOUNTS = '/accounts-api/v1/accounts';
const SET_ACTIVE = '/accounts-api/v1/accounts/active';

const demo = withSignedInSandbox();

async function accounts(bearerToken = demo.token, running: TestSandbox = demo.sandbox) {
  const answer = await running.call('GET', ACCOUNTS, undefined, bearer(bearerToken));
  expect(answer.status).toBe(200);
  return accountsAnswerSchema.parse(answer.body).data;
}

describe('GET /accounts-api/v1/accounts', () => {
  it('answers the demo player a main RUB account of 25000.00, active, and a bonus account of 1500.00', async () => {
    expect(await accounts()).toEqual({
      accounts: [
        { id: 1, type: 0, currencyId: 1, currency: 'RUB', balance: '25000.00' },
        { id: 2, type: 4, currencyId: 1, currency: 'RUB', balance: '1500.00' },
      ],
      activeAccount: { id: 1, type: 0, currencyId: 1, currency: 'RUB', balance: '25000.00' },
      conversionAllowStatus: 0,
    });
  });

  it('says an account in a retired currency may be converted: the main one first (spec 01 §6)', async () => {
    await demo.sandbox.call('POST', '/__sandbox/accounts', {
      userId: 1001,
      type: 9,
      currency: 'HRK',
    });
    expect((await accounts()).conversionAllowStatus).toBe(2);

    await demo.sandbox.call('POST', '/__sandbox/users', {
      email: 'kuna@betarena.example',
      password: 'x',
      currency: 'HRK',
    });
    const kuna = await signInToken(demo.sandbox, {
      type: 'login_password',
      login: 'kuna@betarena.example',
      password: 'x',
      isRemember: false,
    });
    expect((await accounts(kuna)).conversionAllowStatus).toBe(1);
  });

  it('opens a main account in the registration currency for a player who has none', async () => {
    await demo.sandbox.call('POST', '/__sandbox/users', {
      email: 'eur@betarena.example',
      password: 'x',
      currency: 'EUR',
    });
    const newcomer = await signInToken(demo.sandbox, {
      type: 'login_password',
      login: 'eur@betarena.example',
      password: 'x',
      isRemember: false,
    });

    const theirs = await accounts(newcomer);

    expect(theirs.accounts).toEqual([
      { id: expect.any(Number), type: 0, currencyId: 3, currency: 'EUR', balance: '0.00' },
    ]);
    expect(theirs.activeAccount).toEqual(theirs.accounts[0]);
    expect((await accounts()).accounts).toHaveLength(2);
  });

  it('answers 401 without a valid bearer token', async () => {
    expect((await demo.sandbox.call('GET', ACCOUNTS)).status).toBe(401);
    const forged = await demo.sandbox.call('GET', ACCOUNTS, undefined, bearer('a.b.c'));
    expect(forged.status).toBe(401);
    expect(forged.body).toMatchObject({ errors: [{ code: 'unauthorized' }] });
  });
});

describe('POST /accounts-api/v1/accounts/active', () => {
  it('makes another of the player’s accounts the active one, and keeps it', async () => {
    const answer = await demo.sandbox.call(
      'POST',
      `${SET_ACTIVE}?id=2`,
      undefined,
      bearer(demo.token),
    );

    expect(answer.status).toBe(200);
    expect(accountsAnswerSchema.parse(answer.body).data.activeAccount).toMatchObject({
      id: 2,
      type: 4,
    });
    expect((await accounts()).activeAccount.id).toBe(2);
  });

  it('answers 404 for an account of another player or none', async () => {
    const created = await demo.sandbox.call('POST', '/__sandbox/accounts', {
      userId: 1002,
      type: 9,
      currency: 'USD',
    });
    const othersId = (created.body as { data: { id: number } }).data.id;

    for (const id of [othersId, 999]) {
      const answer = await demo.sandbox.call(
        'POST',
        `${SET_ACTIVE}?id=${id}`,
        undefined,
        bearer(demo.token),
      );
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ errors: [{ code: 'account_not_found' }] });
    }
    expect((await accounts()).activeAccount.id).toBe(1);
  });

  it.each(['', '?id=', '?id=two', '?id=0'])('answers 400 for %j', async (query) => {
    const answer = await demo.sandbox.call(
      'POST',
      `${SET_ACTIVE}${query}`,
      undefined,
      bearer(demo.token),
    );

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errors: [{ source: { parameter: 'id' } }] });
  });
});

describe('the accounts control API', () => {
  it('gives a player an account in another currency and sets balances', async () => {
    const created = await demo.sandbox.call('POST', '/__sandbox/accounts', {
      userId: 1001,
      type: 9,
      currency: 'USD',
      balance: 120.5,
    });
    expect(created).toMatchObject({
      status: 201,
      body: { data: { type: 9, currencyId: 2, currency: 'USD', balance: '120.50' } },
    });

    const patched = await demo.sandbox.call('PATCH', '/__sandbox/accounts/1', { balance: 99.99 });
    expect(patched.body).toMatchObject({ data: { id: 1, balance: '99.99' } });

    const mine = await accounts();
    expect(mine.accounts.map((account) => [account.type, account.balance])).toEqual([
      [0, '99.99'],
      [4, '1500.00'],
      [9, '120.50'],
    ]);
  });

  it.each([
    [{ userId: 1001, type: 0, currency: 'RUB' }, 409],
    [{ userId: 4242, type: 9, currency: 'USD' }, 404],
    [{ userId: 1001, type: 5, currency: 'USD' }, 400],
    [{ userId: 1001, type: 9, currency: 'usd' }, 400],
    [{ userId: 1001, type: 9, currency: 'USD', balance: 1.234 }, 400],
  ])('refuses %j with %i', async (body, status) => {
    expect((await demo.sandbox.call('POST', '/__sandbox/accounts', body)).status).toBe(status);
  });

  it('answers 404 for an unknown account and 400 for a negative balance', async () => {
    expect(
      (await demo.sandbox.call('PATCH', '/__sandbox/accounts/999', { balance: 1 })).status,
    ).toBe(404);
    expect(
      (await demo.sandbox.call('PATCH', '/__sandbox/accounts/1', { balance: -1 })).status,
    ).toBe(400);
  });
});

describe('persistence', () => {
  it('keeps balances and the active account across a restart; reset brings back the demo ones', async () => {
    const dbPath = tempDbPath();
    const first = await startTestSandbox({ dbPath });
    const firstToken = await signInToken(first);
    await first.call('PATCH', '/__sandbox/accounts/1', { balance: 10 });
    await first.call('POST', `${SET_ACTIVE}?id=2`, undefined, bearer(firstToken));
    await first.close();

    const second = await startTestSandbox({ dbPath });
    try {
      const kept = await accounts(firstToken, second);
      expect(kept.accounts[0]?.balance).toBe('10.00');
      expect(kept.activeAccount.id).toBe(2);

      await second.call('POST', '/__sandbox/reset');
      const fresh = await accounts(await signInToken(second), second);
      expect(fresh.accounts.map((account) => account.balance)).toEqual(['25000.00', '1500.00']);
      expect(fresh.activeAccount.type).toBe(0);
    } finally {
      await second.close();
      removeDb(dbPath);
    }
  });
});
