/** @jest-environment node */
import Database from 'better-sqlite3';
import {
  authorizedSchema,
  getTokenAnswerSchema,
  loginAnswerSchema,
  sessionAnswerSchema,
  upstreamErrorBodySchema,
} from '@contract/auth';
import { authRefreshAnswerSchema } from './routes/session';
import { SCHEMA_VERSION } from './store';
import type { TestSandbox } from './test-harness';
import {
  bearer,
  DROP_AUTH_SCHEMA,
  jwtPayload,
  removeDb,
  startTestSandbox,
  tempDbPath,
} from './test-harness';

const LOGIN = '/auth-api/v1/login';
const SESSION = '/web-api/session';
const GET_TOKEN = '/web-api/user/gettoken?force_refresh=true';
const AUTH_REFRESH = '/web-api/api/v1/user/auth-refresh';
const DISCONNECT = '/auth-api/v1/disconnect';

const DEMO_EMAIL = {
  type: 'login_password',
  login: 'demo@betarena.example',
  password: 'Demo-2026!',
  isRemember: true,
};
const DEMO_PHONE = {
  type: 'phone_password',
  countryCode: '7',
  phone: '9000000001',
  password: 'Demo-2026!',
  isRemember: false,
};
const INVALID_CREDENTIALS = {
  errors: [{ status: '401', code: 'invalid_credentials', title: 'Wrong login or password' }],
};

const START = Date.parse('2026-06-01T12:00:00Z');
let clock = START;
let sandbox: TestSandbox;

async function start(dbPath?: string): Promise<TestSandbox> {
  return startTestSandbox({ now: () => clock, ...(dbPath === undefined ? {} : { dbPath }) });
}

beforeEach(async () => {
  clock = START;
  sandbox = await start();
});

afterEach(async () => {
  await sandbox.close();
  removeDb(sandbox.dbPath);
});

async function signIn(body: object = DEMO_EMAIL, running: TestSandbox = sandbox) {
  const answer = await running.call('POST', LOGIN, body);
  expect(answer.status).toBe(200);
  return authorizedSchema.parse(loginAnswerSchema.parse(answer.body).data);
}

async function sessionStatus(token: string, running: TestSandbox = sandbox): Promise<number> {
  return (await running.call('GET', SESSION, undefined, bearer(token))).status;
}

function renew(token: string, refreshKey: string) {
  return sandbox.call('GET', GET_TOKEN, undefined, {
    ...bearer(token),
    'x-refresh-key': refreshKey,
  });
}

function expectUnauthorized(answer: { status: number; body: unknown }, header = 'authorization') {
  expect(answer.status).toBe(401);
  expect(answer.body).toEqual({
    errors: [
      {
        status: '401',
        code: 'unauthorized',
        title: 'Unauthorized',
        detail: expect.stringMatching(new RegExp(`^${header}: `)),
        source: { header },
      },
    ],
  });
  upstreamErrorBodySchema.parse(answer.body);
}

describe('POST /auth-api/v1/login with a password', () => {
  it('signs the demo player in by e-mail with a JWT of sub, iat and exp, and a refresh key', async () => {
    const authorized = await signIn();

    expect(authorized).toEqual({
      status: 'authorized',
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      refreshKey: expect.stringMatching(/^[\w-]{40,}$/),
      userId: 1001,
    });
    const claims = jwtPayload(authorized.token);
    expect(claims).toMatchObject({ sub: '1001', iat: START / 1000, exp: START / 1000 + 900 });
    expect(
      JSON.parse(Buffer.from(authorized.token.split('.')[0] ?? '', 'base64url').toString()),
    ).toEqual({ alg: 'HS256', typ: 'JWT' });
  });

  it('signs the demo player in by phone, and by an e-mail in other letter case', async () => {
    expect((await signIn(DEMO_PHONE)).userId).toBe(1001);
    expect((await signIn({ ...DEMO_EMAIL, login: 'Demo@BetArena.example' })).userId).toBe(1001);
  });

  it('gives every login its own refresh key', async () => {
    const first = await signIn();
    const second = await signIn();
    expect(second.refreshKey).not.toBe(first.refreshKey);
    expect(second.token).not.toBe(first.token);
  });

  it.each([
    ['a wrong password by e-mail', { ...DEMO_EMAIL, password: 'Wrong-2026!' }],
    ['an unknown e-mail', { ...DEMO_EMAIL, login: 'nobody@betarena.example' }],
    ['a wrong password by phone', { ...DEMO_PHONE, password: 'Wrong-2026!' }],
    ['an unknown phone', { ...DEMO_PHONE, phone: '9000000999' }],
  ])('answers exactly the same 401 for %s', async (_case, body) => {
    const answer = await sandbox.call('POST', LOGIN, body);

    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(INVALID_CREDENTIALS);
    upstreamErrorBodySchema.parse(answer.body);
  });

  it.each([
    [{ type: 'login_password', login: 'demo@betarena.example', isRemember: true }, '/password'],
    [{ ...DEMO_EMAIL, login: 'not-an-email' }, '/login'],
    [{ ...DEMO_PHONE, countryCode: '+7' }, '/countryCode'],
    [{ type: 'magic', login: 'demo@betarena.example' }, '/type'],
  ])('rejects the body %j naming the field', async (body, pointer) => {
    const answer = await sandbox.call('POST', LOGIN, body);

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      errors: [expect.objectContaining({ status: '400', source: { pointer } })],
    });
  });

  it('rejects a body that is not JSON', async () => {
    const answer = await sandbox.call('POST', LOGIN, '{"type":');
    expect(answer.status).toBe(400);
  });
});

