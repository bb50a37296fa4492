/** @jest-environment node */
import {
  authorizedSchema,
  loginAnswerSchema,
  oneTapAnswerSchema,
  oneTapClientIdAnswerSchema,
  passwordSchema,
  phoneCountriesAnswerSchema,
  phoneMasksAnswerSchema,
  registerAnswerSchema,
  upstreamErrorBodySchema,
} from '@contract/auth';
import type { TestSandbox } from './test-harness';
import { bearer, removeDb, startTestSandbox } from './test-harness';
import { fullRegistration } from './registration.fixture';

const REGISTER = '/auth-api/v1/register';
const SITE = 'https://betarena.example';
const LOGIN = '/auth-api/v1/login';
const ONE_TAP = '/social-api/oauth/google/one-tap';

const NEW_PHONE = { countryCode: '7', phone: '9001234567' };
const FULL = fullRegistration();

// The sandbox's "today" is 2026-06-01 in these tests.
const START = Date.parse('2026-06-01T12:00:00Z');
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

async function registered(body: object) {
  const answer = await sandbox.call('POST', REGISTER, body);
  expect(answer.status).toBe(201);
  const { data } = registerAnswerSchema.parse(answer.body);
  if (data.status !== 'authorized') throw new Error(`registration answered ${data.status}`);
  return data;
}

/** A full registration: 202 and nothing more, whatever became of it. */
async function registeredFull(body: object = FULL) {
  const answer = await sandbox.call('POST', REGISTER, body, { 'x-request-origin': SITE });
  expect(answer.status).toBe(202);
  expect(answer.body).toEqual({ data: { status: 'confirmation_sent' } });
  return answer;
}

interface Mail {
  kind: string;
  subject: string;
  link: string | null;
  token: string | null;
}

async function outbox(to: string): Promise<Mail[]> {
  const answer = await sandbox.call('GET', `/__sandbox/outbox?to=${encodeURIComponent(to)}`);
  return (answer.body as { data: Mail[] }).data;
}

async function signInStatus(login: string, password: string): Promise<number> {
  const answer = await sandbox.call('POST', LOGIN, {
    type: 'login_password',
    login,
    password,
    isRemember: false,
  });
  return answer.status;
}

const followLink = (token: string) =>
  sandbox.call('POST', '/auth-api/v1/activation/link', { token });

async function passwordLogin(login: string, password: string) {
  const answer = await sandbox.call('POST', LOGIN, {
    type: 'login_password',
    login,
    password,
    isRemember: false,
  });
  expect(answer.status).toBe(200);
  return authorizedSchema.parse(loginAnswerSchema.parse(answer.body).data);
}

async function registrationCode(phone = NEW_PHONE): Promise<string> {
  const sent = await sandbox.call('POST', '/auth-api/v1/sms/send', {
    ...phone,
    purpose: 'registration',
  });
  expect(sent.status).toBe(200);
  const answer = await sandbox.call(
    'GET',
    `/__sandbox/sms?phone=${phone.countryCode}${phone.phone}`,
  );
  const { code, purpose } = (answer.body as { data: { code: string; purpose: string } }).data;
  expect(purpose).toBe('registration');
  return code;
}

function expectError(
  answer: { status: number; body: unknown },
  status: number,
  code: string,
  pointer?: string,
) {
  expect(answer.status).toBe(status);
  expect(answer.body).toEqual({
    errors: [
      expect.objectContaining({
        status: String(status),
        code,
        ...(pointer === undefined ? {} : { source: { pointer } }),
      }),
    ],
  });
  upstreamErrorBodySchema.parse(answer.body);
}

describe('POST /auth-api/v1/register one_click', () => {
  it('creates a player with generated credentials that sign in', async () => {
    const data = await registered({ type: 'one_click', currencyIso: 'RUB', countryId: 1 });

    expect(data).toMatchObject({ status: 'authorized', userId: 1003 });
    expect(data.credentials).toEqual({
      login: 'p1003@betarena.example',
      password: expect.any(String),
    });
    const password = data.credentials?.password ?? '';
    expect(passwordSchema.safeParse(password).success).toBe(true);
    expect((await passwordLogin('p1003@betarena.example', password)).userId).toBe(1003);
    const session = await sandbox.call('GET', '/web-api/session', undefined, bearer(data.token));
    expect(session.body).toEqual({ data: { user_id: 1003 } });
  });

  it('keeps generated logins unique when the e-mail is already taken', async () => {
    await registeredFull({ ...FULL, email: 'p1004@betarena.example' });
    const data = await registered({ type: 'one_click', currencyIso: 'USD', countryId: 4 });
    expect(data.credentials?.login).toBe('p1004-2@betarena.example');
  });
});

