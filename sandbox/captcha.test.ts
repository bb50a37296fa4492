/** @jest-environment node */
import {
  authorizedSchema,
  captchaImageAnswerSchema,
  captchaTimeAnswerSchema,
  captchaValidateAnswerSchema,
  loginAnswerSchema,
  upstreamErrorBodySchema,
} from '@contract/auth';
import type { TestSandbox } from './test-harness';
import { removeDb, startTestSandbox } from './test-harness';

const UPDATE = '/captcha-api/v1/update';
const VALIDATE = '/captcha-api/v1/validate';
const LOGIN = '/auth-api/v1/login';

const DEMO = {
  type: 'login_password',
  login: 'demo@betarena.example',
  password: 'Demo-2026!',
  isRemember: false,
};
const WRONG = { ...DEMO, password: 'Wrong-2026!' };
const CAPTCHA_REQUIRED = {
  errors: [
    {
      status: '400',
      code: '111',
      title: 'Captcha required',
      detail: 'x-captcha: too many failed attempts, solve a captcha and send its token',
      source: { header: 'x-captcha' },
    },
  ],
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

async function newCaptcha() {
  const answer = await sandbox.call('GET', UPDATE);
  expect(answer.status).toBe(200);
  return captchaImageAnswerSchema.parse(answer.body).data;
}

async function answerOf(key: string): Promise<string> {
  const answer = await sandbox.call('GET', `/__sandbox/captcha/${encodeURIComponent(key)}`);
  expect(answer.status).toBe(200);
  return (answer.body as { data: { answer: string } }).data.answer;
}

async function validate(key: string, answer: string) {
  const reply = await sandbox.call('POST', VALIDATE, { key, answer });
  expect(reply.status).toBe(200);
  return captchaValidateAnswerSchema.parse(reply.body).data;
}

function wrongAnswer(right: string): string {
  return String(Number(right) + 1);
}

/** A solved captcha's token, for the x-captcha header. */
async function captchaToken(): Promise<string> {
  const { key } = await newCaptcha();
  const verdict = await validate(key, await answerOf(key));
  return verdict.captchaToken ?? '';
}

function login(body: object, captcha?: string) {
  return sandbox.call('POST', LOGIN, body, captcha === undefined ? {} : { 'x-captcha': captcha });
}

async function failThreeTimes(body: object = WRONG) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    expect((await login(body)).status).toBe(401);
  }
}

describe('GET /captcha-api/v1/update', () => {
  it('draws a small sum or difference as SVG text with noise lines', async () => {
    const { key, image, time } = await newCaptcha();

    expect(time).toBe(START);
    expect(image.startsWith('<svg')).toBe(true);
    expect(image.match(/<line /g)?.length).toBeGreaterThanOrEqual(3);
    const drawn = [...image.matchAll(/<text[^>]*>([^<]+)<\/text>/g)]
      .map((match) => match[1])
      .join('');
    const question = /^(\d)([+-])(\d)=\?$/.exec(drawn);
    expect(question).not.toBeNull();
    const [, left, operator, right] = question ?? [];
    const expected = operator === '+' ? Number(left) + Number(right) : Number(left) - Number(right);
    expect(await answerOf(key)).toBe(String(expected));
  });

  it('gives each challenge its own key', async () => {
    const first = await newCaptcha();
    const second = await newCaptcha();
    expect(second.key).not.toBe(first.key);
  });
});

