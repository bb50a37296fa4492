import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';
import { E2E_SANDBOX_PORT } from '../../playwright.config';

export const SANDBOX_URL = `http://127.0.0.1:${E2E_SANDBOX_PORT}`;

/** Calls the sandbox's control API (docs/upstream-contract.md "Control API"). */
export async function sandbox(path: string, init?: { method?: string; body?: unknown }) {
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

export const test = base.extend<{ resetSandbox: void }>({
  resetSandbox: [
    async ({}, use) => {
      await sandbox('reset');
      await use();
    },
    { auto: true },
  ],
});

export { expect };
