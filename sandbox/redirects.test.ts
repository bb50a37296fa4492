/** @jest-environment node */
import { redirectAnswerSchema } from '@contract/config';
import type { TestSandbox } from './test-harness';
import { removeDb, startTestSandbox } from './test-harness';

const PATH = '/redirects-api/api/v1/redirect-light';
const AUTH = { 'x-redirects-auth': 'sandbox-redirects-key' };

let sandbox: TestSandbox;

afterEach(async () => {
  await sandbox.close();
  removeDb(sandbox.dbPath);
});

describe('POST /redirects-api/api/v1/redirect-light', () => {
  beforeEach(async () => {
    sandbox = await startTestSandbox({ redirectsAuth: 'sandbox-redirects-key' });
  });

  async function redirectFor(url: string) {
    const answer = await sandbox.call('POST', PATH, { url }, AUTH);
    expect(answer.status).toBe(200);
    return redirectAnswerSchema.parse(answer.body).data;
  }

  it('answers the seeded rule for its path', async () => {
    expect(await redirectFor('/en/old-bonus')).toEqual({
      redirect: true,
      code: 301,
      url: '/en/promotions/welcome',
      reasons: ['rule'],
      breadcrumbs: [],
    });
  });

  it('matches on the pathname of a path with a query or of a full URL', async () => {
    expect(await redirectFor('/en/old-bonus?utm_source=mail')).toMatchObject({
      redirect: true,
      url: '/en/promotions/welcome?utm_source=mail',
    });
    expect(await redirectFor('https://betarena.example/en/old-bonus/')).toMatchObject({
      redirect: true,
      code: 301,
      url: '/en/promotions/welcome',
    });
  });

  it('answers no redirect for a path without a rule', async () => {
    expect(await redirectFor('/en/line')).toEqual({
      redirect: false,
      code: null,
      url: null,
      reasons: [],
      breadcrumbs: [],
    });
  });

  it.each([
    ['missing', {}],
    ['wrong', { 'x-redirects-auth': 'guess' }],
  ])('answers 401 when the auth header is %s', async (_case, headers) => {
    const answer = await sandbox.call('POST', PATH, { url: '/en/old-bonus' }, headers);

    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({
      errors: [expect.objectContaining({ status: '401', source: { header: 'x-redirects-auth' } })],
    });
  });

  it.each([
    ['a body that is not JSON', '{"url":', ''],
    ['a number url', { url: 42 }, '/url'],
    ['a missing url', {}, '/url'],
    ['a url that is neither a path nor http(s)', { url: 'javascript:alert(1)' }, '/url'],
  ])('answers 400 for %s', async (_case, body, pointer) => {
    const answer = await sandbox.call('POST', PATH, body, AUTH);

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      errors: [expect.objectContaining({ status: '400', source: { pointer } })],
    });
  });

  it('follows rules added and cleared through the control API', async () => {
    const added = await sandbox.call('POST', '/__sandbox/redirects', {
      from: '/ru/lpage/landing-1',
      to: '/ru/landing-page/landing-1',
      code: 302,
    });
    expect(added.status).toBe(201);
    expect(await redirectFor('/ru/lpage/landing-1')).toMatchObject({
      redirect: true,
      code: 302,
      url: '/ru/landing-page/landing-1',
    });

    await sandbox.call('DELETE', '/__sandbox/redirects');
    expect((await redirectFor('/ru/lpage/landing-1')).redirect).toBe(false);
    expect((await redirectFor('/en/old-bonus')).redirect).toBe(false);
  });

  it.each([
    [{ from: '/a', to: '/b', code: 307 }],
    [{ from: 'a', to: '/b', code: 301 }],
    [{ from: '/a?x=1', to: '/b', code: 301 }],
    [{ from: '/a', to: '/a', code: 301 }],
  ])('rejects the rule %j', async (rule) => {
    expect((await sandbox.call('POST', '/__sandbox/redirects', rule)).status).toBe(400);
  });
});

describe('the redirects auth key', () => {
  it('is the one the sandbox was started with', async () => {
    sandbox = await startTestSandbox({ redirectsAuth: 'another-key' });

    const withDefault = await sandbox.call('POST', PATH, { url: '/en/old-bonus' }, AUTH);
    const withConfigured = await sandbox.call(
      'POST',
      PATH,
      { url: '/en/old-bonus' },
      { 'x-redirects-auth': 'another-key' },
    );

    expect(withDefault.status).toBe(401);
    expect(withConfigured.status).toBe(200);
  });
});
