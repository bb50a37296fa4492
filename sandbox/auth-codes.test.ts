/** @jest-environment node */
import {
  authorizedSchema,
  loginAnswerSchema,
  recoveryAnswerSchema,
  resetAnswerSchema,
  smsSendAnswerSchema,
  upstreamErrorBodySchema,
} from '@contract/auth';
import type { TestSandbox } from './test-harness';
import { bearer, removeDb, startTestSandbox } from './test-harness';

const LOGIN = '/auth-api/v1/login';
const SMS_SEND = '/auth-api/v1/sms/send';
const RECOVERY = '/auth-api/v1/password/recovery';
const RESET = '/auth-api/v1/password/reset';

const DEMO_PHONE = { countryCode: '7', phone: '9000000001' };
const DEMO_EMAIL = 'demo@betarena.example';
const TWO_STEP_LOGIN = {
  type: 'login_password',
  login: 'twostep@betarena.example',
  password: 'Demo-2026!',
  isRemember: true,
};

const START = Date.parse('2026-06-01T12:00:00Z');
const MINUTE = 60_000;
let clock = START;
let sandbox: TestSandbox;

beforeEach(async () => {
  clock = START;
  sandbox = await startTestSandbox({ now: () => clock });
});

afterEach(async () => {
  await sandbox.close();
  removeDb(sandbox.dbPath);
});

function expectCodeError(answer: { status: number; body: unknown }, code: string) {
  expect(answer.status).toBe(400);
  expect(answer.body).toEqual({
    errors: [expect.objectContaining({ status: '400', code, source: { pointer: '/code' } })],
  });
  upstreamErrorBodySchema.parse(answer.body);
}

async function sendSms(phone = DEMO_PHONE, purpose = 'login') {
  return sandbox.call('POST', SMS_SEND, { ...phone, purpose });
}

async function sentCode(digits = '79000000001') {
  const answer = await sandbox.call('GET', `/__sandbox/sms?phone=${digits}`);
  expect(answer.status).toBe(200);
  return (answer.body as { data: { code: string; purpose: string; expiresAt: string } }).data;
}

function smsLogin(code: string, phone = DEMO_PHONE) {
  return sandbox.call('POST', LOGIN, { type: 'sms', ...phone, code });
}

describe('sms codes', () => {
  it('sends a code that signs the player in once', async () => {
    const sent = await sendSms();
    expect(sent.status).toBe(200);
    expect(smsSendAnswerSchema.parse(sent.body)).toEqual({
      data: { sent: true, resendAfterSeconds: 60 },
    });

    const { code, purpose, expiresAt } = await sentCode();
    expect(code).toMatch(/^\d{6}$/);
    expect(purpose).toBe('login');
    expect(expiresAt).toBe(new Date(START + 5 * MINUTE).toISOString());

    const signedIn = await smsLogin(code);
    expect(signedIn.status).toBe(200);
    expect(authorizedSchema.parse(loginAnswerSchema.parse(signedIn.body).data).userId).toBe(1001);

    expectCodeError(await smsLogin(code), 'wrong_code');
  });

  it('answers wrong_code for a wrong code and lets the right one through afterwards', async () => {
    await sendSms();
    const { code } = await sentCode();
    const wrong = code === '000000' ? '111111' : '000000';

    expectCodeError(await smsLogin(wrong), 'wrong_code');
    expect((await smsLogin(code)).status).toBe(200);
  });

  it('answers wrong_code when no code was sent', async () => {
    expectCodeError(await smsLogin('123456'), 'wrong_code');
  });

  it('answers time_up after 5 minutes, for the right code as for a wrong one', async () => {
    await sendSms();
    const { code } = await sentCode();
    clock = START + 5 * MINUTE;

    expectCodeError(await smsLogin(code), 'time_up');
    expectCodeError(await smsLogin('000000'), 'time_up');
  });

  it('refuses a second send within 60 s with 429 too_early', async () => {
    await sendSms();
    clock = START + 45_000;

    const again = await sendSms();
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBe('15');
    expect(again.body).toMatchObject({ errors: [{ status: '429', code: 'too_early' }] });

    clock = START + 60_000;
    expect((await sendSms()).status).toBe(200);
  });

  it('answers an unknown phone the same, without a code that works', async () => {
    const unknown = { countryCode: '7', phone: '9000000999' };
    const known = await sendSms();
    const answer = await sendSms(unknown);

    expect(answer.status).toBe(known.status);
    expect(answer.body).toEqual(known.body);
    expect((await sandbox.call('GET', '/__sandbox/sms?phone=79000000999')).status).toBe(404);
    expect((await sendSms(unknown)).status).toBe(429);

    const signIn = await smsLogin('123456', unknown);
    expect(signIn.status).toBe(401);
    expect(signIn.body).toMatchObject({ errors: [{ code: 'invalid_credentials' }] });
  });

  it.each([
    [{ ...DEMO_PHONE, purpose: 'marketing' }, '/purpose'],
    [{ countryCode: '7', phone: '90-00', purpose: 'login' }, '/phone'],
    [{ phone: '9000000001', purpose: 'login' }, '/countryCode'],
  ])('rejects the body %j naming the field', async (body, pointer) => {
    const answer = await sandbox.call('POST', SMS_SEND, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      errors: [expect.objectContaining({ source: { pointer } })],
    });
  });

  it.each([
    [{ countryCode: '7', phone: '900123456' }, '/phone'],
    [{ countryCode: '49', phone: '151234567890' }, '/phone'],
    [{ countryCode: '1', phone: '2025550100' }, '/countryCode'],
  ])('refuses a registration code for %j, whose length no mask allows', async (phone, pointer) => {
    const answer = await sendSms(phone, 'registration');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errors: [{ code: 'invalid_phone', source: { pointer } }] });
  });
});

