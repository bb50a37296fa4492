/** @jest-environment node */
import { userConfigAnswerSchema, type UserConfig } from '@contract/user';
import { PROTECTION_WEIGHTS, protectionLevelOf } from './office-profile';
import { PERSONAL_DATA, yearsAgo } from './office-profile.fixture';
import { bearer, DEMO_SIGN_IN, signInToken, withSignedInSandbox } from './test-harness';

const PERSONAL = '/office-api/v1/personal';
const PASSWORD = '/office-api/v1/security/password';
const QUESTION = '/office-api/v1/security/question';
const EMAIL_AUTH = '/office-api/v1/security/email-auth';
const PHONE = '/office-api/v1/security/phone';
const NOT_VERIFIED = {
  internal_verification_status: 0,
  verification_status: 1,
  verification_status_group_code: null,
};

const demo = withSignedInSandbox();

const call = (method: string, path: string, body?: unknown, bearerToken = demo.token) =>
  demo.sandbox.call(method, path, body, bearer(bearerToken));
const configOf = (body: unknown): UserConfig => userConfigAnswerSchema.parse(body).data;
const loadConfig = async () => configOf((await call('GET', '/web-api/user/config')).body);
const errorsOf = (body: unknown) =>
  (body as { errors: { code?: string; detail?: string; source?: { pointer?: string } }[] }).errors;

describe('PUT /office-api/v1/personal', () => {
  it('a verified player may not change identity details', async () => {
    const answer = await call('PUT', PERSONAL, PERSONAL_DATA);
    expect(answer.status).toBe(403);
    expect(errorsOf(answer.body)[0]?.code).toBe('verified_read_only');
    expect((await loadConfig()).user_data.surname).toBe('Demo');
  });

  it('an unverified player saves them; the config answers them from then on', async () => {
    await demo.sandbox.call('PATCH', '/__sandbox/users/1001/config', NOT_VERIFIED);
    const answer = await call('PUT', PERSONAL, { ...PERSONAL_DATA, surname: '  Ivanova ' });
    expect(answer.status).toBe(200);
    expect(configOf(answer.body).user_data).toEqual(PERSONAL_DATA);
    const config = await loadConfig();
    expect(config.user_data).toEqual(PERSONAL_DATA);
    expect(config.user_name).toBe('Maria Ivanova');
  });

  it('blank fields are cleared', async () => {
    await demo.sandbox.call('PATCH', '/__sandbox/users/1001/config', NOT_VERIFIED);
    const answer = await call('PUT', PERSONAL, { ...PERSONAL_DATA, inn: '', passport: null });
    expect(answer.status).toBe(200);
    expect(configOf(answer.body).user_data).toMatchObject({ inn: null, passport: null });
  });

  it.each([
    ['a minor', { date_birthday: yearsAgo(18, 1) }, 'date_birthday'],
    ['a date that does not exist', { date_birthday: '1990-02-30' }, 'date_birthday'],
    ['a passport issued in the future', { passport_date: yearsAgo(0, 2) }, 'passport_date'],
    ['a passport issued before birth', { passport_date: '1991-01-01' }, 'passport_date'],
    [
      'a passport ending before its issue',
      { passport_end_date: '2012-04-09' },
      'passport_end_date',
    ],
    ['a name of digits', { name: 'M4r1a' }, 'name'],
    ['a name too long', { surname: 'x'.repeat(65) }, 'surname'],
    ['an INN of 11 digits', { inn: '12345678901' }, 'inn'],
    ['an unknown document type', { document_type_id: 7 }, 'document_type_id'],
    ['an extra field', { user_id: 1 }, ''],
  ])('refuses %s with 400 naming the field', async (_name, change, field) => {
    await demo.sandbox.call('PATCH', '/__sandbox/users/1001/config', NOT_VERIFIED);
    const answer = await call('PUT', PERSONAL, { ...PERSONAL_DATA, ...change });
    expect(answer.status).toBe(400);
    expect(errorsOf(answer.body)[0]?.source?.pointer).toBe(`/${field}`);
  });

  it('an adult of exactly 18 today is accepted', async () => {
    await demo.sandbox.call('PATCH', '/__sandbox/users/1001/config', NOT_VERIFIED);
    const answer = await call('PUT', PERSONAL, {
      ...PERSONAL_DATA,
      date_birthday: yearsAgo(18),
      passport_date: null,
    });
    expect(answer.status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await demo.sandbox.call('PUT', PERSONAL, PERSONAL_DATA)).status).toBe(401);
  });
});