describe('POST /captcha-api/v1/validate', () => {
  it('answers type 0 with a token for the right answer, once', async () => {
    const { key } = await newCaptcha();
    const right = await answerOf(key);

    expect(await validate(key, ` ${right} `)).toEqual({
      type: 0,
      time: START,
      error_message: null,
      captchaToken: expect.stringMatching(/^[\w-]{20,}$/),
    });
    expect(await validate(key, right)).toMatchObject({ type: 1, captchaToken: null });
  });

  it('answers type 1 for a wrong answer and type 2 from the fifth wrong answer on', async () => {
    const { key } = await newCaptcha();
    const right = await answerOf(key);

    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(await validate(key, wrongAnswer(right))).toEqual({
        type: 1,
        time: START,
        error_message: 'Wrong answer, try again',
        captchaToken: null,
      });
    }
    expect(await validate(key, wrongAnswer(right))).toEqual({
      type: 2,
      time: START,
      error_message: 'Too many wrong answers',
      captchaToken: null,
    });
    expect(await validate(key, right)).toMatchObject({ type: 2, captchaToken: null });
  });

  it('answers type 1 for an unknown key and for a challenge older than 5 minutes', async () => {
    expect(await validate('no-such-key', '3')).toMatchObject({
      type: 1,
      error_message: expect.stringContaining('expired'),
    });

    const { key } = await newCaptcha();
    const right = await answerOf(key);
    clock = START + 5 * MINUTE;
    expect(await validate(key, right)).toMatchObject({ type: 1, captchaToken: null });
  });

  it.each([
    [{ key: '', answer: '3' }, '/key'],
    [{ key: 'abc' }, '/answer'],
  ])('rejects %j naming the field', async (body, pointer) => {
    const answer = await sandbox.call('POST', VALIDATE, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ errors: [expect.objectContaining({ source: { pointer } })] });
  });
});

describe('GET /captcha-api/v1/gettime', () => {
  it('answers the server time in milliseconds', async () => {
    clock = START + 1234;
    const answer = await sandbox.call('GET', '/captcha-api/v1/gettime');
    expect(answer.status).toBe(200);
    expect(captchaTimeAnswerSchema.parse(answer.body)).toEqual({ data: { time: START + 1234 } });
  });
});

describe('GET /__sandbox/captcha/:key', () => {
  it('answers 404 for an unknown key', async () => {
    expect((await sandbox.call('GET', '/__sandbox/captcha/nothing')).status).toBe(404);
  });
});

describe('captcha after failed logins (error code 111)', () => {
  it('asks for a captcha after 3 failures, even with the right password', async () => {
    await failThreeTimes();

    const answer = await login(DEMO);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(CAPTCHA_REQUIRED);
    upstreamErrorBodySchema.parse(answer.body);
  });

  it('lets a login with a solved captcha through, and a success clears the count', async () => {
    await failThreeTimes();

    const answer = await login(DEMO, await captchaToken());
    expect(answer.status).toBe(200);
    expect(authorizedSchema.parse(loginAnswerSchema.parse(answer.body).data).userId).toBe(1001);
    expect((await login(WRONG)).status).toBe(401);
    expect((await login(DEMO)).status).toBe(200);
  });

  it('uses a captcha token up, and a failure with it still needs the next captcha', async () => {
    await failThreeTimes();
    const token = await captchaToken();

    expect((await login(WRONG, token)).status).toBe(401);
    expect((await login(DEMO, token)).body).toEqual(CAPTCHA_REQUIRED);
    expect((await login(DEMO, 'made-up-token')).body).toEqual(CAPTCHA_REQUIRED);
    expect((await login(DEMO, await captchaToken())).status).toBe(200);
  });

  it('refuses a captcha token older than 5 minutes', async () => {
    await failThreeTimes();
    const token = await captchaToken();
    clock = START + 5 * MINUTE;

    expect((await login(DEMO, token)).body).toEqual(CAPTCHA_REQUIRED);
  });

  it('counts failures per login within 15 minutes', async () => {
    await failThreeTimes();
    const byPhone = {
      type: 'phone_password',
      countryCode: '7',
      phone: '9000000001',
      password: 'Demo-2026!',
      isRemember: false,
    };
    expect((await login(byPhone)).status).toBe(200);

    clock = START + 15 * MINUTE + 1;
    expect((await login(DEMO)).status).toBe(200);
  });

  it('locks an unknown login the same way (no user enumeration)', async () => {
    const unknown = { ...WRONG, login: 'nobody@betarena.example' };
    await failThreeTimes(unknown);
    expect((await login(unknown)).body).toEqual(CAPTCHA_REQUIRED);
  });

  it('does not use up a captcha token while none is needed', async () => {
    const token = await captchaToken();
    expect((await login(WRONG, token)).status).toBe(401);
    expect((await login(WRONG)).status).toBe(401);
    expect((await login(WRONG)).status).toBe(401);
    expect((await login(DEMO)).body).toEqual(CAPTCHA_REQUIRED);
    expect((await login(DEMO, token)).status).toBe(200);
  });
});
