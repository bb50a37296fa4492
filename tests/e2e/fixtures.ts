import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';
import { E2E_SANDBOX_PORT } from '../../playwright.config';

export const SANDBOX_URL = `http://127.0.0.1:${E2E_SANDBOX_PORT}`;

/** The site reuses upstream answers for SITE_CONFIG_TTL_S (1 s in playwright.config.ts). */
const CONFIG_TTL_MS = 1000;
let changed = false;

/** Calls the sandbox's control API (docs/upstream-contract.md "Control API"). */
export async function sandbox(path: string, init?: { method?: string; body?: unknown }) {
  if ((init?.method ?? 'POST') !== 'GET') changed = true;
  const response = await fetch(`${SANDBOX_URL}/__sandbox/${path}`, {
    method: init?.method ?? 'POST',
    headers: { 'content-type': 'application/json' },
    body: init?.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`sandbox ${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<unknown>;
}

/** No serious or critical accessibility violation on the page as it stands. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    blocking.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

async function resetSandbox() {
  await sandbox('reset');
  changed = false;
  // Let the site's cached copies of the changed answers expire before the next test.
  await new Promise((resolve) => setTimeout(resolve, CONFIG_TTL_MS + 200));
}

export const test = base.extend<{ restoreSandbox: void }, { freshSandbox: void }>({
  // Start from the seed once per worker (the database file outlives a run).
  freshSandbox: [
    async ({}, use) => {
      await resetSandbox();
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  // A test that changed the sandbox puts it back for the next one.
  restoreSandbox: [
    async ({}, use) => {
      await use();
      if (changed) await resetSandbox();
    },
    { auto: true },
  ],
});

export { expect };
