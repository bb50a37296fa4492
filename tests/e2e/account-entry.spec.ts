import type { APIRequestContext, Browser, BrowserContext, Cookie, Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  failedLoad,
  lookAt,
  sandbox,
  SITE_ORIGIN,
  test,
} from './fixtures';

// Account entry (spec 01 §2: user/accountverify, user/activatefast and user/activate,
// user/stopnewsletter) against the sandbox's account-entry API: links and codes read from its
// outbox (docs/upstream-contract.md "Account entry API"). Each test has players of its own.

// An address of its own: the sign-ins and links here count against no other spec's limits.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.172' } });

const PASSWORD = 'Entry-2026!';
let players = 0;

interface Player {
  id: number;
  email: string;
  phone: string;
}

/** A player with an e-mail and a phone, the given contacts waiting for activation. */
async function newPlayer(waiting: { email?: boolean; phone?: boolean }): Promise<Player> {
  const unique = `${Date.now()}${players++}`;
  const phone = `9${unique.slice(-9)}`;
  const email = `entry-${unique}@example.test`;
  const created = (await sandbox('users', {
    body: { email, countryCode: '7', phone, password: PASSWORD },
  })) as { data: { id: number } };
  const id = created.data.id;
  if (waiting.email || waiting.phone) {
    await sandbox(`users/${id}/activation`, {
      method: 'PUT',
      body: {
        ...(waiting.email ? { email: 'pending' } : {}),
        ...(waiting.phone ? { phone: 'pending' } : {}),
        days: 12,
      },
    });
  }
  return { id, email, phone };
}

async function signInThrough(request: APIRequestContext, player: Player) {
  const answer = await request.post('/api/auth/login', {
    data: { type: 'login_password', login: player.email, password: PASSWORD, isRemember: false },
    headers: { origin: SITE_ORIGIN },
  });
  expect(answer.status()).toBe(200);
}

interface Sent {
  kind: string;
  token: string | null;
  code: string | null;
  link: string | null;
}

/** The newest message of a kind the sandbox sent to an address. */
async function lastSent(to: string, kind: string): Promise<Sent> {
  const { data } = (await sandbox(`outbox?to=${encodeURIComponent(to)}`, { method: 'GET' })) as {
    data: Sent[];
  };
  const message = data.find((m) => m.kind === kind);
  if (!message) throw new Error(`no ${kind} message to ${to}`);
  return message;
}

/** The site's address of a link from a message (the sandbox names the site it was sent from). */
const sitePath = (link: string | null) => {
  const url = new URL(link ?? '', SITE_ORIGIN);
  return `${url.pathname}${url.search}`;
};

const main = (page: Page) => page.getByRole('main');

test('a signed-in player asks for the verification e-mail again; its link, opened by a visitor, confirms the e-mail once', async ({
  page,
  browser,
  baseURL,
}) => {
  const player = await newPlayer({ email: true });
  await signInThrough(page.request, player);
  await page.goto('/en/office/account');
  const reminder = page.getByRole('complementary', { name: 'Account activation' });
  await expect(reminder).toContainText(`Your e-mail ${player.email} is not activated.`);
  await expect(reminder).toContainText('12 days left to activate.');

  await page.goto('/en/user/accountverify');
  await expect(main(page)).toContainText(`Your e-mail ${player.email} is not confirmed yet.`);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page).toHaveURL(/\/en\/user\/accountverify\?done=sent$/);
  await expect(main(page).getByRole('status')).toHaveText(
    `We sent a new confirmation link to ${player.email}. It is valid for 48 hours.`,
  );

  const mail = await lastSent(player.email, 'verification');
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(sitePath(mail.link));
  await expect(visitorPage).toHaveURL(/\/en\/user\/accountverify\?token=/);
  await expect(main(visitorPage)).toContainText(
    `Confirm ${player.email.slice(0, 1)}***@example.test as the e-mail of your account.`,
  );
  await visitorPage.getByRole('button', { name: 'Confirm e-mail' }).click();
  await expect(main(visitorPage).getByRole('status')).toHaveText(
    'Thank you! Your e-mail is confirmed.',
  );
  await expect(main(visitorPage).getByRole('link', { name: 'Log in' })).toBeVisible();

  // The same link again: nothing more to do; a link that is not ours: sign in for a new one.
  await visitorPage.goto(sitePath(mail.link));
  await expect(main(visitorPage)).toContainText(
    'This link has already been used, and your e-mail is activated. There is nothing to do.',
  );
  await visitorPage.goto(`/en/user/accountverify?token=${'x'.repeat(32)}`);
  await expect(main(visitorPage).getByRole('alert')).toHaveText(
    'This link is not valid. Check that you opened the whole link from the message.',
  );
  await expect(main(visitorPage).getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    `/en/user/login?returnUrl=${encodeURIComponent('/en/user/accountverify')}`,
  );
  await visitor.close();

  // The player's office stops asking.
  await page.goto('/en/office/account');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Account activation' })).toHaveCount(0);
});

