/** @jest-environment node */
import nock from 'nock';
import { NextRequest, NextResponse } from 'next/server';
import { z } from 'zod';
import { POST as login } from '@/app/api/auth/login/route';
import { POST as logout } from '@/app/api/auth/logout/route';
import { GET as config } from '@/app/api/config/route';
import { POST as place } from '@/app/api/coupons/route';
import { bffRequest, signIn, SINGLE_REQUEST, UPSTREAM } from '@/app/api/coupons/test-helpers';
import { resetRateLimits } from '@/server/bff/rate-limit';
import { clearConfigCaches } from '@/server/config/site-config';
import { siteConfigFixture } from '@/server/config/site-config.fixture';
import { signGeoOffPass } from '@/server/edge/geo-off';
import { clearEdgeAnswers } from '@/server/edge/upstream-light';
import { DEFAULT_MAX_BODY_BYTES } from './body';
import { handler } from './handler';
import { stubSiteState } from './site-state.fixture';

const demo = {
  type: 'login_password',
  login: 'demo@betarena.example',
  password: 'Demo-2026!',
  isRemember: false,
};
const authorized = () => ({
  data: { status: 'authorized', token: 'e30.e30.sig', refreshKey: 'rk', userId: 1001 },
});

/** A POST as the browser sends it; a stream body needs `duplex: 'half'`. */
function post(path: string, options: { body?: BodyInit; headers?: Record<string, string> }) {
  const init: ConstructorParameters<typeof NextRequest>[1] & { duplex: 'half' } = {
    method: 'POST',
    headers: {
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      'content-type': 'application/json',
      ...options.headers,
    },
    body: options.body,
    duplex: 'half',
  };
  return new NextRequest(new URL(path, 'http://localhost:3000'), init);
}

const ttl = process.env.SITE_CONFIG_TTL_S;
beforeAll(() => {
  process.env.UPSTREAM_URL = UPSTREAM;
  // Each test sets the site's state: the gate reads it afresh on every call.
  process.env.SITE_CONFIG_TTL_S = '0';
  nock.disableNetConnect();
});
afterAll(() => {
  nock.enableNetConnect();
  if (ttl === undefined) delete process.env.SITE_CONFIG_TTL_S;
  else process.env.SITE_CONFIG_TTL_S = ttl;
});
beforeEach(() => {
  nock.cleanAll();
  resetRateLimits();
  clearConfigCaches();
  clearEdgeAnswers();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  expect(nock.pendingMocks()).toEqual([]);
  jest.restoreAllMocks();
  delete process.env.GEO_OFF_KEY;
});

describe('request bodies: 64 KB unless the route says otherwise (413 before the rest is read)', () => {
  it('refuses a declared Content-Length above the limit without reading or asking anyone', async () => {
    const response = await login(
      post('/api/auth/login', {
        body: JSON.stringify(demo),
        headers: { 'content-length': String(10 * 1024 * 1024) },
      }),
    );
    expect(response.status).toBe(413);
    expect((await response.json()).errors[0]).toMatchObject({
      status: '413',
      code: 'payload_too_large',
      title: 'The request body is larger than 64 KB',
    });
  });

  it('counts the body when its Content-Length lies', async () => {
    stubSiteState(UPSTREAM);
    const big = JSON.stringify({ ...demo, password: 'x'.repeat(200 * 1024) });
    const response = await login(
      post('/api/auth/login', { body: big, headers: { 'content-length': '100' } }),
    );
    expect(response.status).toBe(413);
  });

  it('stops reading a chunked body past the limit: 100 MB are never pulled', async () => {
    stubSiteState(UPSTREAM);
    const chunk = new Uint8Array(16 * 1024).fill(0x20);
    let pulled = 0;
    const hundredMegabytes = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 100 * 1024 * 1024) controller.close();
        else {
          pulled += chunk.byteLength;
          controller.enqueue(chunk);
        }
      },
    });
    const started = Date.now();
    const response = await login(post('/api/auth/login', { body: hundredMegabytes }));
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThan(DEFAULT_MAX_BODY_BYTES + 4 * chunk.byteLength);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("honours a route's own limit", async () => {
    const echo = handler(
      { body: z.object({ text: z.string() }), maxBodyBytes: 1024 },
      async ({ body }) => ({ data: body.text.length }),
    );
    stubSiteState(UPSTREAM);
    const small = await echo(
      post('/api/echo', { body: JSON.stringify({ text: 'a'.repeat(500) }) }),
    );
    expect(await small.json()).toEqual({ data: 500 });
    const large = await echo(
      post('/api/echo', { body: JSON.stringify({ text: 'a'.repeat(2000) }) }),
    );
    expect(large.status).toBe(413);
    expect((await large.json()).errors[0].title).toBe('The request body is larger than 1 KB');
  });
});

