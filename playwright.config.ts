import { defineConfig, devices } from '@playwright/test';
import { availableParallelism, totalmem } from 'node:os';

/** Ports of the servers the suite starts, apart from the 3000/4010 of `npm start`. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4110);
export const E2E_GEO_OFF_KEY = 'e2e-geo-off-key-2026-0123456789';

/**
 * The suite runs in lanes, one worker each, every lane against its own site and sandbox (ports
 * 10 apart, its own database): tests of different lanes never see each other's sandbox changes.
 * A lane is a site, a sandbox and a browser: about one core and 1.5 GB busy. By default there are
 * as many lanes as cores (at most 4) that the memory can hold; E2E_LANES sets the number.
 */
function lanesForThisMachine(): number {
  const byMemory = Math.floor(totalmem() / (1.5 * 1024 ** 3));
  return Math.max(1, Math.min(4, availableParallelism(), byMemory));
}
export const E2E_LANES = Number(process.env.E2E_LANES ?? lanesForThisMachine());

/**
 * How much longer than usual the machine may take: every budget of the suite (a test's, an
 * expectation's, a navigation's) is multiplied by it. E2E_SLOWNESS sets it for a machine known to
 * be slow; by default it is 1. The budgets below are ceilings, never waits: a passing test takes
 * the same time whatever they are, so they are set for a busy day (a second core taken by another
 * job), not for a quiet one.
 */
export const E2E_SLOWNESS = Math.max(1, Number(process.env.E2E_SLOWNESS ?? 1) || 1);
/** A test's budget: one that walks many pages says so with `test.slow()` (three times this). */
const TEST_TIMEOUT_MS = 60_000 * E2E_SLOWNESS;
/** How long an expectation waits for the page to show what it asks for. */
const EXPECT_TIMEOUT_MS = 10_000 * E2E_SLOWNESS;
/** A page load or navigation, including its first render on a fresh server. */
export const NAVIGATION_TIMEOUT_MS = 30_000 * E2E_SLOWNESS;
export const lanePort = (port: number, lane: number) => port + lane * 10;

/**
 * How long the suite's sites reuse upstream answers (the site config, the line): short, so a
 * change a test makes through the sandbox shows at once, yet long enough to exercise the caches.
 */
export const E2E_CACHE_TTL_MS = 400;
/**
 * How long the suite's sites let anonymous visitors share a rendered page
 * (server/http/page-cache.mjs): a page may show an upstream answer for this long after that
 * answer lapsed. page-cache.spec.ts tests the copies on a site of its own with a longer one.
 */
export const E2E_PAGE_CACHE_TTL_MS = 200;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  workers: E2E_LANES,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: TEST_TIMEOUT_MS,
  expect: { timeout: EXPECT_TIMEOUT_MS },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // baseURL is the lane's site (tests/e2e/fixtures.ts).
  use: {
    // A failed test keeps its trace: every step's DOM, network and console. Without the trace's
    // film strip (a screenshot per frame, about a tenth of the suite's CPU): the failure's own
    // screenshot below shows the page as it failed.
    trace: { mode: 'retain-on-failure', screenshots: false },
    navigationTimeout: NAVIGATION_TIMEOUT_MS,
    actionTimeout: EXPECT_TIMEOUT_MS,
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: Array.from({ length: E2E_LANES }, (_, lane) => ({
    // The production build with its own sandbox upstream on a fresh database.
    command: 'node server/cli/start.mjs --no-build',
    url: `http://127.0.0.1:${lanePort(E2E_PORT, lane)}/en`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env: {
      PORT: String(lanePort(E2E_PORT, lane)),
      SANDBOX_PORT: String(lanePort(E2E_SANDBOX_PORT, lane)),
      SANDBOX_DB: (process.env.E2E_SANDBOX_DB ?? 'var/e2e/sandbox.db').replace(
        /\.db$/,
        lane === 0 ? '.db' : `-${lane}.db`,
      ),
      // Changes made through the sandbox show once the cached answers lapse.
      SITE_CONFIG_TTL_S: String(E2E_CACHE_TTL_MS / 1000),
      LINE_CACHE_TTL_MS: String(E2E_CACHE_TTL_MS),
      PAGE_CACHE_TTL_MS: String(E2E_PAGE_CACHE_TTL_MS),
      // The browser reaches the site from loopback, as a proxy would: specs that sign in often
      // give themselves an address of their own with X-Forwarded-For (per-address rate limits).
      TRUSTED_PROXIES: '127.0.0.1,::1',
      // The key the geo service signs geo-off passes with (server/edge/geo-off.ts).
      GEO_OFF_KEY: E2E_GEO_OFF_KEY,
      NEXT_TELEMETRY_DISABLED: '1',
    },
  })),
});
