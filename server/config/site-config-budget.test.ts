/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NoSiteConfigError } from '@/server/upstream/errors';
import { CONFIG_BUDGET_MS, clearConfigCaches, loadSiteConfig } from './site-config';

/** An upstream that takes every request and never answers. */
let server: Server;
let asked = 0;

beforeAll(async () => {
  server = createServer(() => {
    asked += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.UPSTREAM_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.SITE_CONFIG_TTL_S = '30';
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  delete process.env.UPSTREAM_URL;
});

beforeEach(() => {
  asked = 0;
  clearConfigCaches();
});

const identity = { origin: 'http://localhost:3000', countryCode: 'ru' };

describe('the site config with the upstream hanging', () => {
  it('is "no site config" within the page budget, and the next page is told at once', async () => {
    let started = Date.now();
    await expect(loadSiteConfig('en', identity)).rejects.toBeInstanceOf(NoSiteConfigError);
    // Without the budget, five retries of a hang would take many seconds; a busy machine's
    // late timers stay well within twice the budget.
    expect(Date.now() - started).toBeLessThan(CONFIG_BUDGET_MS * 2);

    started = Date.now();
    await expect(loadSiteConfig('ru', identity)).rejects.toBeInstanceOf(NoSiteConfigError);
    // Told at once: no wait of a budget, and the upstream is not asked again.
    expect(Date.now() - started).toBeLessThan(CONFIG_BUDGET_MS / 2);
    expect(asked).toBe(1);
  });
});
