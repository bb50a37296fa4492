/** @jest-environment node */
import nock from 'nock';
import { z } from 'zod';
import { requestJson, toUpstreamError, upstreamClient, type UpstreamAuth } from './client';
import { UPSTREAM_ERROR } from './errors';

const UPSTREAM = 'http://upstream.test';
const identity = { origin: 'https://betarena.example' };
const ok = z.object({ data: z.object({ value: z.number() }) });

/** An unsigned JWT with the given expiry (the upstream verifies signatures, we read exp). */
const jwt = (expSeconds: number) =>
  [
    'e30',
    Buffer.from(JSON.stringify({ sub: 1001, exp: expSeconds })).toString('base64url'),
    'sig',
  ].join('.');
const future = () => jwt(Math.floor(Date.now() / 1000) + 900);
const past = () => jwt(Math.floor(Date.now() / 1000) - 10);

let keyCounter = 0;
function auth(token: string | null): UpstreamAuth & { renewed: (string | null)[] } {
  const renewed: (string | null)[] = [];
  keyCounter += 1;
  return { token, refreshKey: `rk-${keyCounter}`, onToken: (t) => renewed.push(t), renewed };
}

const get = (a?: UpstreamAuth) =>
  requestJson(() => upstreamClient(identity, { auth: a }).get('thing'), ok, 'thing');
const post = (a?: UpstreamAuth) =>
  requestJson(
    () => upstreamClient(identity, { auth: a }).post('thing', { json: { x: 1 } }),
    ok,
    'thing',
  );

beforeAll(() => {
  process.env.UPSTREAM_URL = UPSTREAM;
  nock.disableNetConnect();
});
afterAll(() => nock.enableNetConnect());
beforeEach(() => nock.cleanAll());
afterEach(() => expect(nock.pendingMocks()).toEqual([]));