test('quick activation: a code sent by SMS, a wrong one refused, the right one activates the phone', async ({
  page,
  expectConsoleError,
}) => {
  expectConsoleError(failedLoad(400, '/api/account-entry/activation/code'));
  const player = await newPlayer({ phone: true });
  await signInThrough(page.request, player);
  await page.goto('/en/office/account');
  await page
    .getByRole('complementary', { name: 'Account activation' })
    .getByRole('link', { name: 'Activate' })
    .click();
  await expect(page).toHaveURL(/\/en\/user\/activatefast$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Account activation: Quick activation',
  );
  const card = page.getByRole('region', { name: `Phone +7 ${player.phone}` });
  await card.getByRole('button', { name: 'Send a code' }).click();
  await expect(card.getByRole('status')).toHaveText(
    `We sent a code to +7 ${player.phone}. It is valid for 10 minutes.`,
  );
  await expectAccessible(page);

  const { code } = await lastSent(`7${player.phone}`, 'activation_code');
  const codeField = card.getByLabel('Code from the message');
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await card.getByRole('button', { name: 'Activate', exact: true }).click();
  await expect(card.getByRole('alert').last()).toHaveText(
    'Wrong code. Check the message and try again.',
  );
  await expect(page).toHaveURL(/\/en\/user\/activatefast\?done=sent&channel=phone$/);

  await codeField.fill(code ?? '');
  await card.getByRole('button', { name: 'Activate', exact: true }).click();
  await expect(main(page).getByRole('status').first()).toHaveText('Your phone is activated.');
  await expect(main(page)).toContainText('Your contacts are activated. There is nothing to do.');

  const config = await page.request.get('/api/user/config');
  expect(((await config.json()) as { data: { activation_type: number } }).data).toMatchObject({
    activation_type: 2,
    remaining_days_to_activate: null,
  });
  await page.goto('/en/office/personal');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Account activation' })).toHaveCount(0);
});

test('activation by link works without JavaScript: the link goes by SMS, a used one says so', async ({
  browser,
  baseURL,
}) => {
  const player = await newPlayer({ phone: true });
  const context: BrowserContext = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await signInThrough(context.request, player);
  const page = await context.newPage();
  await page.goto('/en/user/activate');
  const card = page.getByRole('region', { name: `Phone +7 ${player.phone}` });
  await card.getByRole('button', { name: 'Send an activation link' }).click();
  await expect(page).toHaveURL(/\/en\/user\/activate\?done=sent&channel=phone$/);
  await expect(card.getByRole('status')).toHaveText(
    `We sent an activation link to +7 ${player.phone}. It is valid for 48 hours.`,
  );
  // A second link within the minute: the page says to wait.
  await card.getByRole('button', { name: 'Send an activation link' }).click();
  await expect(page).toHaveURL(/\/en\/user\/activate\?channel=phone&error=too_early$/);
  await expect(card.getByRole('alert')).toHaveText(
    'We sent a message a moment ago. Please wait a minute before asking for another.',
  );

  const sms = await lastSent(`7${player.phone}`, 'activation_link');
  await page.goto(sitePath(sms.link));
  await expect(main(page).getByRole('region', { name: 'Activate your phone' })).toContainText(
    `Activate +7 ********${player.phone.slice(-2)} for your account.`,
  );
  await main(page).getByRole('button', { name: 'Activate' }).click();
  await expect(page).toHaveURL(/\/en\/user\/activate\?done=activated&channel=phone$/);
  await expect(main(page).getByRole('status').first()).toHaveText('Your phone is activated.');

  await page.goto(sitePath(sms.link));
  await expect(main(page)).toContainText('This link has already been used, and your phone is');
  await context.close();
});

