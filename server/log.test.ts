/** @jest-environment node */
import { HTTPError } from 'ky';
import { log, redactText, REDACTED } from './log';
import { UPSTREAM_ERROR, UpstreamError } from './upstream/errors';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjEwMDEsImV4cCI6MTc5NTQzMTY1OX0.c2lnbmF0dXJlLXZhbHVl';
const SEAL = 'Fe26.2*1*0c5e3a*AbCdEf0123456789*xyz**9f8e*Q1w2E3r4';

/** The lines the logger wrote to the console, parsed. */
function captured(level: 'error' | 'warn' | 'info' = 'error') {
  const spy = jest.spyOn(console, level).mockImplementation(() => undefined);
  return {
    lines: () =>
      spy.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>),
    text: () => spy.mock.calls.map(([line]) => String(line)).join('\n'),
  };
}

afterEach(() => jest.restoreAllMocks());

describe('log', () => {
  it('writes one JSON line with level, time, event and the fields', () => {
    const out = captured('warn');
    log.warn('config: stale copy served', { lang: 'en', ageS: 42 });
    expect(out.lines()).toEqual([
      {
        level: 'warn',
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        event: 'config: stale copy served',
        lang: 'en',
        ageS: 42,
      },
    ]);
  });

  it('writes info lines to console.info, errors to console.error', () => {
    const info = captured('info');
    const error = captured('error');
    log.info('started');
    log.error('failed');
    expect(info.lines().map((l) => l.level)).toEqual(['info']);
    expect(error.lines().map((l) => l.level)).toEqual(['error']);
  });

  it.each([
    ['authorization', `Bearer ${TOKEN}`],
    ['Authorization', 'Basic dXNlcjpwYXNz'],
    ['cookie', `__Secure-sb-session=${SEAL}`],
    ['set-cookie', 'x=1'],
    ['password', 'Demo-2026!'],
    ['newPassword', 'Demo-2026!'],
    ['token', TOKEN],
    ['twoStepToken', 'two-step-abc'],
    ['refreshKey', 'rk-123'],
    ['refresh_key', 'rk-123'],
    ['x-captcha', 'captcha-answer'],
    ['code', '123456'],
    ['smsCode', '123456'],
    ['sms_code', '123456'],
    ['session', { token: TOKEN }],
    ['sid', 'a-session-id'],
    ['credential', 'google-jwt'],
    ['x-fingerprint-token', 'fp-1'],
  ])('never writes the value of a field named %s', (name, value) => {
    const out = captured();
    log.error('event', { [name]: value });
    expect(out.lines()[0]?.[name]).toBe(REDACTED);
    expect(out.text()).not.toContain(typeof value === 'string' ? value : TOKEN);
  });

  it('keeps fields that only look alike (countryCode, statusCode)', () => {
    const out = captured();
    log.error('event', { countryCode: 'ru', statusCode: 503 });
    expect(out.lines()[0]).toMatchObject({ countryCode: 'ru', statusCode: 503 });
  });

  it('never writes headers, requests or answers, however deep', () => {
    const out = captured();
    const request = new Request('http://upstream.test/x', {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    log.error('event', {
      headers: { authorization: `Bearer ${TOKEN}` },
      nested: {
        deeper: { request, answer: new Response('secret body'), h: new Headers({ a: '1' }) },
      },
      options: { headers: { cookie: SEAL } },
    });
    expect(out.text()).not.toContain(TOKEN);
    expect(out.text()).not.toContain(SEAL);
    expect(out.text()).not.toContain('secret body');
    expect(out.lines()[0]).toMatchObject({
      headers: REDACTED,
      nested: { deeper: { request: REDACTED, answer: '[response]', h: REDACTED } },
      options: REDACTED,
    });
  });

  it('reduces an upstream error caused by a ky HTTPError to names, messages and statuses', () => {
    const out = captured();
    const request = new Request('http://upstream.test/web-api/session', {
      headers: { authorization: `Bearer ${TOKEN}`, cookie: `sb-session=${SEAL}` },
    });
    const response = new Response('{}', { status: 503, statusText: 'Service Unavailable' });
    const cause = new HTTPError(response, request, {
      headers: { authorization: `Bearer ${TOKEN}` },
    } as never);
    const error = new UpstreamError(UPSTREAM_ERROR.http, 'session: upstream answered 503', 503, {
      cause,
    });
    log.error('session check failed', { error });
    expect(out.lines()[0]).toEqual({
      level: 'error',
      time: expect.any(String),
      event: 'session check failed',
      error: {
        name: 'UpstreamError',
        message: 'session: upstream answered 503',
        code: UPSTREAM_ERROR.http,
        status: 503,
        cause: {
          name: 'HTTPError',
          message: expect.stringContaining('503'),
          status: 503,
        },
      },
    });
    expect(out.text()).not.toMatch(/bearer|Fe26/i);
  });

  it('keeps a short stack for a failure of our own code, with credentials taken out', () => {
    const out = captured();
    log.error('unexpected', { error: new TypeError(`x is undefined (token=${TOKEN})`) });
    const error = out.lines()[0]?.error as { stack: string; message: string };
    expect(error.stack).toContain('TypeError');
    expect(error.stack.split('\n').length).toBeLessThanOrEqual(8);
    expect(out.text()).not.toContain(TOKEN);
  });

  it('takes credentials out of the event text and any string', () => {
    const out = captured();
    log.error(`GET /x with Bearer ${TOKEN}`, {
      note: `cookie: ${SEAL}`,
      list: [`password=hunter2`],
    });
    expect(out.text()).not.toContain(TOKEN);
    expect(out.text()).not.toContain(SEAL);
    expect(out.text()).not.toContain('hunter2');
  });

  it('survives values JSON cannot write and fields named like its own keys', () => {
    const out = captured();
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    log.error('event', { level: 'fake', big: BigInt(7), loop, when: new Date(0), fn: () => 1 });
    expect(out.lines()[0]).toMatchObject({
      level: 'error',
      event: 'event',
      field_level: 'fake',
      big: '7',
      when: '1970-01-01T00:00:00.000Z',
      fn: '[function]',
    });
  });
});

describe('redactText', () => {
  it.each([
    [`Authorization: Bearer ${TOKEN}`, [TOKEN]],
    [`a JWT ${TOKEN} alone`, [TOKEN]],
    [`__Host-sb-session=${SEAL}; Path=/`, [SEAL]],
    [`seal ${SEAL}`, [SEAL]],
    ['{"password":"Demo-2026!","login":"demo@betarena.example"}', ['Demo-2026!']],
    ['/two-step-code?twoStepToken=abc123&x=1', ['abc123']],
    ['refresh_key=rk-9 sms_code: 4321 x-captcha=zz', ['rk-9', '4321', 'zz']],
  ])('%s', (text, secrets) => {
    const redacted = redactText(text);
    for (const secret of secrets) expect(redacted).not.toContain(secret);
    expect(redacted).toContain(REDACTED);
  });

  it('leaves ordinary text alone', () => {
    const text = 'GET /web-api/session: upstream answered 503 (status code 503, countryCode ru)';
    expect(redactText(text)).toBe(text);
  });
});