describe('the upstream error catalogue (spec 01 §8)', () => {
  it('sends the app headers and the bearer token', async () => {
    const token = future();
    nock(UPSTREAM, {
      reqheaders: {
        'x-app-name': 'sportsbook-web',
        'x-request-origin': 'https://betarena.example',
        authorization: `Bearer ${token}`,
      },
    })
      .get('/thing')
      .reply(200, { data: { value: 1 } });
    await expect(get(auth(token))).resolves.toEqual({ data: { value: 1 } });
  });

  it('401: drops the token, fetches a new one and retries once with it', async () => {
    const old = future();
    const fresh = future().replace('sig', 'new');
    const a = auth(old);
    nock(UPSTREAM).get('/thing').matchHeader('authorization', `Bearer ${old}`).reply(401);
    nock(UPSTREAM)
      .get('/web-api/user/gettoken')
      .query({ force_refresh: 'true' })
      .matchHeader('x-refresh-key', a.refreshKey ?? '')
      .matchHeader('authorization', `Bearer ${old}`)
      .reply(200, { data: { token: fresh } });
    nock(UPSTREAM)
      .get('/thing')
      .matchHeader('authorization', `Bearer ${fresh}`)
      .reply(200, { data: { value: 2 } });
    await expect(get(a)).resolves.toEqual({ data: { value: 2 } });
    expect(a.renewed).toEqual([fresh]);
  });

  it('a second 401 after renewal is `unauthorized`', async () => {
    const a = auth(future());
    nock(UPSTREAM).get('/thing').twice().reply(401);
    nock(UPSTREAM)
      .get('/web-api/user/gettoken')
      .query(true)
      .reply(200, { data: { token: future() } });
    await expect(get(a)).rejects.toMatchObject({ code: UPSTREAM_ERROR.unauthorized, status: 401 });
  });

  it('a renewed token without a future expiry is refused: `unauthorized`, no retry', async () => {
    const a = auth(future());
    nock(UPSTREAM).get('/thing').reply(401);
    nock(UPSTREAM)
      .get('/web-api/user/gettoken')
      .query(true)
      .reply(200, { data: { token: past() } });
    await expect(get(a)).rejects.toMatchObject({ code: UPSTREAM_ERROR.unauthorized });
    expect(a.renewed).toEqual([null]);
  });

  it('an expired token is renewed before the request is sent', async () => {
    const fresh = future();
    const a = auth(past());
    nock(UPSTREAM)
      .get('/web-api/user/gettoken')
      .query(true)
      .reply(200, { data: { token: fresh } });
    nock(UPSTREAM)
      .get('/thing')
      .matchHeader('authorization', `Bearer ${fresh}`)
      .reply(200, { data: { value: 3 } });
    await expect(get(a)).resolves.toEqual({ data: { value: 3 } });
    expect(a.renewed).toEqual([fresh]);
  });

  it('shares one token renewal for concurrent requests of the same session', async () => {
    const fresh = future();
    const a = auth(past());
    nock(UPSTREAM)
      .get('/web-api/user/gettoken')
      .query(true)
      .once()
      .reply(200, { data: { token: fresh } });
    nock(UPSTREAM)
      .get('/thing')
      .times(3)
      .reply(200, { data: { value: 4 } });
    await Promise.all([get(a), get({ ...a }), get({ ...a })]);
  });

  it.each(['100', '111', '112', '113', 111])(
    '400 with code %p asks for a captcha',
    async (code) => {
      nock(UPSTREAM)
        .post('/thing')
        .reply(400, { errors: [{ status: '400', code, title: 'Captcha required' }] });
      await expect(post()).rejects.toMatchObject({
        code: UPSTREAM_ERROR.captchaRequired,
        status: 400,
      });
    },
  );

  it('400 with the fingerprint code asks for a new fingerprint', async () => {
    nock(UPSTREAM)
      .post('/thing')
      .reply(400, { errors: [{ code: 'fingerprint', title: 'Bad fingerprint' }] });
    await expect(post()).rejects.toMatchObject({ code: UPSTREAM_ERROR.fingerprint });
  });

  it('451 with exception_code 1 asks to confirm the terms', async () => {
    nock(UPSTREAM)
      .get('/thing')
      .reply(451, { errors: [{ status: '451', exception_code: 1, title: 'Terms' }] });
    await expect(get()).rejects.toMatchObject({ code: UPSTREAM_ERROR.confirmTerms, status: 451 });
  });

  it('joins the JSON-API error details with the delimiter and keeps codes and pointers', async () => {
    nock(UPSTREAM)
      .post('/thing')
      .reply(409, {
        errors: [
          { code: 'email_taken', title: 'E-mail is taken', source: { pointer: '/email' } },
          { code: 'phone_taken', detail: 'Phone is taken', source: { pointer: '/phone' } },
        ],
      });
    const failure = post();
    await expect(failure).rejects.toMatchObject({
      code: UPSTREAM_ERROR.http,
      status: 409,
      message: 'thing: E-mail is taken; Phone is taken',
      details: [
        { code: 'email_taken', title: 'E-mail is taken', pointer: '/email' },
        { code: 'phone_taken', title: 'Phone is taken', pointer: '/phone' },
      ],
    });
  });

  it('a failed fetch is a network error, and a POST is not repeated', async () => {
    nock(UPSTREAM).post('/thing').once().replyWithError('ECONNRESET');
    await expect(post()).rejects.toMatchObject({ code: UPSTREAM_ERROR.network });
  });

  it('a cancelled request maps to close / 499', async () => {
    nock(UPSTREAM)
      .get('/thing')
      .delay(500)
      .reply(200, { data: { value: 1 } });
    const controller = new AbortController();
    const pending = requestJson(
      () => upstreamClient(identity, { signal: controller.signal }).get('thing'),
      ok,
      'thing',
    );
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: UPSTREAM_ERROR.close, status: 499 });
    nock.abortPendingRequests();
    nock.cleanAll();
  });

  it('a browser that went away (Next aborts with ResponseAborted) is close / 499 too', async () => {
    const aborted = Object.assign(new Error(''), { name: 'ResponseAborted' });
    await expect(toUpstreamError(aborted, 'thing')).resolves.toMatchObject({
      code: UPSTREAM_ERROR.close,
      status: 499,
    });
  });

  it('an answer of the wrong shape is a bad answer (502)', async () => {
    nock(UPSTREAM)
      .get('/thing')
      .reply(200, { data: { value: 'x' } });
    await expect(get()).rejects.toMatchObject({ code: UPSTREAM_ERROR.badAnswer, status: 502 });
  });
});