test('a visitor leaves the newsletter with its link, without JavaScript; the mailing settings show it off', async ({
  page,
  browser,
  baseURL,
}) => {
  const player = await newPlayer({});
  await signInThrough(page.request, player);
  const on = await page.request.put('/api/cashier/mailing', {
    data: { channel: 'news', enabled: true },
    headers: { origin: SITE_ORIGIN },
  });
  expect(on.status()).toBe(200);
  const issue = (await sandbox('newsletter', { body: { email: player.email } })) as {
    data: Sent;
  };

  const visitor = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(sitePath(issue.data.link));
  const panel = main(visitorPage).getByRole('region', { name: 'Unsubscribe from news and offers' });
  await expect(panel).toContainText('will no longer receive news and offers');
  await panel.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(visitorPage).toHaveURL(/\/en\/user\/stopnewsletter\?done=unsubscribed$/);
  await expect(main(visitorPage).getByRole('status')).toHaveText(
    'You are unsubscribed from news and offers.',
  );

  // A link whose signature was altered is refused with the way to the settings.
  const forged = `${issue.data.token?.slice(0, -3)}abc`;
  await visitorPage.goto(`/en/user/stopnewsletter?token=${forged}`);
  await expect(main(visitorPage).getByRole('alert')).toContainText(
    'This unsubscribe link is not valid.',
  );
  await expect(main(visitorPage).getByRole('link', { name: 'Mailing settings' })).toHaveAttribute(
    'href',
    '/en/office/mailing',
  );
  await visitor.close();

  await page.goto('/en/office/mailing');
  await expect(page.getByRole('switch', { name: /News and offers/ })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: /^E-mail/ })).toBeChecked();
});

/**
 * Each path in both themes, screenshots kept for a look; axe in the light one (the tests above run
 * it in the dark default).
 */
async function inBothThemes(
  browser: Browser,
  baseURL: string | undefined,
  cookies: Cookie[],
  shots: [name: string, path: string][],
) {
  for (const theme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    await context.addCookies([...cookies, { name: 'theme', value: theme, url: SITE_ORIGIN }]);
    const page = await context.newPage();
    for (const [name, path] of shots) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
      if (theme === 'light') await expectAccessible(page);
      await lookAt(page, `${name}-${theme}`);
    }
    await context.close();
  }
}

test('a player’s entry pages and the office reminder read well in light and dark', async ({
  browser,
  baseURL,
}) => {
  const player = await newPlayer({ email: true, phone: true });
  const setUp = await browser.newContext({ baseURL });
  await signInThrough(setUp.request, player);
  const cookies = await setUp.cookies();
  await setUp.close();
  await inBothThemes(browser, baseURL, cookies, [
    ['activatefast-sent', '/en/user/activatefast?done=sent&channel=phone'],
    ['accountverify-waiting', '/en/user/accountverify?error=too_early'],
    ['office-reminder', '/en/office/account'],
  ]);
});

test('a visitor’s link pages read well in light and dark', async ({ browser, baseURL }) => {
  const player = await newPlayer({ email: true });
  const setUp = await browser.newContext({ baseURL });
  await signInThrough(setUp.request, player);
  const resend = await setUp.request.post('/api/account-entry/verify/resend?lang=en', {
    data: {},
    headers: { origin: SITE_ORIGIN },
  });
  expect(resend.status()).toBe(200);
  const on = await setUp.request.put('/api/cashier/mailing', {
    data: { channel: 'news', enabled: true },
    headers: { origin: SITE_ORIGIN },
  });
  expect(on.status()).toBe(200);
  await setUp.close();
  const mail = await lastSent(player.email, 'verification');
  const issue = (await sandbox('newsletter', { body: { email: player.email } })) as { data: Sent };
  await inBothThemes(
    browser,
    baseURL,
    [],
    [
      ['accountverify-link', sitePath(mail.link)],
      ['stopnewsletter-link', sitePath(issue.data.link)],
      ['accountverify-invalid', `/en/user/accountverify?token=${'y'.repeat(32)}`],
    ],
  );
});
