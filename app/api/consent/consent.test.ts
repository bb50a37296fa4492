/** @jest-environment node */
import nock from 'nock';
import { bffRequest, signIn, UPSTREAM } from '@/app/api/coupons/test-helpers';
import { parseConsentCookie } from '@/features/consent/consent-rules';
import { withNockedUpstream } from '@/tests/nocked-upstream';
import { POST } from './route';

withNockedUpstream({ openSite: true });

const AGREEMENT_PATH = '/web-api/api/web/user/v1/cookies-agreement';

const choose = (body: unknown, init: { cookie?: string; headers?: Record<string, string> } = {}) =>
  POST(bffRequest('/api/consent', { method: 'POST', body, ...init }));

function consentCookieOf(response: Response): string | undefined {
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith('cookies_agree='));
}

function loggedLines(spy: jest.SpyInstance): string[] {
  return spy.mock.calls.map((call) => String(call[0]));
}

describe('POST /api/consent (spec 01 §4, spec 02 §6)', () => {
  it('keeps a visitor’s choice in the consent cookie and logs it, asking no upstream', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const before = Date.now();
    const response = await choose({ cookiesAgreeType: 'functionality' });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toMatchObject({ cookiesAgreeType: 'functionality', recordedUpstream: false });
    expect(Date.parse(data.cookiesAgreeTime)).toBeGreaterThanOrEqual(before);

    const cookie = consentCookieOf(response);
    expect(cookie).toMatch(/Path=\/.*Max-Age=15552000/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);
    const value = decodeURIComponent(cookie?.split(';')[0]?.split('=')[1] ?? '');
    expect(parseConsentCookie(value)).toEqual({
      type: 'functionality',
      agreedAt: Date.parse(data.cookiesAgreeTime),
    });

    const line = loggedLines(info).find((l) => l.includes('consent: cookie choice saved'));
    expect(JSON.parse(line ?? '{}')).toMatchObject({
      choice: 'functionality',
      signedIn: false,
    });
  });

  it('records a signed-in player’s choice upstream with its time, without naming the player in the log', async () => {
    const cookie = await signIn();
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    let sent: unknown;
    nock(UPSTREAM, { reqheaders: { authorization: /^Bearer \S+$/ } })
      .post(AGREEMENT_PATH, (body) => {
        sent = body;
        return true;
      })
      .reply(200, (_uri, body) => ({
        data: (body as { data: { attributes: unknown } }).data.attributes,
      }));
    const response = await choose({ cookiesAgreeType: 'marketing' }, { cookie });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toMatchObject({ cookiesAgreeType: 'marketing', recordedUpstream: true });
    expect(sent).toEqual({
      data: {
        attributes: { cookiesAgreeType: 'marketing', cookiesAgreeTime: data.cookiesAgreeTime },
      },
    });
    expect(consentCookieOf(response)).toMatch(/^cookies_agree=marketing\.\d+;/);
    const line = loggedLines(info).find((l) => l.includes('consent: cookie choice saved')) ?? '';
    expect(JSON.parse(line)).toMatchObject({ signedIn: true, recordedUpstream: true });
    expect(line).not.toContain('1001');
  });

  it('keeps the choice when the upstream cannot record it, and logs the failure', async () => {
    const cookie = await signIn();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    nock(UPSTREAM)
      .post(AGREEMENT_PATH)
      .reply(503, { errors: [{ status: '503', title: 'Down' }] });
    const response = await choose({ cookiesAgreeType: 'all' }, { cookie });
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({
      cookiesAgreeType: 'all',
      recordedUpstream: false,
    });
    expect(consentCookieOf(response)).toMatch(/^cookies_agree=all\.\d+;/);
    expect(loggedLines(error).some((l) => l.includes('cookie agreement not recorded'))).toBe(true);
  });

  it.each([
    ['an unknown type', { cookiesAgreeType: 'everything' }, '/cookiesAgreeType'],
    ['no type', {}, '/cookiesAgreeType'],
    [
      'the time from the browser',
      { cookiesAgreeType: 'all', cookiesAgreeTime: '2020-01-01T00:00:00Z' },
      '',
    ],
  ])('400 for %s, naming the field, setting no cookie', async (_name, body, pointer) => {
    const response = await choose(body);
    expect(response.status).toBe(400);
    const { errors } = await response.json();
    expect(errors[0].source.pointer).toContain(pointer);
    expect(consentCookieOf(response)).toBeUndefined();
  });

  it('refuses a choice sent from another site', async () => {
    const response = await choose(
      { cookiesAgreeType: 'all' },
      { headers: { origin: 'https://elsewhere.example' } },
    );
    expect(response.status).toBe(403);
    expect(consentCookieOf(response)).toBeUndefined();
  });
});