describe('POST /auth-api/v1/register phone', () => {
  const body = (code: string, phone = NEW_PHONE) => ({
    type: 'phone',
    ...phone,
    code,
    password: 'Phone-2026',
    currencyIso: 'RUB',
  });

  it('creates a player with the sms code, who then signs in by phone', async () => {
    const code = await registrationCode();
    const data = await registered(body(code));

    expect(data.credentials).toBeNull();
    const login = await sandbox.call('POST', LOGIN, {
      type: 'phone_password',
      ...NEW_PHONE,
      password: 'Phone-2026',
      isRemember: true,
    });
    expect(login.status).toBe(200);
    expect(loginAnswerSchema.parse(login.body).data).toMatchObject({ userId: data.userId });
    expectError(await sandbox.call('POST', REGISTER, body(code)), 400, 'wrong_code', '/code');
  });

  it('answers wrong_code for a wrong code and time_up after 5 minutes', async () => {
    const code = await registrationCode();
    const wrong = code === '000000' ? '111111' : '000000';

    expectError(await sandbox.call('POST', REGISTER, body(wrong)), 400, 'wrong_code', '/code');
    clock = START + 5 * 60_000;
    expectError(await sandbox.call('POST', REGISTER, body(code)), 400, 'time_up', '/code');
  });

  it('answers 409 phone_taken for a registered phone', async () => {
    const demoPhone = { countryCode: '7', phone: '9000000001' };
    const code = await registrationCode(demoPhone);

    expectError(
      await sandbox.call('POST', REGISTER, body(code, demoPhone)),
      409,
      'phone_taken',
      '/phone',
    );
  });

  it('refuses a login code for registration', async () => {
    await sandbox.call('POST', '/auth-api/v1/sms/send', { ...NEW_PHONE, purpose: 'login' });
    expectError(await sandbox.call('POST', REGISTER, body('123456')), 400, 'wrong_code', '/code');
  });
});

