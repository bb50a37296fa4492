/** @jest-environment node */
import Database from 'better-sqlite3';
import { siteConfigAnswerSchema } from '@contract/config';
import { SCHEMA_VERSION } from './store';
import type { TestSandbox } from './test-harness';
import { removeDb, startTestSandbox, tempDbPath } from './test-harness';

const CONFIG = '/bff-api/config/all.json?lang=en';

let sandbox: TestSandbox;

afterEach(async () => {
  await sandbox.close();
  removeDb(sandbox.dbPath);
});

async function siteConfig(running: TestSandbox = sandbox) {
  const answer = await running.call('GET', CONFIG);
  expect(answer.status).toBe(200);
  return siteConfigAnswerSchema.parse(answer.body);
}

describe('the control API', () => {
  beforeEach(async () => {
    sandbox = await startTestSandbox();
  });

  it('answers health', async () => {
    expect(await sandbox.call('GET', '/__sandbox/health')).toMatchObject({
      status: 200,
      body: { ok: true },
    });
  });

  it('answers 404 in the error shape for an unknown path and 405 for a wrong method', async () => {
    const missing = await sandbox.call('GET', '/bff-api/config/nothing');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      errors: [
        { status: '404', title: 'Not found', detail: 'no route for GET /bff-api/config/nothing' },
      ],
    });

    const wrongMethod = await sandbox.call('DELETE', '/bff-api/config/all.json');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET');
  });

  it('switches maintenance on with its times', async () => {
    const put = await sandbox.call('PUT', '/__sandbox/maintenance', {
      isActive: true,
      web_state: 1,
      started_at: '2026-05-01T10:00:00Z',
      ended_at: '2026-05-01T12:00:00Z',
    });
    expect(put.status).toBe(200);

    expect((await siteConfig()).maintenance).toEqual({
      started_at: '2026-05-01T10:00:00Z',
      ended_at: '2026-05-01T12:00:00Z',
      notify_started_at: null,
      notify_ended_at: null,
      isActive: true,
      web_state: 1,
    });
  });

  it.each([
    [{ web_state: 'on' }, '/web_state'],
    [{ started_at: 'tomorrow' }, '/started_at'],
    [{ isActive: true, colour: 'red' }, '/'],
  ])('rejects the maintenance patch %j', async (body, pointer) => {
    const answer = await sandbox.call('PUT', '/__sandbox/maintenance', body);

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      errors: [expect.objectContaining({ status: '400', source: { pointer } })],
    });
  });

  it('patches the site config and validates the patch', async () => {
    const patched = await sandbox.call('PATCH', '/__sandbox/site-config', {
      isRegistrationAllowed: false,
      availableRoutes: [13],
    });
    expect(patched.status).toBe(200);
    expect((await siteConfig()).siteConfig).toMatchObject({
      isRegistrationAllowed: false,
      availableRoutes: [13],
      isVipDomain: false,
    });

    const rejected = await sandbox.call('PATCH', '/__sandbox/site-config', { minAge: -1 });
    expect(rejected.status).toBe(400);
    expect(rejected.body).toEqual({
      errors: [expect.objectContaining({ detail: expect.stringMatching(/^minAge: /) })],
    });
  });

  it('rejects languages with duplicate codes', async () => {
    const answer = await sandbox.call('PATCH', '/__sandbox/languages', {
      languages: [
        { id: 1, code: 'en', name: 'English' },
        { id: 2, code: 'en', name: 'English again' },
      ],
    });

    expect(answer.status).toBe(400);
  });

  it('records the headers of upstream calls, newest last, filtered by path prefix', async () => {
    const headers = {
      'x-request-origin': 'https://betarena.example',
      'x-app-name': 'sportsbook-web',
      authorization: 'Bearer token-1',
      'x-fingerprint-token': 'fp-1',
    };
    await sandbox.call('GET', '/bff-api/config/all.json?lang=ru', undefined, headers);
    await sandbox.call('POST', '/blocks-api/api/v2/block', { auth: true, url: '/ru' }, headers);
    await sandbox.call('GET', '/bff-api/config/group/get?groups=seo', undefined, headers);

    const answer = await sandbox.call('GET', '/__sandbox/requests?path=/bff-api/');
    const requests = (answer.body as { data: Record<string, unknown>[] }).data;

    expect(requests.map((request) => request.path)).toEqual([
      '/bff-api/config/all.json',
      '/bff-api/config/group/get',
    ]);
    expect(requests[0]).toMatchObject({
      method: 'GET',
      query: { lang: 'ru' },
      headers: expect.objectContaining(headers),
    });

    const all = await sandbox.call('GET', '/__sandbox/requests');
    const blockCall = (all.body as { data: Record<string, unknown>[] }).data[1];
    expect(blockCall).toMatchObject({ method: 'POST', body: { auth: true, url: '/ru' } });
  });

  it('keeps only the last 200 requests', async () => {
    for (let index = 0; index < 205; index += 1) {
      await sandbox.call('GET', `/blocks-api/api/v1/block/light?stage=${index}`);
    }

    const answer = await sandbox.call('GET', '/__sandbox/requests');
    const requests = (answer.body as { data: { query: { stage: string } }[] }).data;
    expect(requests).toHaveLength(200);
    expect(requests[0]?.query.stage).toBe('5');
    expect(requests.at(-1)?.query.stage).toBe('204');
  });

  it('counts every request by path since the log was emptied, beyond what it keeps', async () => {
    await sandbox.call('DELETE', '/__sandbox/requests');
    for (let index = 0; index < 205; index += 1) {
      await sandbox.call('GET', `/blocks-api/api/v1/block/light?stage=${index}`);
    }
    await sandbox.call('GET', '/bff-api/config/all.json?lang=en');

    const counts = await sandbox.call('GET', '/__sandbox/requests/counts?path=/blocks-api/');
    expect(counts.body).toEqual({ data: { '/blocks-api/api/v1/block/light': 205 } });
    await sandbox.call('DELETE', '/__sandbox/requests');
    const emptied = await sandbox.call('GET', '/__sandbox/requests/counts');
    expect(emptied.body).toEqual({ data: {} });
  });
});

