import type { ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { TestRedis } from '../redis-server';
import { expect, SANDBOX_URL, sandbox, SITE_PORT, test } from './fixtures';
import { startLoadBalancer } from './load-balancer';
import { newPlayer, PLAYER_PASSWORD } from './players';
import { startSecondSite } from './second-site';

// Two instances of the site behind a load balancer, on one sandbox and one Redis (issue 24,
// docs/deployment.md): what one instance learns, the other knows. Lanes are 10 ports apart;
// page-cache.spec.ts starts a site at +85 and faults.spec.ts at +90 and +92.
const BALANCER_PORT = SITE_PORT + 86;
const INSTANCE_PORTS = [SITE_PORT + 87, SITE_PORT + 88];
const ORIGIN = `http://localhost:${BALANCER_PORT}`;
/** The site config is re-read this often: the change a test makes shows on both within it. */
const CONFIG_TTL_S = 3;
const [A, B] = ['0', '1'];

let redis: TestRedis;
let balancer: Server;
const sites: ChildProcess[] = [];
let addresses = 0;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  redis = await TestRedis.start();
  const env = {
    UPSTREAM_URL: SANDBOX_URL,
    REDIS_URL: redis.url,
    REDIS_PREFIX: `e2e-${SITE_PORT}:`,
    SESSION_SECRET: 'instances-spec-session-secret-0123456789abcdef',
    SITE_CONFIG_TTL_S: String(CONFIG_TTL_S),
    PAGE_CACHE_TTL_MS: '0',
    TRUSTED_PROXIES: '127.0.0.1,::1',
  };
  // Each instance with a revocation file of its own, as on machines of their own: only Redis
  // is shared.
  const started = await Promise.all(
    INSTANCE_PORTS.map((port) =>
      startSecondSite(port, { ...env, REVOCATION_FILE: `var/e2e/revoked-instance-${port}.jsonl` }),
    ),
  );
  sites.push(...started);
  balancer = await startLoadBalancer(BALANCER_PORT, INSTANCE_PORTS);
});

test.afterAll(async () => {
  for (const site of sites.splice(0)) site.kill('SIGTERM');
  await new Promise((resolve) => balancer?.close(resolve));
  await redis?.stop();
});

/** A client of the balancer from an address of its own (per-address limits never meet). */
async function client(): Promise<APIRequestContext> {
  addresses += 1;
  return playwrightRequest.newContext({
    baseURL: ORIGIN,
    extraHTTPHeaders: { origin: ORIGIN, 'x-forwarded-for': `203.0.113.${addresses}` },
  });
}

const on = (instance: string) => ({ headers: { 'x-instance': instance } });

/** A password sign-in on `instance`, as the login form sends it. */
function postLogin(
  api: APIRequestContext,
  instance: string,
  login: string,
  password = PLAYER_PASSWORD,
) {
  return api.post('/api/auth/login', {
    ...on(instance),
    data: { type: 'login_password', login, password, isRemember: false },
  });
}

/**
 * Signs out on `instance` while the upstream does not hear of it (its call fails), so the token
 * inside the cookie still works there: only the site's list of ended sessions stops a copy.
 */
async function signOutUnheard(api: APIRequestContext, instance: string) {
  await sandbox('faults', {
    body: { mode: 'status', status: 503, pathPrefix: '/auth-api/v1/disconnect', times: 5 },
  });
  expect((await api.post('/api/auth/logout', { ...on(instance), data: {} })).status()).toBe(200);
  await sandbox('faults', { method: 'DELETE' });
}

async function signIn(api: APIRequestContext, email: string, instance: string) {
  const answer = await postLogin(api, instance, email);
  expect(answer.status(), await answer.text()).toBe(200);
}

type StoredCookie = Awaited<ReturnType<APIRequestContext['storageState']>>['cookies'][number];

/** The session cookie of `api`, and as a header another client can present. */
async function sessionCookie(api: APIRequestContext): Promise<[string, StoredCookie]> {
  const { cookies } = await api.storageState();
  const session = cookies.find((cookie) => cookie.name.endsWith('sb-session'));
  if (!session) throw new Error('no session cookie after signing in');
  return [`${session.name}=${session.value}`, session];
}

async function accountsStatus(cookie: string, instance: string): Promise<number> {
  const api = await client();
  const answer = await api.get('/api/accounts', { headers: { cookie, 'x-instance': instance } });
  await api.dispose();
  return answer.status();
}

test('a sign-out on one instance ends a copy of the cookie on the other', async ({ browser }) => {
  const player = await newPlayer('instances');
  const api = await client();
  await signIn(api, player.email, A);
  const [copied, stored] = await sessionCookie(api);
  expect(await accountsStatus(copied, B)).toBe(200);

  await signOutUnheard(api, A);
  expect(await accountsStatus(copied, B)).toBe(401);
  expect(await accountsStatus(copied, A)).toBe(401);

  // In a browser holding the copy, the office on either instance asks to log in.
  const context = await browser.newContext({ baseURL: ORIGIN });
  await context.addCookies([stored]);
  const page = await context.newPage();
  for (const instance of [A, B]) {
    await page.setExtraHTTPHeaders({ 'x-instance': instance });
    await page.goto('/en/office/personal');
    await expect(page).toHaveURL(/\/en\/user\/login\?returnUrl=/);
  }
  await context.close();
  await api.dispose();
});