describe('POST /auth-api/v1/register full', () => {
  it('sends a link; the account signs in once the link is followed, not before', async () => {
    await registeredFull();
    // Until then the account is nobody's: the password does not sign in, as for an unknown login.
    expect(await signInStatus(FULL.email, FULL.password)).toBe(401);
    const [mail] = await outbox(FULL.email);
    expect(mail).toMatchObject({
      kind: 'registration',
      subject: 'Confirm your e-mail to finish your registration',
    });
    expect(mail?.link).toBe(`${SITE}/user/accountverify?token=${mail?.token}`);

    const followed = await followLink(mail?.token ?? '');
    expect(followed.status).toBe(200);
    expect(followed.body).toEqual({
      data: { channel: 'email', to: 'n***@betarena.example', activationType: 1 },
    });
    const { token } = await passwordLogin(FULL.email, FULL.password);
    const config = await sandbox.call('GET', '/web-api/user/config', undefined, bearer(token));
    expect(config.body).toMatchObject({
      data: { user_email: FULL.email, activation_type: 1, remaining_days_to_activate: null },
    });
  });

  it('answers a taken e-mail, in any letter case, exactly as a free one; its owner gets a note', async () => {
    const free = await registeredFull();
    const taken = await registeredFull({ ...FULL, email: 'Demo@BetArena.example' });
    expect(taken.status).toBe(free.status);
    expect(taken.body).toEqual(free.body);
    const headers = (answer: { headers: Headers }) =>
      [...answer.headers.keys()].filter((name) => name !== 'date').sort();
    expect(headers(taken)).toEqual(headers(free));
    expect(taken.headers.get('content-length')).toBe(free.headers.get('content-length'));

    const [note] = await outbox('demo@betarena.example');
    expect(note).toMatchObject({
      kind: 'registration_attempt',
      subject: 'Somebody tried to register with your e-mail',
      link: `${SITE}/user/login`,
      token: null,
    });
    // The owner's account is untouched: the old password signs in, the new one does not.
    expect(await signInStatus('demo@betarena.example', 'Demo-2026!')).toBe(200);
    expect(await signInStatus('demo@betarena.example', FULL.password)).toBe(401);
  });

  it('sends the mailbox at most one message a minute, whoever registers it', async () => {
    await registeredFull();
    await registeredFull({ ...FULL, password: 'Second-2026' });
    await registeredFull({ ...FULL, email: 'demo@betarena.example' });
    await registeredFull({ ...FULL, email: 'demo@betarena.example' });
    expect((await outbox(FULL.email)).map((mail) => mail.kind)).toEqual(['registration']);
    expect((await outbox('demo@betarena.example')).map((mail) => mail.kind)).toEqual([
      'registration_attempt',
    ]);
    clock += 60_000;
    await registeredFull({ ...FULL, password: 'Third-2026' });
    expect(await outbox(FULL.email)).toHaveLength(2);
  });

  it('registered again before its link: the newest details count, and either link confirms', async () => {
    await registeredFull();
    const [first] = await outbox(FULL.email);
    await registeredFull({ ...FULL, password: 'Second-2026', currencyIso: 'USD' });
    expect((await followLink(first?.token ?? '')).status).toBe(200);
    expect(await signInStatus(FULL.email, FULL.password)).toBe(401);
    expect(await signInStatus(FULL.email, 'Second-2026')).toBe(200);
    // Confirmed, the e-mail is taken: a new registration is a note to its owner now.
    await registeredFull();
    expect((await outbox(FULL.email))[0]?.kind).toBe('registration_attempt');
  });

  it('gives an account that waits for its link no recovery code', async () => {
    await registeredFull();
    const recovery = await sandbox.call('POST', '/auth-api/v1/password/recovery', {
      login: FULL.email,
    });
    expect(recovery.status).toBe(200);
    const code = await sandbox.call(
      'GET',
      `/__sandbox/recovery-code?login=${encodeURIComponent(FULL.email)}`,
    );
    expect(code.status).toBe(404);
  });

  it.each([
    ['2008-06-01', 202],
    ['2008-06-02', 400],
    ['2015-01-01', 400],
    ['2030-01-01', 400],
  ])('born %s: answers %i against the site minimum age of 18', async (birthDate, status) => {
    const answer = await sandbox.call('POST', REGISTER, { ...FULL, birthDate });
    if (status === 400) expectError(answer, 400, 'underage', '/birthDate');
    else expect(answer.status).toBe(202);
  });

  it('follows the minimum age of the site config, for a taken e-mail too', async () => {
    await sandbox.call('PATCH', '/__sandbox/site-config', { minAge: 21 });
    const answer = await sandbox.call('POST', REGISTER, { ...FULL, birthDate: '2005-06-02' });
    expectError(answer, 400, 'underage', '/birthDate');
    const taken = { ...FULL, email: 'demo@betarena.example', birthDate: '2005-06-02' };
    expectError(await sandbox.call('POST', REGISTER, taken), 400, 'underage', '/birthDate');
  });

  it.each([
    ['/acceptTerms', { ...FULL, acceptTerms: false }],
    ['/password', { ...FULL, password: 'letters-only' }],
    ['/birthDate', { ...FULL, birthDate: '17.05.1990' }],
    ['/currencyIso', { ...FULL, currencyIso: 'rub' }],
  ])('rejects a bad %s', async (pointer, body) => {
    const answer = await sandbox.call('POST', REGISTER, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ errors: [expect.objectContaining({ source: { pointer } })] });
  });
});

describe('registration switched off', () => {
  it('answers 403 registration_closed', async () => {
    await sandbox.call('PATCH', '/__sandbox/site-config', { isRegistrationAllowed: false });
    expectError(
      await sandbox.call('POST', REGISTER, { type: 'one_click', currencyIso: 'RUB', countryId: 1 }),
      403,
      'registration_closed',
    );
  });
});

