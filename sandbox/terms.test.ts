/** @jest-environment node */
import { termsRulesAnswerSchema, termsStatusSchema } from '@/server/terms/terms-api';
import { registerAnswerSchema } from '@contract/auth';
import type { TestSandbox } from './test-harness';
import { bearer, removeDb, signInToken, startTestSandbox } from './test-harness';

const AGREEMENT = '/web-api/api-v3/v2/user/agreement-rules';
// The seeded players registered at the real time of the seed; the sandbox's clock runs after it.
const START = Date.now() + 3_600_000;
let clock = START;
let sandbox: TestSandbox;
let token: string;

beforeEach(async () => {
  clock = START;
  sandbox = await startTestSandbox({ now: () => clock });
  token = await signInToken(sandbox);
});

afterEach(async () => {
  await sandbox.close();
  removeDb(sandbox.dbPath);
});

async function status(bearerToken = token) {
  const answer = await sandbox.call('GET', `${AGREEMENT}/status`, undefined, bearer(bearerToken));
  expect(answer.status).toBe(200);
  return termsStatusSchema.parse(answer.body);
}

const publish = (body: object = {}) => sandbox.call('POST', '/__sandbox/terms', body);
const accept = (bearerToken = token) =>
  sandbox.call('POST', `${AGREEMENT}/confirm`, {}, bearer(bearerToken));

describe('terms API (spec 01 §3 Terms, §7)', () => {
  it('has nothing to confirm for the demo player on the seeded terms', async () => {
    expect(await status()).toEqual({ result: false, updatedAt: '2024-01-01T00:00:00.000Z' });
  });

  it('asks every player to confirm newly published terms, until they accept', async () => {
    clock += 60_000;
    expect((await publish()).status).toBe(200);
    expect(await status()).toEqual({ result: true, updatedAt: new Date(clock).toISOString() });
    expect((await accept()).status).toBe(204);
    expect((await status()).result).toBe(false);
    clock += 60_000;
    await publish();
    expect((await status()).result).toBe(true);
  });

  it('a player registered after the publication accepted those terms on registering', async () => {
    clock += 60_000;
    await publish();
    clock += 60_000;
    const registered = await sandbox.call('POST', '/auth-api/v1/register', {
      type: 'one_click',
      currencyIso: 'RUB',
      countryId: 1,
    });
    const { data } = registerAnswerSchema.parse(registered.body);
    if (data.status !== 'authorized') throw new Error(`registration answered ${data.status}`);
    const newcomer = data.token;
    expect((await status(newcomer)).result).toBe(false);
    expect((await status()).result).toBe(true);
  });

  it('answers the terms text, the published rules replacing the seeded ones', async () => {
    const seeded = await sandbox.call('GET', `${AGREEMENT}?lang=en`, undefined, bearer(token));
    expect(termsRulesAnswerSchema.parse(seeded.body).data[0]?.title).toBe('General terms');
    const rules = [
      {
        title: 'New rules',
        tags: ['general'],
        subRules: [
          { position: 2, text: 'Second.' },
          { position: 1, text: 'First.' },
        ],
      },
    ];
    expect((await publish({ rules })).status).toBe(200);
    const answer = await sandbox.call('GET', `${AGREEMENT}?lang=en`, undefined, bearer(token));
    expect(termsRulesAnswerSchema.parse(answer.body).data).toEqual([
      {
        title: 'New rules',
        link: null,
        tags: ['general'],
        subRules: [
          { position: 1, text: 'First.' },
          { position: 2, text: 'Second.' },
        ],
      },
    ]);
  });

  it.each([
    ['status', 'GET', `${AGREEMENT}/status`],
    ['text', 'GET', AGREEMENT],
    ['confirm', 'POST', `${AGREEMENT}/confirm`],
  ])('the %s call needs the player’s token', async (_, method, path) => {
    expect((await sandbox.call(method, path, method === 'POST' ? {} : undefined)).status).toBe(401);
  });

  it('refuses rules of another shape with the field named', async () => {
    const answer = await publish({ rules: [{ title: 'No sub-rules', subRules: [] }] });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('subRules');
  });

  it('a reset takes the terms back to the seeded version', async () => {
    await publish();
    expect((await status()).result).toBe(true);
    expect((await sandbox.call('POST', '/__sandbox/reset')).status).toBe(200);
    token = await signInToken(sandbox);
    expect((await status()).result).toBe(false);
  });
});
