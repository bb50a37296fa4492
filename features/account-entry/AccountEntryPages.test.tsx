/** @jest-environment node */
import type * as NextIntl from 'next-intl';
import { createTranslator } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { makeStore } from '@/features/shell/store';
import { USER_CONFIG } from '@/features/user/testing/user-config';
import type { RouteMatch } from '@/server/routes/match';
import { routeById } from '@/server/routes/table';
import { removeDb, startTestSandbox, type TestSandbox } from '@/sandbox/test-harness';
import type { UserConfig } from '@/server/upstream/schemas/user';
import type { PlayerConfig } from '@/server/user/player-state';
import { AccountVerifyPage, ActivationPage, StopNewsletterPage } from './AccountEntryPages';
import { ActivationPrompt, WithActivationPrompt } from './ActivationPrompt';
import { fullRegistration } from '@/sandbox/registration.fixture';

const messages = jest.requireActual('@/messages/en.json') as Record<string, never>;
jest.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: 'en', messages, namespace: namespace as never }),
  getMessages: async () => messages,
}));
// On the server next-intl's provider takes the request's time zone itself; here it is given.
jest.mock('next-intl', () => {
  const actual = jest.requireActual<typeof NextIntl>('next-intl');
  return {
    ...actual,
    NextIntlClientProvider: (props: React.ComponentProps<typeof actual.NextIntlClientProvider>) => (
      <actual.NextIntlClientProvider timeZone="UTC" {...props} />
    ),
  };
});
jest.mock('@/server/config/site-config', () => ({
  requestIdentity: async () => ({ origin: 'https://betarena.example' }),
}));
jest.mock('@/server/log', () => ({ log: { warn: jest.fn(), error: jest.fn() } }));
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace: jest.fn() }) }));
let player: PlayerConfig = { kind: 'visitor' };
jest.mock('@/server/user/player-state', () => ({ getPlayerConfig: async () => player }));

const START = Date.parse('2026-06-01T12:00:00Z');
const DAY_MS = 86_400_000;
let clock = START;
let sandbox: TestSandbox;

beforeEach(async () => {
  clock = START;
  player = { kind: 'visitor' };
  sandbox = await startTestSandbox({ now: () => clock });
  process.env.UPSTREAM_URL = sandbox.url;
});
afterEach(async () => {
  await sandbox.close();
  removeDb(sandbox.dbPath);
});

const asPlayer = (change: Partial<UserConfig> = {}) => {
  player = { kind: 'player', config: { ...USER_CONFIG, ...change } };
};

/** A visitor registers with an e-mail; the token of the link the sandbox sent to it. */
async function verificationToken(): Promise<string> {
  const registered = await sandbox.call(
    'POST',
    '/auth-api/v1/register',
    fullRegistration({ email: 'nina@betarena.example' }),
  );
  expect(registered.status).toBe(202);
  const outbox = await sandbox.call('GET', '/__sandbox/outbox?to=nina@betarena.example');
  return (outbox.body as { data: { token: string }[] }).data[0]?.token ?? '';
}

const match = (id: string, params: Record<string, string> = {}): RouteMatch => ({
  entry: routeById(id),
  params,
});

async function html(body: Promise<ReactNode>): Promise<string> {
  return renderToStaticMarkup(<Provider store={makeStore()}>{await body}</Provider>);
}

const verifyPage = (searchParams: Record<string, string> = {}) =>
  html(AccountVerifyPage({ lng: 'en', match: match('accountVerify'), searchParams }));
const activationPage = (type: string, searchParams: Record<string, string> = {}) =>
  html(
    ActivationPage({ lng: 'en', match: match('activate', { activationType: type }), searchParams }),
  );
const newsletterPage = (searchParams: Record<string, string> = {}) =>
  html(StopNewsletterPage({ lng: 'en', match: match('stopNewsletter'), searchParams }));