describe('phone data', () => {
  it('answers the countries with their calling codes', async () => {
    const answer = await sandbox.call('GET', '/auth-api/v1/phone/countries');
    expect(answer.status).toBe(200);
    const { data } = phoneCountriesAnswerSchema.parse(answer.body);
    expect(data).toEqual(
      expect.arrayContaining([
        { id: 1, name: 'Russia', country_code: 'RU', tel_code: '7' },
        { id: 2, name: 'Kazakhstan', country_code: 'KZ', tel_code: '7' },
        { id: 3, name: 'Ukraine', country_code: 'UA', tel_code: '380' },
        { id: 4, name: 'United Kingdom', country_code: 'GB', tel_code: '44' },
        { id: 5, name: 'Germany', country_code: 'DE', tel_code: '49' },
      ]),
    );
  });

  it('answers a mask with Min and Max for every country', async () => {
    const countries = phoneCountriesAnswerSchema.parse(
      (await sandbox.call('GET', '/auth-api/v1/phone/countries')).body,
    ).data;
    const answer = await sandbox.call('GET', '/auth-api/v1/phone/masks');
    expect(answer.status).toBe(200);
    const masks = phoneMasksAnswerSchema.parse(answer.body).data;

    for (const country of countries) {
      const mask = masks.find((entry) => entry.CountryId === country.id);
      expect(mask).toBeDefined();
      expect(mask?.Min).toBeLessThanOrEqual(mask?.Max ?? 0);
      expect(mask?.Mask.split('#').length).toBe((mask?.Max ?? 0) + 1);
    }
    expect(masks.find((mask) => mask.CountryId === 1)).toEqual({
      CountryId: 1,
      Mask: '(###) ###-##-##',
      Min: 10,
      Max: 10,
    });
    expect(masks.find((mask) => mask.CountryId === 5)).toMatchObject({ Min: 10, Max: 11 });
  });
});

describe('one-tap sign-in', () => {
  function oneTapForm(fields: Record<string, string>): FormData {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    return form;
  }

  const FIELDS = {
    credential: 'provider-credential-1',
    language: 'en',
    currency: 'EUR',
    countryId: '5',
  };

  async function oneTapToken(fields: Record<string, string> = FIELDS): Promise<string> {
    const answer = await sandbox.call('POST', ONE_TAP, oneTapForm(fields));
    expect(answer.status).toBe(200);
    const { redirectUrl } = oneTapAnswerSchema.parse(answer.body);
    const match = /^\/(\w{2})\/user\/login\?oneTap=([\w-]+)$/.exec(redirectUrl);
    expect(match?.[1]).toBe(fields.language);
    return match?.[2] ?? '';
  }

  const tokenLogin = (token: string) => ({
    type: 'token',
    token,
    methodId: 7,
    sign: 'g',
    lng: 'en',
  });

  it('answers the client id', async () => {
    const answer = await sandbox.call('GET', '/social-api/oauth/google/one-tap/client-id');
    expect(answer.status).toBe(200);
    expect(oneTapClientIdAnswerSchema.parse(answer.body)).toEqual({
      clientId: 'sandbox-one-tap-client',
    });
  });

  it('redirects to the login page with a one-time token that signs the player in', async () => {
    const token = await oneTapToken();

    const first = await sandbox.call('POST', LOGIN, tokenLogin(token));
    expect(first.status).toBe(200);
    const { userId } = authorizedSchema.parse(loginAnswerSchema.parse(first.body).data);
    expect((await sandbox.call('POST', LOGIN, tokenLogin(token))).status).toBe(401);

    const again = await sandbox.call('POST', LOGIN, tokenLogin(await oneTapToken()));
    expect(loginAnswerSchema.parse(again.body).data).toMatchObject({ userId });
    const other = await sandbox.call(
      'POST',
      LOGIN,
      tokenLogin(await oneTapToken({ ...FIELDS, credential: 'provider-credential-2' })),
    );
    expect(loginAnswerSchema.parse(other.body).data).not.toMatchObject({ userId });
  });

  it('lets the token run out after 5 minutes', async () => {
    const token = await oneTapToken();
    clock = START + 5 * 60_000;
    expect((await sandbox.call('POST', LOGIN, tokenLogin(token))).status).toBe(401);
  });

  it.each([
    ['an empty credential', { ...FIELDS, credential: '' }, '/credential'],
    ['no credential', { language: 'en', currency: 'EUR', countryId: '5' }, '/credential'],
    ['a country id that is not a number', { ...FIELDS, countryId: 'five' }, '/countryId'],
    ['a language that is not two letters', { ...FIELDS, language: 'english' }, '/language'],
  ])('rejects a form with %s', async (_case, fields, pointer) => {
    const answer = await sandbox.call('POST', ONE_TAP, oneTapForm(fields));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ errors: [expect.objectContaining({ source: { pointer } })] });
  });

  it('answers 415 for a body that is not multipart/form-data', async () => {
    expect((await sandbox.call('POST', ONE_TAP, FIELDS)).status).toBe(415);
  });
});
