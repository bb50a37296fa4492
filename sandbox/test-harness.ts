/** Starts a sandbox on a free port with a throw-away database, for the sandbox's own tests. */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { loginAnswerSchema } from '@contract/auth';
import {
  DROP_ACCOUNT_ENTRY_TABLES,
  DROP_AWAITING_REGISTRATION_TABLES,
} from './account-entry-store';
import { DROP_OFFICE_ACTIVITY_TABLES } from './office-activity-store';
import { DROP_OFFICE_VERIFICATION_TABLES } from './office-verification-store';
import { DROP_OFFICE_LOYALTY_TABLES } from './office-loyalty-store';
import { DROP_OFFICE_PROGRAMMES_TABLES } from './office-programmes-store';
import { DROP_LINE_EVENTS_TABLES } from './line-store';
import type { RunningSandbox, SandboxOptions } from './server';
import { startSandbox } from './server';

export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

export interface TestSandbox extends RunningSandbox {
  dbPath: string;
  /** Calls the sandbox; a plain-object body is sent as JSON, a string or FormData as is. */
  call(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Answer>;
}

export function tempDbPath(): string {
  return join(tmpdir(), `sandbox-test-${randomUUID()}`, 'sandbox.db');
}

export function removeDb(dbPath: string): void {
  rmSync(dirname(dbPath), { recursive: true, force: true });
}

export async function startTestSandbox(
  options: Partial<SandboxOptions> = {},
): Promise<TestSandbox> {
  const dbPath = options.dbPath ?? tempDbPath();
  // No live timer: tests tick by hand (POST /__sandbox/live/tick) so the line stays still.
  const sandbox = await startSandbox({ liveTickMs: 0, ...options, port: 0, dbPath });
  return {
    ...sandbox,
    dbPath,
    async call(method, path, body, headers = {}) {
      const init: RequestInit = { method, headers: { ...headers } };
      if (body instanceof FormData) {
        init.body = body;
      } else if (body !== undefined) {
        init.body = typeof body === 'string' ? body : JSON.stringify(body);
        init.headers = { 'content-type': 'application/json', ...headers };
      }
      const response = await fetch(`${sandbox.url}${path}`, init);
      const text = await response.text();
      return {
        status: response.status,
        headers: response.headers,
        body: text === '' ? null : (JSON.parse(text) as unknown),
      };
    },
  };
}

/** The header a signed-in call carries. */
export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** The demo player's e-mail sign-in (auth-seed.ts). */
export const DEMO_SIGN_IN = {
  type: 'login_password',
  login: 'demo@betarena.example',
  password: 'Demo-2026!',
  isRemember: false,
} as const;

/** Signs in through the auth API and answers the bearer token. */
export async function signInToken(
  sandbox: TestSandbox,
  signIn: object = DEMO_SIGN_IN,
): Promise<string> {
  const answer = await sandbox.call('POST', '/auth-api/v1/login', signIn);
  const { data } = loginAnswerSchema.parse(answer.body);
  if (data.status !== 'authorized') throw new Error(`sign-in answered ${data.status}`);
  return data.token;
}

/** The sandbox and the demo player's token of the running test (see withSignedInSandbox). */
export interface SignedInSandbox {
  sandbox: TestSandbox;
  token: string;
}

/**
 * Gives each test of the file a fresh sandbox with the demo player signed in, and closes and
 * removes it after the test; read `sandbox` and `token` inside the tests.
 */
export function withSignedInSandbox(options: Partial<SandboxOptions> = {}): SignedInSandbox {
  const running = {} as SignedInSandbox;
  beforeEach(async () => {
    running.sandbox = await startTestSandbox(options);
    running.token = await signInToken(running.sandbox);
  });
  afterEach(async () => {
    await running.sandbox.close();
    removeDb(running.sandbox.dbPath);
  });
  return running;
}

/** The payload of a JWT, read without checking it (what a caller of the upstream can see). */
export function jwtPayload(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** What schema versions 4 and later added, so a test can turn a database back into version 3. */
export const DROP_BETTING_SCHEMA = `${DROP_LINE_EVENTS_TABLES}
  ${DROP_AWAITING_REGISTRATION_TABLES}
  ${DROP_OFFICE_PROGRAMMES_TABLES}
  ${DROP_OFFICE_LOYALTY_TABLES}
  ${DROP_ACCOUNT_ENTRY_TABLES}
  ${DROP_OFFICE_VERIFICATION_TABLES}
  DROP TABLE toto_coupons; DROP TABLE lotto_tickets;
  DROP TABLE cashier_payments; DROP TABLE payment_problems; ${DROP_OFFICE_ACTIVITY_TABLES}
  DROP TABLE office_settings; DROP TABLE user_configs;
  DROP TABLE coupon_requests; DROP TABLE coupons; DROP TABLE active_accounts;
  DROP TABLE accounts; DROP TABLE line_live; DROP TABLE line_outcomes; DROP TABLE line_games;
  DROP TABLE line_champs; DROP TABLE line_countries; DROP TABLE line_sports;
`;

/** What schema versions 3 and later added, so a test can turn a database back into version 2. */
export const DROP_AUTH_SCHEMA = `${DROP_BETTING_SCHEMA}
  DROP TABLE login_failures; DROP TABLE captcha_passes; DROP TABLE captcha_challenges;
  DROP TABLE one_tap_tokens; DROP TABLE two_step_challenges; DROP TABLE recovery_codes;
  DROP TABLE sms_codes; DROP TABLE logins; DROP TABLE users; DROP TABLE auth_keys;
  DELETE FROM documents WHERE name IN ('phoneCountries', 'phoneMasks');
`;
