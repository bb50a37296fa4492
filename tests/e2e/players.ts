import type { APIRequestContext, Locator, Page } from '@playwright/test';
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

/**
 * Fills the e-mail login form in `scope` (the page's main or the login dialog). A field filled
 * while the form's script takes over is drawn again from its (empty) state (facebook/react#33129):
 * it fills until both fields hold what was typed, as a person would retype.
 */
export async function fillEmailLogin(scope: Page | Locator, email: string, password: string) {
  const emailBox = scope.getByRole('textbox', { name: 'E-mail' });
  const passwordBox = scope.getByLabel('Password', { exact: true });
  await expect(async () => {
    await emailBox.fill(email);
    await passwordBox.fill(password);
    await expect(emailBox).toHaveValue(email, { timeout: 500 });
    await expect(passwordBox).toHaveValue(password, { timeout: 500 });
  }).toPass();
}