describe('a closed site (spec 01 §4): state-changing calls obey maintenance and blocks', () => {
  const maintenance = { maintenance: { isActive: true, web_state: 0 } };

  it('refuses sign-in during maintenance with 503 and Retry-After; the upstream is not asked', async () => {
    stubSiteState(UPSTREAM, maintenance);
    const response = await login(post('/api/auth/login', { body: JSON.stringify(demo) }));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('120');
    expect((await response.json()).errors[0]).toMatchObject({ code: 'maintenance' });
  });

  it('refuses a bet while web_state says maintenance; sign-out still works', async () => {
    stubSiteState(UPSTREAM);
    const cookie = await signIn();
    stubSiteState(UPSTREAM, { maintenance: { isActive: false, web_state: 2 }, signedIn: true });
    const bet = await place(
      bffRequest('/api/coupons?lang=en', {
        method: 'POST',
        cookie,
        body: SINGLE_REQUEST,
        headers: { 'x-request-id': 'r-maintenance' },
      }),
    );
    expect(bet.status).toBe(503);
    expect((await bet.json()).errors[0].code).toBe('maintenance');

    nock(UPSTREAM).post('/auth-api/v1/disconnect').reply(204);
    const out = await logout(bffRequest('/api/auth/logout', { method: 'POST', cookie }));
    expect(await out.json()).toEqual({ data: { signedOut: true } });
  });

  it('leaves reading calls alone', async () => {
    nock(UPSTREAM)
      .get('/bff-api/config/all.json')
      .query({ lang: 'en' })
      .reply(200, siteConfigFixture);
    const response = await config(bffRequest('/api/config?lang=en'));
    expect(response.status).toBe(200);
  });

  it('refuses a blocked visitor with 403 and the reason (spec 01 §4 Blocking)', async () => {
    stubSiteState(UPSTREAM, { block: { displayTypeId: 1, templateTypeId: 13 } });
    const response = await login(post('/api/auth/login', { body: JSON.stringify(demo) }));
    expect(response.status).toBe(403);
    expect((await response.json()).errors[0]).toMatchObject({
      code: 'blocked',
      meta: { reason: 13, page: 'block-ua' },
    });
  });

  it('a plain geo_off cookie does not lift a geography block', async () => {
    stubSiteState(UPSTREAM, { block: { displayTypeId: 1, templateTypeId: 1 } });
    const response = await login(
      post('/api/auth/login', { body: JSON.stringify(demo), headers: { cookie: 'geo_off=1' } }),
    );
    expect(response.status).toBe(403);
  });

  it("the geo service's signed pass does", async () => {
    process.env.GEO_OFF_KEY = 'geo-off-test-key-0123456789';
    const pass = await signGeoOffPass(Math.floor(Date.now() / 1000) + 600, process.env.GEO_OFF_KEY);
    stubSiteState(UPSTREAM, { block: { displayTypeId: 1, templateTypeId: 1 } });
    nock(UPSTREAM).post('/auth-api/v1/login').reply(200, authorized());
    const response = await login(
      post('/api/auth/login', {
        body: JSON.stringify(demo),
        headers: { cookie: `geo_off=${pass}` },
      }),
    );
    expect(response.status).toBe(200);
  });

  it('a browser the pages have just shown maintenance is refused at once, the upstream unasked', async () => {
    // The process's own view of the site is still open (the stub is never asked).
    const response = await login(
      post('/api/auth/login', {
        body: JSON.stringify(demo),
        headers: { cookie: 'site_closed=maintenance' },
      }),
    );
    expect(response.status).toBe(503);
    expect((await response.json()).errors[0]).toMatchObject({ code: 'maintenance' });
  });

  it('…and one just shown a site-wide block is refused with its reason', async () => {
    const response = await login(
      post('/api/auth/login', {
        body: JSON.stringify(demo),
        headers: { cookie: 'site_closed=block; block_reason=4' },
      }),
    );
    expect(response.status).toBe(403);
    expect((await response.json()).errors[0]).toMatchObject({
      code: 'blocked',
      meta: { reason: 4, page: 'site-updates' },
    });
  });

  it('a site_closed value of its own invention closes nothing', async () => {
    stubSiteState(UPSTREAM);
    nock(UPSTREAM).post('/auth-api/v1/login').reply(200, authorized());
    const response = await login(
      post('/api/auth/login', {
        body: JSON.stringify(demo),
        headers: { cookie: 'site_closed=1' },
      }),
    );
    expect(response.status).toBe(200);
  });

  it('an open site lets the call through', async () => {
    stubSiteState(UPSTREAM);
    nock(UPSTREAM).post('/auth-api/v1/login').reply(200, authorized());
    const response = await login(post('/api/auth/login', { body: JSON.stringify(demo) }));
    expect(response.status).toBe(200);
  });
});

describe('cookies the BFF sets', () => {
  const withCookie = handler({}, async () => {
    const response = NextResponse.json({ data: null });
    response.cookies.set('pref', '1', { path: '/', sameSite: 'lax' });
    return response;
  });

  it('are Secure over HTTPS', async () => {
    const response = await withCookie(
      new NextRequest('https://betarena.example/api/pref', {
        headers: { host: 'betarena.example', 'x-forwarded-proto': 'https' },
      }),
    );
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('pref='));
    expect(cookie).toMatch(/;\s*Secure/i);
  });

  it('stay as they are over plain HTTP (a local run)', async () => {
    const response = await withCookie(
      new NextRequest('http://localhost:3000/api/pref', { headers: { host: 'localhost:3000' } }),
    );
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('pref='));
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });
});