describe('POST /office-api/v1/security/password', () => {
  const NEW_PASSWORD = 'Changed-2026!';

  it('changes the password: the old one stops working, other devices sign in again', async () => {
    const otherDevice = await signInToken(demo.sandbox);
    const answer = await call('POST', PASSWORD, {
      currentPassword: DEMO_SIGN_IN.password,
      newPassword: NEW_PASSWORD,
    });
    expect(answer.status).toBe(200);
    const config = configOf(answer.body);
    expect(config.protection_methods.is_changed_password).toBe(true);
    expect(config.changed_pass_day_count).toBe(0);

    const oldLogin = await demo.sandbox.call('POST', '/auth-api/v1/login', DEMO_SIGN_IN);
    expect(oldLogin.status).toBe(401);
    const newLogin = await demo.sandbox.call('POST', '/auth-api/v1/login', {
      ...DEMO_SIGN_IN,
      password: NEW_PASSWORD,
    });
    expect(newLogin.status).toBe(200);
    expect((await call('GET', '/web-api/user/config')).status).toBe(200);
    expect((await call('GET', '/web-api/user/config', undefined, otherDevice)).status).toBe(401);
  });

  it('a wrong current password is a 400 on that field, and nothing changes', async () => {
    const answer = await call('POST', PASSWORD, {
      currentPassword: 'not-it-123',
      newPassword: NEW_PASSWORD,
    });
    expect(answer.status).toBe(400);
    expect(errorsOf(answer.body)[0]).toMatchObject({
      code: 'wrong_password',
      source: { pointer: '/currentPassword' },
    });
    expect((await demo.sandbox.call('POST', '/auth-api/v1/login', DEMO_SIGN_IN)).status).toBe(200);
  });

  it.each([
    ['too short', 'Ab1'],
    ['without a digit', 'Password-only'],
    ['the same as the current one', DEMO_SIGN_IN.password],
  ])('refuses a new password %s', async (_name, newPassword) => {
    const answer = await call('POST', PASSWORD, {
      currentPassword: DEMO_SIGN_IN.password,
      newPassword,
    });
    expect(answer.status).toBe(400);
    expect(errorsOf(answer.body)[0]?.source?.pointer).toBe('/newPassword');
  });
});

describe('protection methods and level', () => {
  it('adds the weights of the methods that are on, up to 100', () => {
    const all = {
      is_changed_password: true,
      enable_two_factor_auth: true,
      enable_phone_binding: true,
      enable_security_question: true,
      enable_email_auth: true,
    };
    expect(protectionLevelOf(all)).toBe(100);
    expect(Object.values(PROTECTION_WEIGHTS).reduce((a, b) => a + b)).toBe(100);
    expect(
      protectionLevelOf({ ...all, enable_two_factor_auth: false, enable_email_auth: false }),
    ).toBe(60);
  });

  it('a security question turns its method on and raises the level', async () => {
    const answer = await call('PUT', QUESTION, {
      question: 'Name of my first pet?',
      answer: 'Rex',
    });
    expect(answer.status).toBe(200);
    const config = configOf(answer.body);
    expect(config.protection_methods.enable_security_question).toBe(true);
    expect(config.is_active_secure_question).toBe(true);
    // The demo player has a changed password and a bound phone: 20 + 20, and now 20 more.
    expect(config.protection_level).toBe(60);
    expect(JSON.stringify(config)).not.toContain('Rex');
    expect((await loadConfig()).protection_level).toBe(60);
  });

  it('a question too short or an empty answer is a 400', async () => {
    expect((await call('PUT', QUESTION, { question: 'Pet', answer: 'Rex' })).status).toBe(400);
    expect((await call('PUT', QUESTION, { question: 'Name of my pet?', answer: ' ' })).status).toBe(
      400,
    );
  });

  it('e-mail sign-in confirmation turns on and off', async () => {
    const on = configOf((await call('PUT', EMAIL_AUTH, { enabled: true })).body);
    expect(on.protection_methods.enable_email_auth).toBe(true);
    expect(on.protection_level).toBe(55);
    const off = configOf((await call('PUT', EMAIL_AUTH, { enabled: false })).body);
    expect(off.protection_methods.enable_email_auth).toBe(false);
    expect(off.protection_level).toBe(40);
  });

  it('a player without an e-mail cannot turn e-mail confirmation on', async () => {
    const created = await demo.sandbox.call('POST', '/__sandbox/users', {
      countryCode: '7',
      phone: '9000000777',
      password: 'Phone-2026!',
    });
    expect(created.status).toBe(201);
    const phoneToken = await signInToken(demo.sandbox, {
      type: 'phone_password',
      countryCode: '7',
      phone: '9000000777',
      password: 'Phone-2026!',
      isRemember: false,
    });
    const answer = await call('PUT', EMAIL_AUTH, { enabled: true }, phoneToken);
    expect(answer.status).toBe(409);
    expect(errorsOf(answer.body)[0]?.code).toBe('no_email');
  });
});

