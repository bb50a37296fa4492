/** @jest-environment node */
import nock from 'nock';
import { bffRequest, signIn, UPSTREAM } from '@/app/api/coupons/test-helpers';
import { withNockedUpstream } from '@/tests/nocked-upstream';
import { POST as ping } from './ping/route';
import { POST as realityCheck } from './reality-check/route';

withNockedUpstream({ openSite: true });

const PING = '/limit-service-api/api/external/web/v3/ping';
const REALITY_CHECK = '/web-api/api/web/user/v1/reality-check';

const jwt = (sub: number) =>
  [
    'e30',
    Buffer.from(JSON.stringify({ sub, exp: Math.floor(Date.now() / 1000) + 900 })).toString(
      'base64url',
    ),
    'sig',
  ].join('.');

const pingAnswer = {
  now: 1_777_000_000,
  session: { startedAt: 1_776_999_000, netResult: [{ currency: 'RUB', amount: '-150.00' }] },
  realityCheck: { intervalMinutes: 15, showAt: 1_776_999_900 },
  sessionLimit: { hours: 2, endsAt: 1_777_006_200, remainingS: 6200 },
  pendingApprovals: [{ limitType: 20, limitValue: 5000, startedAt: 1_776_950_000 }],
};

const post = (
  route: (request: ReturnType<typeof bffRequest>) => Promise<Response>,
  path: string,
  body: unknown,
  cookie: string,
  headers?: Record<string, string>,
) => route(bffRequest(path, { method: 'POST', body, cookie, headers }));

describe('POST /api/reminders/ping', () => {
  it('401 for a visitor, without asking the upstream', async () => {
    const response = await post(ping, '/api/reminders/ping', {}, '');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ errors: [{ code: 'unauthorized' }] });
  });

  it('pings the limit service with the player token in x-auth and passes the answer on', async () => {
    const cookie = await signIn();
    nock(UPSTREAM, {
      reqheaders: {
        'x-auth': /^e30\.[\w-]+\.sig$/,
        authorization: /^Bearer e30\./,
        'accept-language': 'ru',
      },
    })
      .post(PING, {})
      .reply(200, { data: pingAnswer });
    const response = await post(ping, '/api/reminders/ping?lang=ru', {}, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ data: pingAnswer });
  });

  it('x-auth follows the token renewed after a 401', async () => {
    const cookie = await signIn();
    const fresh = jwt(1002);
    nock(UPSTREAM)
      .post(PING)
      .matchHeader('x-auth', /^e30\./)
      .reply(401);
    nock(UPSTREAM)
      .get('/web-api/user/gettoken')
      .query({ force_refresh: 'true' })
      .reply(200, { data: { token: fresh } });
    nock(UPSTREAM)
      .post(PING)
      .matchHeader('x-auth', fresh)
      .matchHeader('authorization', `Bearer ${fresh}`)
      .reply(200, { data: pingAnswer });
    const response = await post(ping, '/api/reminders/ping', {}, cookie);
    expect(response.status).toBe(200);
  });

  it('an answer of the wrong shape is a 502, never passed on', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .post(PING)
      .reply(200, { data: { ...pingAnswer, sessionLimit: { hours: 'two' } } });
    const response = await post(ping, '/api/reminders/ping', {}, cookie);
    expect(response.status).toBe(502);
  });

  it('refuses a cross-site ping and a bad language', async () => {
    const cookie = await signIn();
    const foreign = await post(ping, '/api/reminders/ping', {}, cookie, {
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    const badLang = await post(ping, '/api/reminders/ping?lang=english', {}, cookie);
    expect(badLang.status).toBe(400);
    expect(await badLang.json()).toMatchObject({ errors: [{ source: { parameter: 'lang' } }] });
  });
});

describe('POST /api/reminders/reality-check', () => {
  it('401 for a visitor', async () => {
    const body = { action: 'continue', popupShowAt: 1_777_000_000 };
    expect((await post(realityCheck, '/api/reminders/reality-check', body, '')).status).toBe(401);
  });

  it('refuses an answer that is not one, naming the field, without asking the upstream', async () => {
    const cookie = await signIn();
    const cases: [object, string][] = [
      [{ action: 'stay', popupShowAt: 1 }, '/action'],
      [{ action: 'continue' }, '/popupShowAt'],
      [{ action: 'continue', popupShowAt: 1.5 }, '/popupShowAt'],
      [{ action: 'log_out', doNotShowAgain: true, popupShowAt: 1 }, '/doNotShowAgain'],
      [{ action: 'nothing', popupShowAt: 1, extra: true }, '/'],
    ];
    for (const [body, pointer] of cases) {
      const response = await post(realityCheck, '/api/reminders/reality-check', body, cookie);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ errors: [{ source: { pointer } }] });
    }
  });

  it('sends continue with do_not_show_again to the upstream; the session goes on', async () => {
    const cookie = await signIn();
    nock(UPSTREAM, { reqheaders: { authorization: /^Bearer e30\./ } })
      .post(REALITY_CHECK, {
        data: {
          attributes: { action: 'continue', do_not_show_again: true, popup_show_at: 1_777_000_000 },
        },
      })
      .reply(204);
    const response = await post(
      realityCheck,
      '/api/reminders/reality-check',
      { action: 'continue', doNotShowAgain: true, popupShowAt: 1_777_000_000 },
      cookie,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { signedOut: false } });
    nock(UPSTREAM).post(PING).reply(200, { data: pingAnswer });
    expect((await post(ping, '/api/reminders/ping', {}, cookie)).status).toBe(200);
  });

  it('log_out ends the session: its cookie reaches nothing afterwards', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .post(REALITY_CHECK, {
        data: { attributes: { action: 'log_out', do_not_show_again: false, popup_show_at: 5 } },
      })
      .reply(204);
    const response = await post(
      realityCheck,
      '/api/reminders/reality-check',
      { action: 'log_out', popupShowAt: 5 },
      cookie,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { signedOut: true } });
    expect(response.headers.getSetCookie().join('\n')).toMatch(/sb-session=;/);
    // The old cookie is revoked: a copy of it is no session.
    expect((await post(ping, '/api/reminders/ping', {}, cookie)).status).toBe(401);
  });

  it('keeps the upstream’s refusal and its words', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .post(REALITY_CHECK)
      .reply(400, {
        errors: [
          {
            status: '400',
            code: 'time_in_future',
            title: 'The check cannot have been shown yet',
            source: { pointer: '/data/attributes/popup_show_at' },
          },
        ],
      });
    const response = await post(
      realityCheck,
      '/api/reminders/reality-check',
      { action: 'nothing', popupShowAt: 4_000_000_000 },
      cookie,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: [{ code: 'time_in_future', title: 'The check cannot have been shown yet' }],
    });
  });
});
