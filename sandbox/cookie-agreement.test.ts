/** @jest-environment node */
import { cookieAgreementAnswerSchema } from '@contract/cookie-agreement';
import { COOKIE_AGREEMENT_PATH } from './routes/cookie-agreement';
import type { TestSandbox } from './test-harness';
import { bearer, removeDb, signInToken, startTestSandbox } from './test-harness';

let sandbox: TestSandbox;
let token: string;
const NOW = Date.parse('2026-03-02T10:00:00.000Z');

beforeEach(async () => {
  sandbox = await startTestSandbox({ now: () => NOW });
  token = await signInToken(sandbox);
});

afterEach(async () => {
  await sandbox.close();
  removeDb(sandbox.dbPath);
});

const save = (attributes: unknown, headers = bearer(token)) =>
  sandbox.call('POST', COOKIE_AGREEMENT_PATH, { data: { attributes } }, headers);
const read = async () =>
  cookieAgreementAnswerSchema.parse(
    (await sandbox.call('GET', COOKIE_AGREEMENT_PATH, undefined, bearer(token))).body,
  ).data;

describe('cookie agreement (spec 02 §6, §7)', () => {
  it('has nothing before a choice, then keeps the latest choice with its time', async () => {
    expect(await read()).toBeNull();

    const first = await save({
      cookiesAgreeTime: '2026-03-02T09:59:00.000Z',
      cookiesAgreeType: 'marketing',
    });
    expect(first.status).toBe(200);
    expect(cookieAgreementAnswerSchema.parse(first.body).data).toEqual({
      cookiesAgreeTime: '2026-03-02T09:59:00.000Z',
      cookiesAgreeType: 'marketing',
    });

    await save({ cookiesAgreeTime: '2026-03-02T10:00:00.000+03:00', cookiesAgreeType: 'all' });
    expect(await read()).toEqual({
      cookiesAgreeTime: '2026-03-02T10:00:00.000+03:00',
      cookiesAgreeType: 'all',
    });
  });

  it.each([
    ['an unknown type', { cookiesAgreeTime: '2026-03-02T09:59:00Z', cookiesAgreeType: 'some' }],
    ['no time', { cookiesAgreeType: 'all' }],
    ['a time that is not ISO', { cookiesAgreeTime: '02.03.2026', cookiesAgreeType: 'all' }],
  ])('refuses %s with 400 naming the field', async (_name, attributes) => {
    const answer = await save(attributes);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('attributes');
    expect(await read()).toBeNull();
  });

  it('refuses a time more than 5 minutes ahead of its clock', async () => {
    const answer = await save({
      cookiesAgreeTime: '2026-03-02T10:06:00.000Z',
      cookiesAgreeType: 'all',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errors: [{ code: 'time_in_future' }] });
    expect(await read()).toBeNull();
  });

  it('answers 401 without a token', async () => {
    const answer = await save(
      { cookiesAgreeTime: '2026-03-02T09:59:00Z', cookiesAgreeType: 'all' },
      {},
    );
    expect(answer.status).toBe(401);
    expect((await sandbox.call('GET', COOKIE_AGREEMENT_PATH)).status).toBe(401);
  });
});