describe('two-step login', () => {
  async function challenge(): Promise<string> {
    const answer = await sandbox.call('POST', LOGIN, TWO_STEP_LOGIN);
    expect(answer.status).toBe(200);
    const { data } = loginAnswerSchema.parse(answer.body);
    if (data.status !== 'two_step_required')
      throw new Error(`expected two-step, got ${data.status}`);
    return data.twoStepToken;
  }

  async function codeFor(twoStepToken: string): Promise<string> {
    const answer = await sandbox.call(
      'GET',
      `/__sandbox/two-step-code?twoStepToken=${encodeURIComponent(twoStepToken)}`,
    );
    expect(answer.status).toBe(200);
    return (answer.body as { data: { code: string } }).data.code;
  }

  function submit(twoStepToken: string, code: string) {
    return sandbox.call('POST', LOGIN, {
      type: 'login_password_two_step_code',
      twoStepToken,
      code,
    });
  }

  it('asks for a code after the right password, then signs in with it once', async () => {
    const twoStepToken = await challenge();
    const code = await codeFor(twoStepToken);

    const answer = await submit(twoStepToken, code);
    expect(answer.status).toBe(200);
    const authorized = authorizedSchema.parse(loginAnswerSchema.parse(answer.body).data);
    expect(authorized.userId).toBe(1002);
    const session = await sandbox.call(
      'GET',
      '/web-api/session',
      undefined,
      bearer(authorized.token),
    );
    expect(session.body).toEqual({ data: { user_id: 1002 } });

    expect((await submit(twoStepToken, code)).status).toBe(401);
  });

  it('answers wrong_code for a wrong code, and the right one still works', async () => {
    const twoStepToken = await challenge();
    const code = await codeFor(twoStepToken);

    expectCodeError(
      await submit(twoStepToken, code === '000000' ? '111111' : '000000'),
      'wrong_code',
    );
    expect((await submit(twoStepToken, code)).status).toBe(200);
  });

  it('answers time_up after 5 minutes', async () => {
    const twoStepToken = await challenge();
    const code = await codeFor(twoStepToken);
    clock = START + 5 * MINUTE;

    expectCodeError(await submit(twoStepToken, code), 'time_up');
  });

  it('answers 401 for an unknown two-step token, and no challenge for a wrong password', async () => {
    expect((await submit('made-up-token', '123456')).status).toBe(401);

    const wrong = await sandbox.call('POST', LOGIN, { ...TWO_STEP_LOGIN, password: 'Wrong-2026!' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ errors: [{ code: 'invalid_credentials' }] });
  });
});