describe('user/accountverify', () => {
  it('asks to confirm the e-mail of a valid link, with a form that posts without JavaScript', async () => {
    const token = await verificationToken();
    const page = await verifyPage({ token });
    expect(page).toContain('Confirm your e-mail');
    expect(page).toContain('Confirm n***@betarena.example as the e-mail of your account.');
    expect(page).toContain('action="/api/account-entry/verify?lang=en"');
    expect(page).toContain(`name="token" value="${token}"`);
  });

  it('says a used link changed nothing more once the e-mail is confirmed', async () => {
    const token = await verificationToken();
    await sandbox.call('POST', '/auth-api/v1/activation/link', { token });
    const page = await verifyPage({ token });
    expect(page).toContain(
      'This link has already been used, and your e-mail is activated. There is nothing to do.',
    );
    expect(page).not.toContain('<form');
  });

  it('sends a visitor with an unknown link to log in for a new one, and back here', async () => {
    for (const token of ['x'.repeat(32), 'bad token!']) {
      const page = await verifyPage({ token });
      expect(page).toContain('role="alert"');
      expect(page).toContain('This link is not valid.');
      expect(page).toContain('To get a new link, log in first.');
      expect(page).toContain(
        `href="/en/user/login?returnUrl=${encodeURIComponent('/en/user/accountverify')}"`,
      );
    }
  });

  it('offers a signed-in player whose e-mail still waits a new link for an expired one', async () => {
    const token = await verificationToken();
    clock += 2 * DAY_MS;
    asPlayer({ activation_type: 0, remaining_days_to_activate: 28 });
    const page = await verifyPage({ token });
    expect(page).toContain('This link has expired: links are valid for 48 hours.');
    expect(page).toContain('action="/api/account-entry/verify/resend?lang=en"');
    expect(page).toContain('Send a new link');
  });

  it('thanks the player once confirmed, with the way on', async () => {
    expect(await verifyPage({ done: 'verified' })).toMatch(
      /Thank you! Your e-mail is confirmed\.[\s\S]*href="\/en\/user\/login"/,
    );
    asPlayer();
    expect(await verifyPage({ done: 'verified' })).toContain('href="/en/office/account"');
  });

  it('shows the waiting e-mail, the days left and the resend form; then what was sent or refused', async () => {
    asPlayer({ activation_type: 0, remaining_days_to_activate: 12 });
    const waiting = await verifyPage();
    expect(waiting).toContain('Your e-mail demo@betarena.example is not confirmed yet.');
    expect(waiting).toContain('12 days left to activate.');
    expect(waiting).toContain('Send the link again');
    expect(await verifyPage({ done: 'sent' })).toContain(
      'We sent a new confirmation link to demo@betarena.example.',
    );
    expect(await verifyPage({ error: 'too_early' })).toContain(
      'We sent a message a moment ago. Please wait a minute before asking for another.',
    );
    expect(await verifyPage({ error: '<script>' })).toContain(
      'Something went wrong. Please try again later.',
    );
  });

  it('says an active e-mail needs nothing', async () => {
    asPlayer();
    expect(await verifyPage()).toContain('Your e-mail demo@betarena.example is confirmed.');
  });
});

describe('user/activatefast and user/activate', () => {
  it('lists the contacts and offers a code for the one that waits', async () => {
    asPlayer({ activation_type: 1, remaining_days_to_activate: 1 });
    const page = await activationPage('activatefast');
    expect(page).toMatch(/Phone<\/span><span[^>]*>\+7 9000000001<\/span><span[^>]*>Not activated/);
    expect(page).toMatch(/E-mail<\/span><span[^>]*>demo@betarena.example<\/span><span[^>]*data-on/);
    expect(page).toContain('1 day left to activate.');
    expect(page).toContain('Phone +7 9000000001');
    expect(page).toContain('Send a code');
    expect(page).toContain('action="/api/account-entry/activation/code?lang=en"');
    expect(page).toContain('Code from the message');
    expect(page).not.toContain('E-mail demo@betarena.example</h2>');

    const sent = await activationPage('activatefast', { done: 'sent', channel: 'phone' });
    expect(sent).toContain('We sent a code to +7 9000000001. It is valid for 10 minutes.');
    expect(sent).toContain('Send a new code');
    const wrong = await activationPage('activatefast', { channel: 'phone', error: 'wrong_code' });
    expect(wrong).toContain('Wrong code. Check the message and try again.');
  });

  it('offers a link on user/activate and tells a contact activated', async () => {
    asPlayer({ activation_type: 3 });
    const page = await activationPage('activate');
    expect(page).toContain('Send an activation link');
    expect(page).toContain('name="method" value="link"');
    expect(page).toContain('href="/en/user/activatefast"');

    asPlayer();
    const done = await activationPage('activate', { done: 'activated', channel: 'email' });
    expect(done).toContain('Your e-mail is activated.');
    expect(done).toContain('Your contacts are activated. There is nothing to do.');
    expect(done).not.toContain('<form');
  });

  it('sends a visitor to log in and back', async () => {
    const page = await activationPage('activatefast');
    expect(page).toContain('Log in to activate the e-mail or phone of your account.');
    expect(page).toContain(
      `href="/en/user/login?returnUrl=${encodeURIComponent('/en/user/activatefast')}"`,
    );
  });

  it('asks to activate the contact a link on user/activate was sent to', async () => {
    const token = await verificationToken();
    const page = await activationPage('activate', { token });
    expect(page).toContain('Activate your e-mail');
    expect(page).toContain('action="/api/account-entry/activation/link?lang=en"');
  });
});