describe('POST /auth-api/v1/login with a token', () => {
  const tokenLogin = (token: string) => ({
    type: 'token',
    token,
    methodId: 3,
    sign: 'x',
    lng: 'en',
  });

  it('signs in again with the refresh key of an existing login, as a new login', async () => {
    const first = await signIn();
    const again = await signIn(tokenLogin(first.refreshKey));

    expect(again.userId).toBe(1001);
    expect(again.refreshKey).not.toBe(first.refreshKey);
    expect(await sessionStatus(first.token)).toBe(200);
  });

  it('answers 401 for a key that is unknown or whose login was disconnected', async () => {
    const unknown = await sandbox.call('POST', LOGIN, tokenLogin('no-such-key'));
    expect(unknown.status).toBe(401);
    expect(unknown.body).toMatchObject({ errors: [{ code: 'invalid_credentials' }] });

    const first = await signIn();
    await sandbox.call('POST', DISCONNECT, undefined, bearer(first.token));
    expect((await sandbox.call('POST', LOGIN, tokenLogin(first.refreshKey))).status).toBe(401);
  });
});

describe('GET /web-api/session and the auth-refresh ping', () => {
  it('answers the user id and the token expiry for a valid bearer token', async () => {
    const { token } = await signIn();

    const session = await sandbox.call('GET', SESSION, undefined, bearer(token));
    expect(session.status).toBe(200);
    expect(sessionAnswerSchema.parse(session.body)).toEqual({ data: { user_id: 1001 } });

    const ping = await sandbox.call('GET', AUTH_REFRESH, undefined, bearer(token));
    expect(ping.status).toBe(200);
    expect(authRefreshAnswerSchema.parse(ping.body)).toEqual({
      data: { user_id: 1001, exp: START / 1000 + 900 },
    });
  });

  it.each([
    ['no authorization header', {}],
    ['another scheme', { authorization: 'Basic ZGVtbzpkZW1v' }],
    ['a token that is not a JWT', { authorization: 'Bearer not-a-token' }],
  ])('answers 401 unauthorized for %s', async (_case, headers) => {
    expectUnauthorized(await sandbox.call('GET', SESSION, undefined, headers));
    expectUnauthorized(await sandbox.call('GET', AUTH_REFRESH, undefined, headers));
  });

  it('answers 401 for a token whose claims were changed', async () => {
    const { token } = await signIn();
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...jwtPayload(token), sub: '1002', exp: START / 1000 + 99_999 }),
    ).toString('base64url');

    expectUnauthorized(
      await sandbox.call('GET', SESSION, undefined, bearer(`${header}.${forged}.${signature}`)),
    );
  });

  it('answers 401 once the token has expired', async () => {
    const { token } = await signIn();
    clock = START + 899_000;
    expect(await sessionStatus(token)).toBe(200);

    clock = START + 900_000;
    expectUnauthorized(await sandbox.call('GET', SESSION, undefined, bearer(token)));
    expectUnauthorized(await sandbox.call('GET', AUTH_REFRESH, undefined, bearer(token)));
  });

  it('answers 401 for a token of another sandbox database (another secret)', async () => {
    const other = await start();
    try {
      const { token } = await signIn(DEMO_EMAIL, other);
      expectUnauthorized(await sandbox.call('GET', SESSION, undefined, bearer(token)));
    } finally {
      await other.close();
      removeDb(other.dbPath);
    }
  });
});

