/** @jest-environment node */
import nock from 'nock';
import { NextRequest } from 'next/server';
import { bffRequest, signIn, SITE, UPSTREAM } from '@/app/api/coupons/test-helpers';
import { withNockedUpstream } from '@/tests/nocked-upstream';
import { POST as confirmCode } from './activation/code/route';
import { POST as activationLink } from './activation/link/route';
import { POST as sendActivation } from './activation/send/route';
import { POST as unsubscribe } from './newsletter/route';
import { POST as resendVerification } from './verify/resend/route';
import { POST as verify } from './verify/route';

withNockedUpstream();

const TOKEN = 'Zk3vQm9R2xLs8TnB4wYc1HdE6uJa0PoF';

const errorsOf = async (response: Response) =>
  (
    (await response.json()) as {
      errors: { code: string; title: string; source?: { pointer?: string; parameter?: string } }[];
    }
  ).errors;

/** A form the browser posts itself (no JavaScript). */
function formPost(path: string, fields: Record<string, string>, cookie?: string, origin = SITE) {
  return new NextRequest(new URL(path, SITE), {
    method: 'POST',
    headers: {
      host: 'localhost:3000',
      origin,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'text/html,application/xhtml+xml',
      'sec-fetch-mode': 'navigate',
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

const refusal = (status: number, code: string, title: string) => ({
  errors: [{ status: String(status), code, title, source: { pointer: '/token' } }],
});

const ACTIVATED = { channel: 'email', to: 'd***@betarena.example', activationType: 1 };

describe('POST /api/account-entry/verify', () => {
  it('confirms the e-mail for anybody holding the link', async () => {
    nock(UPSTREAM)
      .post('/auth-api/v1/activation/link', { token: TOKEN })
      .reply(200, { data: ACTIVATED });
    const response = await verify(
      bffRequest('/api/account-entry/verify?lang=en', { method: 'POST', body: { token: TOKEN } }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ data: ACTIVATED });
  });

  it('passes on an expired, used or unknown link with its code', async () => {
    nock(UPSTREAM)
      .post('/auth-api/v1/activation/link')
      .reply(410, refusal(410, 'token_expired', 'This link has expired'));
    const response = await verify(
      bffRequest('/api/account-entry/verify', { method: 'POST', body: { token: TOKEN } }),
    );
    expect(response.status).toBe(410);
    expect(await errorsOf(response)).toEqual([
      expect.objectContaining({ code: 'token_expired', source: { pointer: '/token' } }),
    ]);
  });

  it.each([
    ['a token too short', { token: 'abc' }, /^token: the token from the link$/],
    ['a token with odd characters', { token: `${TOKEN}<script>` }, /^token: /],
    ['an extra field', { token: TOKEN, userId: 1 }, /userId/],
  ])('400 for %s without asking the upstream', async (_name, body, title) => {
    const response = await verify(
      bffRequest('/api/account-entry/verify', { method: 'POST', body }),
    );
    expect(response.status).toBe(400);
    const [error] = await errorsOf(response);
    expect(error?.code).toBe('invalid');
    expect(error?.title).toMatch(title);
  });

  it('limits the links followed from one address (429 with the wait)', async () => {
    nock(UPSTREAM)
      .post('/auth-api/v1/activation/link')
      .times(20)
      .reply(404, refusal(404, 'token_invalid', 'This link is not valid'));
    const attempt = () =>
      verify(bffRequest('/api/account-entry/verify', { method: 'POST', body: { token: TOKEN } }));
    for (let i = 0; i < 20; i += 1) expect((await attempt()).status).toBe(404);
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await errorsOf(refused))[0]?.code).toBe('too_many_attempts');
  });

  describe('posted as a form without JavaScript', () => {
    it('answers 303 to the page saying so', async () => {
      nock(UPSTREAM)
        .post('/auth-api/v1/activation/link', { token: TOKEN })
        .reply(200, { data: ACTIVATED });
      const response = await verify(
        formPost('/api/account-entry/verify?lang=ru', { token: TOKEN }),
      );
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/ru/user/accountverify?done=verified');
    });

    it('answers 303 back to the link with the reason when the link is refused', async () => {
      nock(UPSTREAM)
        .post('/auth-api/v1/activation/link')
        .reply(409, refusal(409, 'token_used', 'This link has already been used'));
      const response = await verify(
        formPost('/api/account-entry/verify?lang=en', { token: TOKEN }),
      );
      expect(response.headers.get('location')).toBe(
        `/en/user/accountverify?token=${TOKEN}&error=token_used`,
      );
    });

    it('refuses a form from another site, telling the page, without asking the upstream', async () => {
      const response = await verify(
        formPost(
          '/api/account-entry/verify?lang=en',
          { token: TOKEN },
          undefined,
          'https://evil.example',
        ),
      );
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(
        `/en/user/accountverify?token=${TOKEN}&error=unavailable`,
      );
    });

    it('leaves a form body that is no navigation to the JSON handler (415)', async () => {
      const request = new NextRequest(new URL('/api/account-entry/verify', SITE), {
        method: 'POST',
        headers: {
          origin: SITE,
          host: 'localhost:3000',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: `token=${TOKEN}`,
      });
      const response = await verify(request);
      expect(response.status).toBe(415);
    });
  });
});

describe('POST /api/account-entry/activation/link', () => {
  it('activates the phone the link was sent by SMS to; the form lands on user/activate', async () => {
    nock(UPSTREAM)
      .post('/auth-api/v1/activation/link', { token: TOKEN })
      .reply(200, { data: { channel: 'phone', to: '+7 ********01', activationType: 2 } });
    const response = await activationLink(
      formPost('/api/account-entry/activation/link?lang=en', { token: TOKEN }),
    );
    expect(response.headers.get('location')).toBe('/en/user/activate?done=activated&channel=phone');
  });
});

describe('POST /api/account-entry/verify/resend', () => {
  it('sends the verification e-mail again in the page’s language', async () => {
    const cookie = await signIn();
    const sent = {
      channel: 'email',
      method: 'link',
      to: 'd***@betarena.example',
      expiresAt: '2026-06-03T12:00:00.000Z',
      resendAfterSeconds: 60,
    };
    nock(UPSTREAM, { reqheaders: { authorization: /^Bearer \S+$/ } })
      .post('/auth-api/v1/email/verification', {})
      .query({ lang: 'ru' })
      .reply(200, { data: sent });
    const response = await resendVerification(
      bffRequest('/api/account-entry/verify/resend?lang=ru', {
        method: 'POST',
        body: {},
        cookie,
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: sent });
  });

  it('401 without a session; a form goes to sign in and back', async () => {
    const json = await resendVerification(
      bffRequest('/api/account-entry/verify/resend', { method: 'POST', body: {} }),
    );
    expect(json.status).toBe(401);
    const form = await resendVerification(formPost('/api/account-entry/verify/resend?lang=en', {}));
    expect(form.headers.get('location')).toBe(
      `/en/user/login?returnUrl=${encodeURIComponent('/en/user/accountverify')}`,
    );
  });

  it('passes on the upstream’s wait between two e-mails', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .post('/auth-api/v1/email/verification')
      .query(true)
      .reply(
        429,
        { errors: [{ status: '429', code: 'too_early', title: 'Too early' }] },
        { 'retry-after': '42' },
      );
    const response = await resendVerification(
      formPost('/api/account-entry/verify/resend?lang=en', {}, cookie),
    );
    expect(response.headers.get('location')).toBe('/en/user/accountverify?error=too_early');
  });
});

describe('POST /api/account-entry/activation/send', () => {
  it('sends a code or a link to the chosen contact; the form lands on the method’s page', async () => {
    const cookie = await signIn();
    const answer = (method: string) => ({
      data: {
        channel: 'phone',
        method,
        to: '+7 ********01',
        expiresAt: '2026-06-01T12:10:00.000Z',
        resendAfterSeconds: 60,
      },
    });
    nock(UPSTREAM)
      .post('/auth-api/v1/activation/send', { channel: 'phone', method: 'code' })
      .query({ lang: 'en' })
      .reply(200, answer('code'))
      .post('/auth-api/v1/activation/send', { channel: 'phone', method: 'link' })
      .query({ lang: 'en' })
      .reply(200, answer('link'));
    const code = await sendActivation(
      formPost(
        '/api/account-entry/activation/send?lang=en',
        { channel: 'phone', method: 'code' },
        cookie,
      ),
    );
    expect(code.headers.get('location')).toBe('/en/user/activatefast?done=sent&channel=phone');
    const link = await sendActivation(
      formPost(
        '/api/account-entry/activation/send?lang=en',
        { channel: 'phone', method: 'link' },
        cookie,
      ),
    );
    expect(link.headers.get('location')).toBe('/en/user/activate?done=sent&channel=phone');
  });

  it('400 for an unknown channel or method, naming it', async () => {
    const cookie = await signIn();
    const response = await sendActivation(
      bffRequest('/api/account-entry/activation/send', {
        method: 'POST',
        body: { channel: 'fax', method: 'pigeon' },
        cookie,
      }),
    );
    expect(response.status).toBe(400);
    expect((await errorsOf(response)).map((e) => e.source?.pointer)).toEqual([
      '/channel',
      '/method',
    ]);
  });
});

describe('POST /api/account-entry/activation/code', () => {
  const enter = (cookie: string, code: string, headers: Record<string, string> = {}) =>
    confirmCode(
      bffRequest('/api/account-entry/activation/code?lang=en', {
        method: 'POST',
        body: { channel: 'email', code },
        cookie,
        headers,
      }),
    );

  it('activates with the right code, passed on trimmed', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .post('/auth-api/v1/activation/code', { channel: 'email', code: '123456' })
      .reply(200, { data: ACTIVATED });
    const response = await enter(cookie, ' 123456 ');
    expect(await response.json()).toEqual({ data: ACTIVATED });
  });

  it('asks for a captcha after 5 wrong codes for the player, not before', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .post('/auth-api/v1/activation/code')
      .times(5)
      .reply(400, {
        errors: [
          { status: '400', code: 'wrong_code', title: 'Wrong code', source: { pointer: '/code' } },
        ],
      });
    for (let i = 0; i < 5; i += 1) {
      const wrong = await enter(cookie, '000000');
      expect(wrong.status).toBe(400);
      expect(await errorsOf(wrong)).toEqual([
        expect.objectContaining({ code: 'wrong_code', source: { pointer: '/code' } }),
      ]);
    }
    const sixth = await enter(cookie, '000000');
    expect(sixth.status).toBe(400);
    expect((await errorsOf(sixth))[0]).toMatchObject({
      code: 'captcha_required',
      source: { header: 'x-captcha' },
    });
  });

  it('400 for a code that is not digits; a form keeps the contact and says why', async () => {
    const cookie = await signIn();
    const response = await enter(cookie, '12ab');
    expect(response.status).toBe(400);
    expect((await errorsOf(response))[0]?.source?.pointer).toBe('/code');
    const form = await confirmCode(
      formPost(
        '/api/account-entry/activation/code?lang=en',
        { channel: 'email', code: '' },
        cookie,
      ),
    );
    expect(form.headers.get('location')).toBe('/en/user/activatefast?channel=email&error=invalid');
  });
});

describe('POST /api/account-entry/newsletter', () => {
  const NEWSLETTER_TOKEN = `n1.1001.1780000000.${'s'.repeat(43)}`;

  it('turns the newsletter off for a visitor; a second time says nothing changed', async () => {
    nock(UPSTREAM)
      .post('/office-api/v1/mailing/unsubscribe', { token: NEWSLETTER_TOKEN })
      .reply(200, {
        data: { to: 'd***@betarena.example', subscribed: false, wasSubscribed: true },
      })
      .post('/office-api/v1/mailing/unsubscribe', { token: NEWSLETTER_TOKEN })
      .reply(200, {
        data: { to: 'd***@betarena.example', subscribed: false, wasSubscribed: false },
      });
    const first = await unsubscribe(
      formPost('/api/account-entry/newsletter?lang=en', { token: NEWSLETTER_TOKEN }),
    );
    expect(first.headers.get('location')).toBe('/en/user/stopnewsletter?done=unsubscribed');
    const second = await unsubscribe(
      bffRequest('/api/account-entry/newsletter', {
        method: 'POST',
        body: { token: NEWSLETTER_TOKEN },
      }),
    );
    expect(await second.json()).toEqual({
      data: { to: 'd***@betarena.example', subscribed: false, wasSubscribed: false },
    });
  });

  it('passes on a link that is not the site’s', async () => {
    nock(UPSTREAM)
      .post('/office-api/v1/mailing/unsubscribe')
      .reply(404, refusal(404, 'token_invalid', 'This link is not valid'));
    const response = await unsubscribe(
      formPost('/api/account-entry/newsletter?lang=ru', { token: NEWSLETTER_TOKEN }),
    );
    expect(response.headers.get('location')).toBe(
      `/ru/user/stopnewsletter?token=${encodeURIComponent(NEWSLETTER_TOKEN)}&error=token_invalid`,
    );
  });

  it('400 for an unknown query parameter', async () => {
    const response = await unsubscribe(
      bffRequest('/api/account-entry/newsletter?lang=en&x=1', {
        method: 'POST',
        body: { token: NEWSLETTER_TOKEN },
      }),
    );
    expect(response.status).toBe(400);
    expect((await errorsOf(response))[0]?.title).toMatch(/"x"/);
  });
});