describe('user/stopnewsletter', () => {
  async function newsletterToken(): Promise<string> {
    const login = await sandbox.call('POST', '/auth-api/v1/login', {
      type: 'login_password',
      login: 'demo@betarena.example',
      password: 'Demo-2026!',
      isRemember: false,
    });
    const { token } = (login.body as { data: { token: string } }).data;
    await sandbox.call(
      'PUT',
      '/office-api/v1/mailing',
      { channel: 'news', enabled: true },
      { authorization: `Bearer ${token}` },
    );
    const issue = await sandbox.call('POST', '/__sandbox/newsletter', {
      email: 'demo@betarena.example',
    });
    return (issue.body as { data: { token: string } }).data.token;
  }

  it('asks a visitor to confirm with one press; a second visit says there is nothing to do', async () => {
    const token = await newsletterToken();
    const page = await newsletterPage({ token });
    expect(page).toContain(
      'd***@betarena.example will no longer receive news and offers: promotions, bonuses and tournaments.',
    );
    expect(page).toContain('action="/api/account-entry/newsletter?lang=en"');
    await sandbox.call('POST', '/office-api/v1/mailing/unsubscribe', { token });
    expect(await newsletterPage({ token })).toContain(
      'd***@betarena.example does not receive our news and offers.',
    );
  });

  it('says why a link does not work and points to the mailing settings', async () => {
    const token = await newsletterToken();
    const forged = await newsletterPage({ token: `${token.slice(0, -3)}abc` });
    expect(forged).toContain('This unsubscribe link is not valid.');
    expect(forged).toContain('href="/en/office/mailing"');
    clock += 366 * DAY_MS;
    expect(await newsletterPage({ token })).toContain('This unsubscribe link has expired.');
    expect(await newsletterPage()).toContain('To unsubscribe, follow the link at the bottom');
  });

  it('confirms the unsubscription', async () => {
    expect(await newsletterPage({ done: 'unsubscribed' })).toContain(
      'You are unsubscribed from news and offers.',
    );
    expect(await newsletterPage({ done: 'already' })).toContain(
      'This address was already unsubscribed. Nothing changed.',
    );
  });
});

describe('the office’s activation reminder', () => {
  it('names the waiting contact and the days left, and leads to quick activation', async () => {
    asPlayer({ activation_type: 3, remaining_days_to_activate: 0 });
    const prompt = await html(ActivationPrompt({ lng: 'en' }));
    expect(prompt).toContain('Your e-mail demo@betarena.example is not activated.');
    expect(prompt).toContain('The activation period is over: please activate now.');
    expect(prompt).toContain('href="/en/user/activatefast"');
  });

  it('stands above the office page in its column, and leaves the page alone otherwise', async () => {
    asPlayer({ activation_type: 1 });
    const framed = await html(
      WithActivationPrompt({ lng: 'en', children: <article>page</article> }),
    );
    expect(framed).toMatch(
      /^<div[^>]*><aside[^>]*aria-label="Account activation"[\s\S]*<\/aside><article>page<\/article><\/div>$/,
    );
    asPlayer();
    expect(await html(WithActivationPrompt({ lng: 'en', children: <article>page</article> }))).toBe(
      '<article>page</article>',
    );
  });

  it('is gone once everything is activated, and for a visitor', async () => {
    asPlayer();
    expect(await html(ActivationPrompt({ lng: 'en' }))).toBe('');
    player = { kind: 'visitor' };
    expect(await html(ActivationPrompt({ lng: 'en' }))).toBe('');
  });
});