describe('token lifetime from the environment', () => {
  const saved = process.env.SANDBOX_TOKEN_TTL_S;

  afterEach(() => {
    if (saved === undefined) delete process.env.SANDBOX_TOKEN_TTL_S;
    else process.env.SANDBOX_TOKEN_TTL_S = saved;
  });

  it('uses SANDBOX_TOKEN_TTL_S when the option is not given', async () => {
    process.env.SANDBOX_TOKEN_TTL_S = '60';
    const short = await start();
    try {
      const { token } = await signIn(DEMO_EMAIL, short);
      const claims = jwtPayload(token);
      expect(Number(claims.exp) - Number(claims.iat)).toBe(60);
      clock = START + 60_000;
      expect(await sessionStatus(token, short)).toBe(401);
    } finally {
      await short.close();
      removeDb(short.dbPath);
    }
  });

  it('refuses to start with a malformed SANDBOX_TOKEN_TTL_S', async () => {
    process.env.SANDBOX_TOKEN_TTL_S = 'soon';
    await expect(start()).rejects.toThrow(/SANDBOX_TOKEN_TTL_S/);
  });
});

describe('GET /web-api/user/gettoken', () => {
  it('renews a token made expired by the control API, and the new one works', async () => {
    const { token, refreshKey } = await signIn();
    expect((await sandbox.call('POST', '/__sandbox/tokens/expire')).status).toBe(200);
    expectUnauthorized(await sandbox.call('GET', SESSION, undefined, bearer(token)));

    const renewed = await renew(token, refreshKey);
    expect(renewed.status).toBe(200);
    const { data } = getTokenAnswerSchema.parse(renewed.body);
    expect(data.token).not.toBe(token);
    expect(jwtPayload(data.token)).toMatchObject({ sub: '1001' });
    expect(await sessionStatus(data.token)).toBe(200);
    expect(await sessionStatus(token)).toBe(401);
  });

  it('renews a token past its exp, counting the new lifetime from now', async () => {
    const { token, refreshKey } = await signIn();
    clock = START + 3_600_000;

    const renewed = getTokenAnswerSchema.parse((await renew(token, refreshKey)).body);
    expect(jwtPayload(renewed.data.token)).toMatchObject({
      iat: (START + 3_600_000) / 1000,
      exp: (START + 3_600_000) / 1000 + 900,
    });
    expect(await sessionStatus(renewed.data.token)).toBe(200);
  });

  it('answers 401 without a refresh key, or with the key of another login', async () => {
    const first = await signIn();
    const second = await signIn();

    expectUnauthorized(
      await sandbox.call('GET', GET_TOKEN, undefined, bearer(first.token)),
      'x-refresh-key',
    );
    expectUnauthorized(await renew(first.token, second.refreshKey), 'x-refresh-key');
    expectUnauthorized(await renew(first.token, 'made-up'), 'x-refresh-key');
  });

  it('answers 401 for a forged token even with the right refresh key', async () => {
    const { token, refreshKey } = await signIn();
    const [header, payload, signature = ''] = token.split('.');
    const changed = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expectUnauthorized(await renew(`${header}.${payload}.${changed}`, refreshKey));
  });

  it('rejects a malformed force_refresh', async () => {
    const { token, refreshKey } = await signIn();
    const answer = await sandbox.call(
      'GET',
      '/web-api/user/gettoken?force_refresh=yes',
      undefined,
      {
        ...bearer(token),
        'x-refresh-key': refreshKey,
      },
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errors: [{ source: { parameter: 'force_refresh' } }] });
  });
});

describe('POST /auth-api/v1/disconnect', () => {
  it('answers 204 and ends that login: its token and its refresh key stop working', async () => {
    const { token, refreshKey } = await signIn();
    const other = await signIn();

    const answer = await sandbox.call('POST', DISCONNECT, undefined, bearer(token));
    expect(answer.status).toBe(204);
    expect(answer.body).toBeNull();

    expect(await sessionStatus(token)).toBe(401);
    expectUnauthorized(await renew(token, refreshKey));
    expect(await sessionStatus(other.token)).toBe(200);
  });

  it('answers 401 without a valid token', async () => {
    expectUnauthorized(await sandbox.call('POST', DISCONNECT));
    expectUnauthorized(await sandbox.call('POST', DISCONNECT, undefined, bearer('x.y.z')));
  });
});