test('the sign-in limit of one address counts the attempts on both instances', async () => {
  const api = await client();
  const statuses: number[] = [];
  // 20 wrong passwords, every one on another account (no account reaches its captcha step),
  // taking turns between the instances; the 21st is refused on either.
  for (let attempt = 0; attempt < 22; attempt += 1) {
    const instance = attempt % 2 ? B : A;
    const answer = await postLogin(api, instance, `nobody-${attempt}@example.test`, 'Wrong-2026!');
    statuses.push(answer.status());
  }
  expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
  expect(statuses.slice(20)).toEqual([429, 429]);
  await api.dispose();
});

test('a captcha pass is good once across both instances', async () => {
  const api = await client();
  const login = `captcha-${Date.now()}@example.test`;
  const recover = (instance: string, captcha?: string) =>
    api.post('/api/auth/password/recovery', {
      headers: { 'x-instance': instance, ...(captcha ? { 'x-captcha': captcha } : {}) },
      data: { login },
    });
  // Three codes for one login are free, whichever instance sends them; the fourth asks.
  for (const instance of [A, B, A]) expect((await recover(instance)).status()).toBe(200);
  const asked = await recover(B);
  expect(asked.status()).toBe(400);
  expect((await asked.json()).errors[0].code).toBe('captcha_required');

  // Solved on A…
  const image = await api.get('/api/auth/captcha', on(A));
  const { key } = ((await image.json()) as { data: { key: string } }).data;
  const challenge = await fetch(`${SANDBOX_URL}/__sandbox/captcha/${key}`);
  const { answer } = ((await challenge.json()) as { data: { answer: string } }).data;
  const verdict = await api.post('/api/auth/captcha', { ...on(A), data: { key, answer } });
  const token = ((await verdict.json()) as { data: { captchaToken?: string } }).data.captchaToken;
  expect(token).toBeTruthy();
  // …taken on B, and then no good on either.
  expect((await recover(B, token)).status()).toBe(200);
  for (const instance of [A, B]) {
    const reused = await recover(instance, token);
    expect(reused.status()).toBe(400);
    expect((await reused.json()).errors[0].code).toBe('captcha_required');
  }
  await api.dispose();
});

test('a config change reaches both instances within its TTL, with one upstream call', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: ORIGIN });
  const page = await context.newPage();
  const signUpShown = async (instance: string) => {
    await page.setExtraHTTPHeaders({ 'x-instance': instance });
    await page.goto('/ru');
    return page.getByRole('banner').getByRole('link', { name: 'Регистрация' }).count();
  };
  expect(await signUpShown(A)).toBe(1);
  expect(await signUpShown(B)).toBe(1);

  // The pages read the Russian config; the middleware's own light read is in English.
  await sandbox('requests', { method: 'DELETE' });
  await sandbox('site-config', { method: 'PATCH', body: { isRegistrationAllowed: false } });
  await expect
    .poll(async () => (await signUpShown(A)) + (await signUpShown(B)), {
      // The TTL, and room for the pages asked meanwhile on a busy machine.
      timeout: (CONFIG_TTL_S + 7) * 1000,
      intervals: [250],
    })
    .toBe(0);
  const log = (await sandbox('requests?path=/bff-api/config/all.json', { method: 'GET' })) as {
    data: { query: Record<string, string> }[];
  };
  expect(log.data.filter((call) => call.query.lang === 'ru')).toHaveLength(1);
  await context.close();
});

test('Redis killed mid-run: pages keep answering, sign-in says 503, and all recovers', async () => {
  test.slow();
  const player = await newPlayer('outage');
  const api = await client();
  await signIn(api, player.email, A);
  const [cookie] = await sessionCookie(api);
  const visitor = await client();

  await redis.stop();
  for (const instance of [A, B]) {
    for (const path of ['/en', '/en/line/all/football', '/ru/casino']) {
      const answer = await visitor.get(path, on(instance));
      expect(answer.status(), `${path} on ${instance}`).toBe(200);
    }
    // A signed-in page still opens: the session check decides by its local copy.
    expect(await accountsStatus(cookie, instance)).toBe(200);
    const office = await api.get('/en/office/personal', { ...on(instance), maxRedirects: 0 });
    expect(office.status()).toBe(200);
    // Sign-in cannot count its attempts: a clear 503 with Retry-After, never a 500.
    const refused = await postLogin(visitor, instance, player.email);
    expect(refused.status()).toBe(503);
    expect(refused.headers()['retry-after']).toBe('30');
    expect((await refused.json()).errors[0].code).toBe('limits_unavailable');
  }
  // A sign-out during the outage (the upstream not hearing of it either) holds on its own
  // instance at once…
  await signOutUnheard(api, A);
  expect(await accountsStatus(cookie, A)).toBe(401);

  // …and on the other once Redis is back, which the instances pick up without a restart.
  await redis.start();
  await expect
    .poll(async () => await accountsStatus(cookie, B), { timeout: 15_000, intervals: [250] })
    .toBe(401);
  await expect
    .poll(
      async () => {
        const fresh = await client();
        const answer = await postLogin(fresh, B, player.email);
        await fresh.dispose();
        return answer.status();
      },
      { timeout: 15_000, intervals: [250] },
    )
    .toBe(200);
  await api.dispose();
  await visitor.dispose();
});
