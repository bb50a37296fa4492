import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  test as base,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
} from '@playwright/test';
import { createHmac } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  E2E_CACHE_TTL_MS,
  E2E_GEO_OFF_KEY,
  E2E_PAGE_CACHE_TTL_MS,
  E2E_PORT,
  E2E_SANDBOX_PORT,
  E2E_SLOWNESS,
  lanePort,
} from '../../playwright.config';

/** This worker's lane (playwright.config.ts): Playwright numbers the workers that run at once. */
export const LANE = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
/** The lane's site port; a spec that starts a site of its own counts from it. */
export const SITE_PORT = lanePort(E2E_PORT, LANE);
export const SANDBOX_URL = `http://127.0.0.1:${lanePort(E2E_SANDBOX_PORT, LANE)}`;
/** The site as the browser asks for it (the baseURL of every test). */
export const SITE_ORIGIN = `http://localhost:${SITE_PORT}`;

/**
 * A geo-off pass as the operator's geo service signs it (docs/decisions.md "geo_off is a signed
 * pass"), made here with Node's own HMAC: a second implementation of the format.
 */
export function signedGeoOffPass(validForS = 600): string {
  const expiry = Math.floor(Date.now() / 1000) + validForS;
  const signature = createHmac('sha256', E2E_GEO_OFF_KEY)
    .update(`geo_off.${expiry}`)
    .digest('base64url');
  return `${expiry}.${signature}`;
}

/** What each page load a test makes adds to its budget. */
const PAGE_LOAD_MS = 5_000 * E2E_SLOWNESS;

let changed = false;
/** Whether a change may show in an answer the site shares between visitors and caches. */
let changedShared = false;

/**
 * Control paths that change one player's data only (a player, their accounts, limits, coupons,
 * documents, messages): the site caches no answer that depends on them across visitors, and the
 * next test has a player of its own, so putting them back needs no wait for caches to lapse.
 */
const PLAYER_ONLY_PATH =
  /^(?:users|accounts)(?:\/|$)|^(?:limits|coupons|verification|manager|ideas)\//;

/**
 * Waits until the site's cached upstream answers have lapsed (E2E_CACHE_TTL_MS), and the shared
 * copies of pages drawn from them too (E2E_PAGE_CACHE_TTL_MS).
 */
export function cachesLapse(): Promise<void> {
  return new Promise((resolve) =>
    setTimeout(resolve, E2E_CACHE_TTL_MS + E2E_PAGE_CACHE_TTL_MS + 200),
  );
}

/**
 * Waits until the lane's site renders its home page. A site asks for its config on its first
 * request; on a busy machine that first answer from a cold sandbox may come later than the
 * middleware waits (800 ms), and the site then shows maintenance until its circuit closes again
 * (faults.spec.ts tests that). The readiness check of the web server counts any answer, so the
 * first test would otherwise meet that second.
 */
async function siteHasItsConfig(): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const response = await fetch(`${SITE_ORIGIN}/en`, { redirect: 'manual' }).catch(() => null);
    if (response?.status === 200) return;
    if (Date.now() > deadline) {
      throw new Error(`The site at ${SITE_ORIGIN} has no config (/en: ${response?.status})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Calls the sandbox's control API (docs/upstream-contract.md "Control API"). */
export async function sandbox(path: string, init?: { method?: string; body?: unknown }) {
  if ((init?.method ?? 'POST') !== 'GET') {
    changed = true;
    if (!PLAYER_ONLY_PATH.test(path)) changedShared = true;
  }
  const response = await fetch(`${SANDBOX_URL}/__sandbox/${path}`, {
    method: init?.method ?? 'POST',
    headers: { 'content-type': 'application/json' },
    body: init?.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`sandbox ${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<unknown>;
}

/** No serious or critical accessibility violation on the page as it stands. */
/**
 * A full-page screenshot to look at, saved as `<E2E_SHOTS_DIR>/<name>.png` when that variable
 * names a folder (`E2E_SHOTS_DIR=/tmp/shots npx playwright test …`); the everyday run skips it.
 */
export async function lookAt(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SHOTS_DIR;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: join(folder, `${name}.png`), fullPage: true });
}

/** Pages this worker checked in full, by address and element count, with the theme then. */
const checkedInFull = new Map<string, string>();

/**
 * axe's serious and critical violations of the page. A page already checked in full in the other
 * theme (same address, same number of elements: the same document but for its colours) is checked
 * again only for what the theme changes, the colour rules: the structural rules would repeat.
 */