describe('persistence', () => {
  it('keeps players, logins and the signing secret across a restart', async () => {
    const dbPath = tempDbPath();
    const first = await start(dbPath);
    const created = await first.call('POST', '/__sandbox/users', {
      email: 'kept@betarena.example',
      password: 'Kept-2026!',
    });
    expect(created.status).toBe(201);
    const { token, refreshKey } = await signIn(DEMO_EMAIL, first);
    await first.close();

    const second = await start(dbPath);
    try {
      expect(await sessionStatus(token, second)).toBe(200);
      const renewed = await second.call('GET', GET_TOKEN, undefined, {
        ...bearer(token),
        'x-refresh-key': refreshKey,
      });
      expect(renewed.status).toBe(200);
      const kept = await signIn(
        { ...DEMO_EMAIL, login: 'kept@betarena.example', password: 'Kept-2026!' },
        second,
      );
      expect(kept.userId).toBe((created.body as { data: { id: number } }).data.id);
    } finally {
      await second.close();
      removeDb(dbPath);
    }
  });

  it('stores the schema version and one generated signing secret', async () => {
    await signIn();
    await sandbox.close();

    const db = new Database(sandbox.dbPath, { readonly: true });
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
      const keys = db.prepare('SELECT jwt_secret FROM auth_keys').all() as {
        jwt_secret: string;
      }[];
      expect(keys).toHaveLength(1);
      expect(keys[0]?.jwt_secret.length).toBeGreaterThanOrEqual(32);
      const user = db.prepare('SELECT password_hash FROM users WHERE id = 1001').get() as {
        password_hash: string;
      };
      expect(user.password_hash).toMatch(/^scrypt\$/);
      expect(user.password_hash).not.toContain('Demo-2026!');
    } finally {
      db.close();
    }
  });

  it('reset brings back the demo players only and ends every login', async () => {
    await sandbox.call('POST', '/__sandbox/users', {
      email: 'temp@betarena.example',
      password: 'Temp-2026!',
    });
    const { token } = await signIn();

    expect((await sandbox.call('POST', '/__sandbox/reset')).status).toBe(200);

    expect(await sessionStatus(token)).toBe(401);
    const temp = await sandbox.call('POST', LOGIN, {
      ...DEMO_EMAIL,
      login: 'temp@betarena.example',
      password: 'Temp-2026!',
    });
    expect(temp.status).toBe(401);
    expect((await signIn()).userId).toBe(1001);
    const twoStep = await sandbox.call('POST', LOGIN, {
      ...DEMO_EMAIL,
      login: 'twostep@betarena.example',
    });
    expect(loginAnswerSchema.parse(twoStep.body).data.status).toBe('two_step_required');
  });

  it('gives a database from before auth the demo players and phone data', async () => {
    const dbPath = tempDbPath();
    const first = await start(dbPath);
    await first.close();
    const db = new Database(dbPath);
    db.exec(DROP_AUTH_SCHEMA);
    db.pragma('user_version = 2');
    db.close();

    const upgraded = await start(dbPath);
    try {
      expect((await signIn(DEMO_EMAIL, upgraded)).userId).toBe(1001);
      const countries = await upgraded.call('GET', '/auth-api/v1/phone/countries');
      expect(countries.status).toBe(200);
    } finally {
      await upgraded.close();
      removeDb(dbPath);
    }
  });
});

describe('POST /__sandbox/users', () => {
  it('creates a player who can sign in, by phone too', async () => {
    const created = await sandbox.call('POST', '/__sandbox/users', {
      countryCode: '44',
      phone: '7700900123',
      password: 'x',
      currency: 'GBP',
    });
    expect(created).toMatchObject({ status: 201, body: { data: { id: expect.any(Number) } } });

    const authorized = await signIn({
      ...DEMO_PHONE,
      countryCode: '44',
      phone: '7700900123',
      password: 'x',
    });
    expect(authorized.userId).toBe((created.body as { data: { id: number } }).data.id);
  });

  it.each([
    [{ email: 'demo@betarena.example', password: 'x' }, 409, 'email_taken'],
    [{ countryCode: '7', phone: '9000000001', password: 'x' }, 409, 'phone_taken'],
    [{ password: 'x' }, 400, undefined],
    [{ phone: '9000000002', password: 'x' }, 400, undefined],
    [{ email: 'a@betarena.example', password: 'x', role: 'admin' }, 400, undefined],
  ])('rejects %j', async (body, status, code) => {
    const answer = await sandbox.call('POST', '/__sandbox/users', body);
    expect(answer.status).toBe(status);
    if (code !== undefined) expect(answer.body).toMatchObject({ errors: [{ code }] });
  });
});