describe('password recovery', () => {
  const CODE_EXPIRES_AT = new Date(START + 600_000).toISOString();

  async function recoveryCode(login: string) {
    const answer = await sandbox.call(
      'GET',
      `/__sandbox/recovery-code?login=${encodeURIComponent(login)}`,
    );
    expect(answer.status).toBe(200);
    return (answer.body as { data: { code: string; expiresAt: string } }).data;
  }

  function reset(login: string, code: string, password = 'Fresh-2026!') {
    return sandbox.call('POST', RESET, { login, code, password });
  }

  it('answers the same for a known and an unknown login, and stores a code for the known one', async () => {
    const known = await sandbox.call('POST', RECOVERY, { login: DEMO_EMAIL });
    const unknown = await sandbox.call('POST', RECOVERY, { login: 'nobody@betarena.example' });

    expect(known.status).toBe(200);
    expect(recoveryAnswerSchema.parse(known.body)).toEqual({
      data: { sent: true, codeExpiresAt: CODE_EXPIRES_AT },
    });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(await recoveryCode(DEMO_EMAIL)).toEqual({
      code: expect.stringMatching(/^\d{6}$/),
      expiresAt: CODE_EXPIRES_AT,
    });
    const none = await sandbox.call(
      'GET',
      '/__sandbox/recovery-code?login=nobody@betarena.example',
    );
    expect(none.status).toBe(404);
  });

  it('takes the phone as country code and number digits', async () => {
    expect((await sandbox.call('POST', RECOVERY, { login: '79000000001' })).status).toBe(200);
    const { code } = await recoveryCode('79000000001');
    expect(code).toBe((await recoveryCode(DEMO_EMAIL)).code);
  });

  it('resets the password with the code and ends every login of the player', async () => {
    const login = await sandbox.call('POST', LOGIN, {
      type: 'login_password',
      login: DEMO_EMAIL,
      password: 'Demo-2026!',
      isRemember: true,
    });
    const before = authorizedSchema.parse(loginAnswerSchema.parse(login.body).data);
    await sandbox.call('POST', RECOVERY, { login: DEMO_EMAIL });
    const { code } = await recoveryCode(DEMO_EMAIL);

    const answer = await reset(DEMO_EMAIL, code);
    expect(answer.status).toBe(200);
    expect(resetAnswerSchema.parse(answer.body)).toEqual({ data: { reset: true } });

    const oldSession = await sandbox.call(
      'GET',
      '/web-api/session',
      undefined,
      bearer(before.token),
    );
    expect(oldSession.status).toBe(401);
    const renewed = await sandbox.call('GET', '/web-api/user/gettoken', undefined, {
      ...bearer(before.token),
      'x-refresh-key': before.refreshKey,
    });
    expect(renewed.status).toBe(401);
    const withOld = { type: 'login_password', login: DEMO_EMAIL, isRemember: false };
    expect((await sandbox.call('POST', LOGIN, { ...withOld, password: 'Demo-2026!' })).status).toBe(
      401,
    );
    expect(
      (await sandbox.call('POST', LOGIN, { ...withOld, password: 'Fresh-2026!' })).status,
    ).toBe(200);
    expectCodeError(await reset(DEMO_EMAIL, code), 'wrong_code');
  });

  it('answers wrong_code before expiry and time_up after it, whatever the code', async () => {
    await sandbox.call('POST', RECOVERY, { login: DEMO_EMAIL });
    const { code } = await recoveryCode(DEMO_EMAIL);
    const wrong = code === '000000' ? '111111' : '000000';

    expectCodeError(await reset(DEMO_EMAIL, wrong), 'wrong_code');
    clock = START + 600_000;
    expectCodeError(await reset(DEMO_EMAIL, wrong), 'time_up');
    expectCodeError(await reset(DEMO_EMAIL, code), 'time_up');
  });

  it('answers wrong_code for an unknown login and for a login without a code', async () => {
    expectCodeError(await reset('nobody@betarena.example', '123456'), 'wrong_code');
    expectCodeError(await reset(DEMO_EMAIL, '123456'), 'wrong_code');
  });

  it('rejects a new password the password rules refuse', async () => {
    const answer = await reset(DEMO_EMAIL, '123456', 'short1');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      errors: [expect.objectContaining({ detail: 'password: at least 8 characters' })],
    });
  });

  it('takes the code lifetime from SANDBOX_RECOVERY_TTL_S', async () => {
    const saved = process.env.SANDBOX_RECOVERY_TTL_S;
    process.env.SANDBOX_RECOVERY_TTL_S = '30';
    const short = await startTestSandbox({ now: () => clock });
    try {
      const answer = await short.call('POST', RECOVERY, { login: DEMO_EMAIL });
      expect(recoveryAnswerSchema.parse(answer.body).data.codeExpiresAt).toBe(
        new Date(START + 30_000).toISOString(),
      );
    } finally {
      if (saved === undefined) delete process.env.SANDBOX_RECOVERY_TTL_S;
      else process.env.SANDBOX_RECOVERY_TTL_S = saved;
      await short.close();
      removeDb(short.dbPath);
    }
  });
});