export async function expectAccessible(page: Page) {
  const { key, theme } = await page.evaluate(() => ({
    key: `${location.pathname}${location.search}|${document.getElementsByTagName('*').length}`,
    theme: document.documentElement.dataset.theme ?? '',
  }));
  const seenIn = checkedInFull.get(key);
  const coloursOnly = seenIn !== undefined && seenIn !== theme;
  const builder = new AxeBuilder({ page });
  if (coloursOnly) builder.withRules(['color-contrast', 'link-in-text-block']);
  else checkedInFull.set(key, theme);
  const results = await builder.analyze();
  const blocking = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    blocking.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

/**
 * Puts the sandbox back to its demo data. The demo data is the same after every reset (the line
 * of the same games and odds, the same config and content), so the site's cached answers need to
 * lapse only when a shared answer was changed (`waitForCaches`).
 */
async function resetSandbox(waitForCaches: boolean) {
  await sandbox('reset');
  changed = false;
  changedShared = false;
  if (waitForCaches) await cachesLapse();
}

/**
 * Collects what the browser reports as broken on every page of the contexts it watches: console
 * errors (Chromium logs failed loads and CSP refusals there too), uncaught page errors, and CSP
 * violations (reported by an init script, so a refusal the browser does not log is still seen).
 * Issue 9 §11: no page may log a CSP violation, and no test passes with an error it did not ask for.
 */
export class ConsoleGuard {
  private readonly logged: string[] = [];
  private readonly expected: { pattern: RegExp; required: boolean }[] = [];
  private readonly watched = new WeakSet<BrowserContext>();
  private stopped = false;

  /** Called on every page load in a watched context (the test's budget grows with its work). */
  constructor(private readonly onPageLoad: () => void = () => undefined) {}

  async watch(context: BrowserContext): Promise<void> {
    if (this.watched.has(context)) return;
    this.watched.add(context);
    const countLoads = (page: Page) => page.on('load', () => this.onPageLoad());
    context.pages().forEach(countLoads);
    context.on('page', countLoads);
    await context.addInitScript(() => {
      document.addEventListener(
        'securitypolicyviolation',
        (event) =>
          console.error(
            `CSP violation: ${event.effectiveDirective} refused ${event.blockedURI || 'inline'}` +
              ` (${event.sourceFile || document.URL}:${event.lineNumber})`,
          ),
        true,
      );
    });
    context.on('console', (message) => {
      if (message.type() === 'error') this.record(message.page(), describe(message));
    });
    context.on('weberror', (error) =>
      this.record(error.page(), `uncaught ${error.error().stack ?? error.error().message}`),
    );
  }

  /** Watches every context the test opens itself through `browser.newContext()`/`newPage()`. */
  watchNewContexts(
    browser: Browser,
    prepare: (context: BrowserContext) => Promise<void> = async () => undefined,
  ): () => void {
    const newContext = browser.newContext;
    browser.newContext = async (options) => {
      const context = await newContext.call(browser, options);
      await this.watch(context);
      await prepare(context);
      return context;
    };
    return () => {
      browser.newContext = newContext;
    };
  }

  expect(pattern: RegExp, required = true): void {
    this.expected.push({ pattern, required });
  }

  /** Stops listening: what closing the pages logs is not the test's doing. */
  stop(): void {
    this.stopped = true;
  }

  /** Errors no expectation covers, and expectations no error met. */
  problems(): string[] {
    const unexpected = this.logged.filter(
      (line) => !this.expected.some(({ pattern }) => pattern.test(line)),
    );
    const unmet = this.expected.filter(
      ({ pattern, required }) => required && !this.logged.some((line) => pattern.test(line)),
    );
    return [
      ...unexpected,
      ...unmet.map(
        ({ pattern }) => `expected a console error matching ${pattern}, none was logged`,
      ),
    ];
  }

  private record(page: Page | null, text: string) {
    if (!this.stopped) this.logged.push(`${page?.url() ?? 'browser'}: ${text}`);
  }
}

/** The message with the address it concerns (a failed load names its resource only there). */
function describe(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  return url ? `${message.text()} [${url}${lineNumber ? `:${lineNumber}` : ''}]` : message.text();
}

/**
 * The console line Chromium logs for a request answered with an error status, or failed with a
 * network error (`'net::ERR_FAILED'` for a route the test aborts), for a test that asks for that
 * answer on purpose: `expectConsoleError(failedLoad(401, '/api/auth/login'))`.
 */
export function failedLoad(status: number | `net::${string}`, path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const cause =
    typeof status === 'number' ? `the server responded with a status of ${status} .*` : status;
  return new RegExp(
    `: Failed to load resource: ${cause} \\[[a-z]+:\\/\\/[^/\\]]+${escaped}(\\?[^\\]]*)?\\]$`,
  );
}

/**
 * The cookie choice every browser context starts with (the consent cookie the site itself sets,
 * app/api/consent), so pages open without the consent modal over them. A spec about the modal
 * opts out: `test.use({ cookiesAgree: null })`.
 */
async function agreeToCookies(context: BrowserContext, choice: string | null): Promise<void> {
  if (choice === null) return;
  await context.addCookies([
    {
      name: 'cookies_agree',
      value: `${choice}.${Date.now()}`,
      domain: 'localhost',
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
}

/**
 * The registration reminder (spec 01 §4) pops up 30 s after a visitor's page loads and covers the
 * page; on a slow machine a walk that is not about it would meet it halfway. Every context starts
 * as a visitor who was told "never again" (the reminder's own 0), unless the test is about it:
 * `test.use({ registrationReminder: true })`.
 */
async function quietRegistrationReminder(context: BrowserContext, on: boolean): Promise<void> {
  if (on) return;
  await context.addInitScript(() => {
    try {
      if (window.localStorage.getItem('registration_reminder_next') === null) {
        window.localStorage.setItem('registration_reminder_next', '0');
      }
    } catch {
      // A page without storage (about:blank, a sandboxed frame) has no reminder either.
    }
  });
}

type TestFixtures = {
  /** The consent cookie's choice for every context of the test; null: none (a first visit). */
  cookiesAgree: string | null;
  /** Whether the registration reminder may pop up (only for the tests about it). */
  registrationReminder: boolean;
  restoreSandbox: void;
  consoleGuard: ConsoleGuard;
  /**
   * Declares a console error the test provokes on purpose (an upstream failure the page must
   * survive, a 4xx the test asks for). The test fails if no such error is logged, unless
   * `required` is false (an error that depends on a timer, such as a periodic refresh).
   */
  expectConsoleError: (pattern: RegExp, options?: { required?: boolean }) => void;
};

export const test = base.extend<TestFixtures, { freshSandbox: void }>({
  baseURL: SITE_ORIGIN,
  // Start from the seed once per worker (the database file outlives a run), on a site that has
  // its config.
  freshSandbox: [
    async ({}, use) => {
      await resetSandbox(true);
      await siteHasItsConfig();
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  // A test that changed the sandbox puts it back for the next one.
  restoreSandbox: [
    async ({}, use) => {
      await use();
      if (changed) await resetSandbox(changedShared);
    },
    { auto: true },
  ],
  // Every test fails on a console error, page error or CSP violation on any page it visits.
  cookiesAgree: ['all', { option: true }],
  registrationReminder: [false, { option: true }],
  consoleGuard: [
    async ({ browser, cookiesAgree, registrationReminder }, use, testInfo) => {
      // A test's budget follows its work: each page it loads adds to it, so a walk of many pages
      // needs no budget of its own, and a busy machine slows every load alike.
      const guard = new ConsoleGuard(() => testInfo.setTimeout(testInfo.timeout + PAGE_LOAD_MS));
      const restore = guard.watchNewContexts(browser, async (context) => {
        await agreeToCookies(context, cookiesAgree);
        await quietRegistrationReminder(context, registrationReminder);
      });
      try {
        await use(guard);
      } finally {
        restore();
      }
      const problems = guard.problems();
      if (problems.length > 0) {
        await testInfo.attach('console errors', { body: problems.join('\n\n') });
        throw new Error(
          `The browser logged errors the test does not expect:\n${problems.join('\n')}`,
        );
      }
    },
    { auto: true },
  ],
  context: [
    async ({ context, consoleGuard, cookiesAgree, registrationReminder }, use) => {
      await consoleGuard.watch(context);
      await agreeToCookies(context, cookiesAgree);
      await quietRegistrationReminder(context, registrationReminder);
      await use(context);
      consoleGuard.stop();
    },
    { scope: 'test', title: 'context (console guarded)' },
  ],
  expectConsoleError: [
    async ({ consoleGuard }, use) => {
      await use((pattern, options) => consoleGuard.expect(pattern, options?.required ?? true));
    },
    { scope: 'test' },
  ],
});

export { expect };
