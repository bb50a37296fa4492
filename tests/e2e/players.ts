import type { APIRequestContext, Page } from '@playwright/test';
import { expect, sandbox, SITE_ORIGIN } from './fixtures';

/** The password of the players these helpers register. */
export const PLAYER_PASSWORD = 'Office-2026!';

let players = 0;

/**
 * A player registered just now through the sandbox's control API (not verified, identification
 * needed, nothing sent): a test of its own never meets another test's player.
 */
export async function newPlayer(prefix: string): Promise<{ id: number; email: string }> {
  const email = `${prefix}-${Date.now()}-${players++}@example.test`;
  const created = (await sandbox('users', { body: { email, password: PLAYER_PASSWORD } })) as {
    data: { id: number };
  };
  return { id: created.data.id, email };
}

/** Signs in as the login form does, in the context `request` belongs to. */
export async function signInAs(request: APIRequestContext, email: string): Promise<void> {
  const answer = await request.post('/api/auth/login', {
    data: { type: 'login_password', login: email, password: PLAYER_PASSWORD, isRemember: false },
    headers: { origin: SITE_ORIGIN },
  });
  expect(answer.status()).toBe(200);
}

/**
 * A new player signed in on `path`; with `hydrated`, once the page's scripts are live (its forms
 * answer with JavaScript).
 */
export async function openAsNewPlayer(
  page: Page,
  prefix: string,
  path: string,
  { hydrated = true }: { hydrated?: boolean } = {},
): Promise<{ id: number; email: string }> {
  const player = await newPlayer(prefix);
  await signInAs(page.request, player.email);
  await page.goto(path);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
  if (hydrated) await page.waitForLoadState('networkidle');
  return player;
}
