/** @jest-environment node */
import { accountsAnswerSchema } from '@contract/accounts';
import type { TestSandbox } from './test-harness';
import { bearer, removeDb, signInToken, startTestSandbox } from './test-harness';

const ACCOUNTS = '/accounts-api/v1/accounts';
const CURRENCIES = '/accounts-api/v1/accounts/currencies';

let sandbox: TestSandbox;
let token: string;
let clock: number;

beforeEach(async () => {
  clock = Date.parse('2026-11-23T12:00:00Z');
  sandbox = await startTestSandbox({ now: () => clock });
  token = await signInToken(sandbox);
});

afterEach(async () => {
  await sandbox.close();
  removeDb(sandbox.dbPath);
});

async function currencies(): Promise<string[]> {
  const answer = await sandbox.call('GET', ACCOUNTS, undefined, bearer(token));
  return accountsAnswerSchema
    .parse(answer.body)
    .data.accounts.map((account) => `${account.type}:${account.currency}`);
}

const add = (body: unknown, bearerToken = token) =>
  sandbox.call('POST', CURRENCIES, body, bearer(bearerToken));
const remove = (currencyId: string) =>
  sandbox.call('DELETE', `${CURRENCIES}/${currencyId}`, undefined, bearer(token));

describe('POST /accounts-api/v1/accounts/currencies', () => {
  it('answers a message at once and lists the USD account 1.5 s later', async () => {
    const answer = await add({ currencyId: 2 });
    expect(answer).toMatchObject({ status: 202, body: { data: { message: expect.any(String) } } });

    clock += 1499;
    expect(await currencies()).toEqual(['0:RUB', '4:RUB']);
    clock += 1;
    expect(await currencies()).toEqual(['0:RUB', '4:RUB', '9:USD']);
  });

  it('refuses an account it is still opening and one the player has', async () => {
    await add({ currencyId: 2 });
    const again = await add({ currencyId: 2 });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ errors: [{ code: 'currency_exists' }] });
    const main = await add({ currencyId: 1 });
    expect(main.body).toMatchObject({ errors: [{ code: 'currency_exists' }] });
  });

  it.each([
    [{ currencyId: 999 }, 422, 'currency_unknown'],
    [{ currencyId: 0 }, 400, undefined],
    [{ currencyId: 'USD' }, 400, undefined],
    [{}, 400, undefined],
  ])('refuses %j with %i', async (body, status, code) => {
    const answer = await add(body);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ errors: [{ source: { pointer: '/currencyId' } }] });
    if (code !== undefined) expect(answer.body).toMatchObject({ errors: [{ code }] });
  });

  it('answers 401 without a token', async () => {
    expect((await sandbox.call('POST', CURRENCIES, { currencyId: 2 })).status).toBe(401);
  });
});

describe('DELETE /accounts-api/v1/accounts/currencies/:currencyId', () => {
  it('removes an empty currency account, and the main account becomes active again', async () => {
    await add({ currencyId: 3 });
    clock += 1500;
    const listed = accountsAnswerSchema.parse(
      (await sandbox.call('GET', ACCOUNTS, undefined, bearer(token))).body,
    ).data.accounts;
    const eur = listed.find((account) => account.currency === 'EUR');
    await sandbox.call('POST', `${ACCOUNTS}/active?id=${eur?.id}`, undefined, bearer(token));

    const answer = await remove('3');

    expect(answer).toMatchObject({ status: 200, body: { data: { message: expect.any(String) } } });
    const after = accountsAnswerSchema.parse(
      (await sandbox.call('GET', ACCOUNTS, undefined, bearer(token))).body,
    ).data;
    expect(after.accounts.map((account) => account.currency)).toEqual(['RUB', 'RUB']);
    expect(after.activeAccount.type).toBe(0);
  });

  it('refuses the main account, an account with a balance, and one the player lacks', async () => {
    expect((await remove('1')).body).toMatchObject({ errors: [{ code: 'main_account' }] });
    expect((await remove('6')).body).toMatchObject({ errors: [{ code: 'currency_not_found' }] });
    await sandbox.call('POST', '/__sandbox/accounts', {
      userId: 1001,
      type: 9,
      currency: 'USD',
      balance: 5,
    });
    const funded = await remove('2');
    expect(funded.status).toBe(409);
    expect(funded.body).toMatchObject({ errors: [{ code: 'balance_not_zero' }] });
    expect(await currencies()).toEqual(['0:RUB', '4:RUB', '9:USD']);
    expect((await remove('x')).status).toBe(400);
  });
});