describe('faults', () => {
  beforeEach(async () => {
    sandbox = await startTestSandbox();
  });

  it('answers the armed status the given number of times, then normally', async () => {
    const armed = await sandbox.call('POST', '/__sandbox/faults', {
      pathPrefix: '/bff-api/config/all.json',
      status: 503,
      times: 2,
    });
    expect(armed.status).toBe(201);

    expect((await sandbox.call('GET', CONFIG)).status).toBe(503);
    expect((await sandbox.call('GET', '/bff-api/config/group/get?groups=seo')).status).toBe(200);
    const second = await sandbox.call('GET', CONFIG);
    expect(second.status).toBe(503);
    expect(second.body).toEqual({
      errors: [expect.objectContaining({ status: '503', title: 'Injected fault' })],
    });
    expect((await sandbox.call('GET', CONFIG)).status).toBe(200);
  });

  it('waits delayMs before answering', async () => {
    await sandbox.call('POST', '/__sandbox/faults', {
      pathPrefix: '/blocks-api/',
      status: 504,
      times: 1,
      delayMs: 150,
    });

    const started = performance.now();
    const answer = await sandbox.call('GET', '/blocks-api/api/v1/block/light');

    expect(answer.status).toBe(504);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('closes promptly while a delayed fault is pending', async () => {
    await sandbox.call('POST', '/__sandbox/faults', {
      pathPrefix: '/bff-api/',
      status: 503,
      times: 1,
      delayMs: 30_000,
    });
    const consoleError = jest.spyOn(console, 'error');

    try {
      const pending = fetch(`${sandbox.url}${CONFIG}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const started = performance.now();
      await sandbox.close();

      expect(performance.now() - started).toBeLessThan(1000);
      await expect(pending).rejects.toThrow();
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      consoleError.mockRestore();
    }
  });

  it('drops the connection for status 0', async () => {
    await sandbox.call('POST', '/__sandbox/faults', {
      pathPrefix: '/bff-api/',
      status: 0,
      times: 1,
    });

    await expect(fetch(`${sandbox.url}${CONFIG}`)).rejects.toThrow();
    expect((await sandbox.call('GET', CONFIG)).status).toBe(200);
  });

  it('never applies to the control API, and is cleared by DELETE', async () => {
    await sandbox.call('POST', '/__sandbox/faults', { pathPrefix: '/', status: 500, times: 5 });

    expect((await sandbox.call('GET', '/__sandbox/health')).status).toBe(200);
    expect((await sandbox.call('DELETE', '/__sandbox/faults')).status).toBe(200);
    expect((await sandbox.call('GET', CONFIG)).status).toBe(200);
  });

  it.each([
    [{ pathPrefix: 'bff-api', status: 503, times: 1 }],
    [{ pathPrefix: '/bff-api', status: 200, times: 1 }],
    [{ pathPrefix: '/bff-api', status: 503, times: 0 }],
    [{ pathPrefix: '/bff-api', status: 503, times: 1, delayMs: -5 }],
  ])('rejects the fault %j', async (fault) => {
    expect((await sandbox.call('POST', '/__sandbox/faults', fault)).status).toBe(400);
  });
});

describe('reset', () => {
  beforeEach(async () => {
    sandbox = await startTestSandbox();
  });

  it('drops every change and re-seeds the demo data', async () => {
    await sandbox.call('PUT', '/__sandbox/maintenance', { isActive: true, web_state: 1 });
    await sandbox.call('PATCH', '/__sandbox/site-config', { companyName: 'Other' });
    await sandbox.call('PUT', '/__sandbox/block', { displayTypeId: 1, templateTypeId: 4 });
    await sandbox.call('DELETE', '/__sandbox/redirects');
    await sandbox.call('POST', '/__sandbox/faults', { pathPrefix: '/bff', status: 503, times: 9 });

    expect((await sandbox.call('POST', '/__sandbox/reset')).status).toBe(200);

    const config = await siteConfig();
    expect(config.maintenance.isActive).toBe(false);
    expect(config.siteConfig.companyName).toBe('Bet Arena');
    const block = await sandbox.call('GET', '/blocks-api/api/v1/block/light');
    expect(block.body).toEqual({ data: { displayTypeId: 0, templateTypeId: null } });
    const redirect = await sandbox.call(
      'POST',
      '/redirects-api/api/v1/redirect-light',
      { url: '/en/old-bonus' },
      { 'x-redirects-auth': 'sandbox-redirects-key' },
    );
    expect(redirect.body).toMatchObject({ data: { redirect: true } });
  });
});

describe('persistence', () => {
  it('keeps control changes across a restart on the same database file', async () => {
    const dbPath = tempDbPath();
    const first = await startTestSandbox({ dbPath });
    await first.call('PUT', '/__sandbox/maintenance', { isActive: true, web_state: 2 });
    await first.call('POST', '/__sandbox/block-rules', {
      urlPrefix: '/en/poker',
      displayTypeId: 1,
      templateTypeId: 13,
    });
    await first.call('PUT', '/__sandbox/config-groups/cookieConsent', { isPopupEnabled: false });
    await first.call('PATCH', '/__sandbox/languages', { hiddenLanguages: ['ru'] });
    await first.call('POST', '/__sandbox/faults', { pathPrefix: '/bff', status: 503, times: 3 });
    await first.close();

    sandbox = await startTestSandbox({ dbPath });
    const config = await siteConfig();
    expect(config.maintenance).toMatchObject({ isActive: true, web_state: 2 });
    expect(config.hiddenLanguages).toEqual(['ru']);
    const groups = await sandbox.call('GET', '/bff-api/config/group/get?groups=cookieConsent');
    expect(groups.body).toEqual({ data: { cookieConsent: { isPopupEnabled: false } } });
    const page = await sandbox.call('POST', '/blocks-api/api/v2/block', {
      auth: false,
      url: '/en/poker/holdem',
    });
    expect(page.body).toEqual({ data: { displayTypeId: 1, templateTypeId: 13 } });
  });

  it('stores the schema version in user_version and uses WAL', async () => {
    sandbox = await startTestSandbox();
    await sandbox.close();

    const db = new Database(sandbox.dbPath, { readonly: true });
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    } finally {
      db.close();
    }
  });

  it('answers a generic 500 without internals when its own state is broken', async () => {
    const dbPath = tempDbPath();
    const first = await startTestSandbox({ dbPath });
    await first.close();
    const db = new Database(dbPath);
    db.prepare("UPDATE documents SET value = '{\"broken\":true}' WHERE name = 'siteConfig'").run();
    db.close();
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    try {
      sandbox = await startTestSandbox({ dbPath });
      const answer = await sandbox.call('GET', CONFIG);

      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({
        errors: [{ status: '500', title: 'Internal server error', detail: 'unexpected error' }],
      });
      expect(consoleError).toHaveBeenCalled();
    } finally {
      consoleError.mockRestore();
    }
  });
});
