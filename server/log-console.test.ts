/** @jest-environment node */
import { HTTPError } from 'ky';
import { consoleLine, firstReportOf, guardConsole } from './log-console';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjEwMDEsImV4cCI6MTc5NTQzMTY1OX0.c2lnbmF0dXJlLXZhbHVl';

/** A ky error as a failed upstream call makes it: the request with the player's bearer token. */
function upstreamFailure(): Error {
  const request = new Request('http://upstream.test/accounts-api/v1/accounts?lang=en', {
    headers: { authorization: `Bearer ${TOKEN}`, 'x-fingerprint': 'fp-123' },
  });
  const response = new Response('{"errors":[]}', { status: 503 });
  const cause = new HTTPError(response, request, {} as never);
  return Object.assign(new Error('accounts unavailable', { cause }), { digest: '3862200861' });
}

/** A console whose error and warn write into `lines`. */
function fakeConsole() {
  const lines: string[] = [];
  const target = {
    error: (...args: unknown[]) => lines.push(args.map(String).join(' ')),
    warn: (...args: unknown[]) => lines.push(args.map(String).join(' ')),
  } as unknown as Console;
  guardConsole(target);
  return { target, lines };
}

describe('Next’s console output as our log lines', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('a render error is one JSON line: name, message, status, digest; no request or answer', () => {
    const { target, lines } = fakeConsole();
    target.error(' ⨯', upstreamFailure());
    jest.runAllTimers();
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '');
    expect(line).toMatchObject({
      level: 'error',
      event: 'server: unhandled error',
      error: {
        name: 'Error',
        message: 'accounts unavailable',
        digest: '3862200861',
        cause: { name: 'HTTPError', status: 503 },
      },
    });
    expect(lines[0]).not.toContain(TOKEN);
    expect(lines[0]).not.toMatch(/authorization|fp-123|x-fingerprint/i);
  });

  it('the same failure reported twice is written once', () => {
    const { target, lines } = fakeConsole();
    const failure = Object.assign(new Error('boom'), { digest: 'digest-twice' });
    target.error(failure);
    target.error(failure);
    jest.runAllTimers();
    expect(lines).toHaveLength(1);
  });

  it('the same failure on a later request is written again', () => {
    const { target, lines } = fakeConsole();
    target.error(Object.assign(new Error('boom'), { digest: 'digest-recurring' }));
    jest.advanceTimersByTime(1_000);
    target.error(Object.assign(new Error('boom'), { digest: 'digest-recurring' }));
    jest.runAllTimers();
    expect(lines).toHaveLength(2);
  });

  it('a render error reported with its path (onRequestError) is not written again', () => {
    const { target, lines } = fakeConsole();
    const failure = Object.assign(new Error('boom'), { digest: 'digest-with-path' });
    target.error(failure);
    expect(firstReportOf(failure)).toBe(true);
    jest.runAllTimers();
    expect(lines).toHaveLength(0);
  });

  it('our own lines pass as they are; Next’s text lines become JSON, redacted', () => {
    const { target, lines } = fakeConsole();
    const ours = '{"level":"error","time":"2026-01-01T00:00:00.000Z","event":"x"}';
    target.error(ours);
    target.warn(' ⚠ upstream said Authorization: Bearer abc.def.ghi');
    expect(lines[0]).toBe(ours);
    const warn = JSON.parse(lines[1] ?? '');
    expect(warn.level).toBe('warn');
    expect(warn.event).toContain('upstream said');
    expect(lines[1]).not.toContain('abc.def.ghi');
  });

  it('keeps objects logged beside an error as details, with their secrets redacted', () => {
    const line = JSON.parse(
      consoleLine('error', ['failed', new Error('x'), { headers: { cookie: 'sb-session=seal' } }]),
    );
    expect(line.event).toBe('failed');
    expect(JSON.stringify(line)).not.toContain('seal');
  });
});