describe('POST /office-api/v1/security/phone (spec 02 §4 binding a phone)', () => {
  const EMAIL_PLAYER = { email: 'mail-only@example.test', password: 'Mail-2026!' };

  async function emailPlayerToken() {
    await demo.sandbox.call('POST', '/__sandbox/users', EMAIL_PLAYER);
    return signInToken(demo.sandbox, {
      type: 'login_password',
      login: EMAIL_PLAYER.email,
      password: EMAIL_PLAYER.password,
      isRemember: false,
    });
  }

  async function sentCode(phone: string) {
    await demo.sandbox.call('POST', '/auth-api/v1/sms/send', {
      countryCode: '7',
      phone,
      purpose: 'registration',
    });
    const sent = await demo.sandbox.call('GET', `/__sandbox/sms?phone=7${phone}`);
    return (sent.body as { data: { code: string } }).data.code;
  }

  it('binds the number: e-mail only (1) becomes e-mail and phone (2), the method turns on', async () => {
    const mailToken = await emailPlayerToken();
    const before = configOf((await call('GET', '/web-api/user/config', undefined, mailToken)).body);
    expect(before.activation_type).toBe(1);
    const code = await sentCode('9001234567');
    const answer = await call(
      'POST',
      PHONE,
      { countryCode: '7', phone: '9001234567', code },
      mailToken,
    );
    expect(answer.status).toBe(200);
    const config = configOf(answer.body);
    expect(config.activation_type).toBe(2);
    expect(config.phone_number).toBe('9001234567');
    expect(config.protection_methods.enable_phone_binding).toBe(true);
    expect(config.protection_level).toBe(20);
    // The code is used up.
    const again = await call(
      'POST',
      PHONE,
      { countryCode: '7', phone: '9001234567', code },
      mailToken,
    );
    expect(again.status).toBe(400);
  });

  it('a wrong code binds nothing', async () => {
    const mailToken = await emailPlayerToken();
    const code = await sentCode('9001234567');
    const wrong = code === '000000' ? '111111' : '000000';
    const answer = await call(
      'POST',
      PHONE,
      { countryCode: '7', phone: '9001234567', code: wrong },
      mailToken,
    );
    expect(answer.status).toBe(400);
    expect(errorsOf(answer.body)[0]?.code).toBe('wrong_code');
    const config = configOf((await call('GET', '/web-api/user/config', undefined, mailToken)).body);
    expect(config.phone_number).toBeNull();
  });

  it('another player’s number is refused', async () => {
    const mailToken = await emailPlayerToken();
    const answer = await call(
      'POST',
      PHONE,
      { countryCode: '7', phone: '9000000001', code: '123456' },
      mailToken,
    );
    expect(answer.status).toBe(409);
    expect(errorsOf(answer.body)[0]?.code).toBe('phone_taken');
  });
});

describe('reset', () => {
  it('forgets the password, the question and the personal data', async () => {
    await call('PUT', QUESTION, { question: 'Name of my first pet?', answer: 'Rex' });
    await call('POST', PASSWORD, {
      currentPassword: DEMO_SIGN_IN.password,
      newPassword: 'Changed-2026!',
    });
    await demo.sandbox.call('POST', '/__sandbox/reset');
    expect((await demo.sandbox.call('POST', '/auth-api/v1/login', DEMO_SIGN_IN)).status).toBe(200);
    const fresh = await signInToken(demo.sandbox);
    const config = configOf((await call('GET', '/web-api/user/config', undefined, fresh)).body);
    expect(config.protection_methods.enable_security_question).toBe(false);
    expect(config.protection_level).toBe(45);
  });
});
