import {
  BffError,
  CAPTCHA_HEADER,
  CLIENT_ERROR,
  createBffClient,
  FINGERPRINT_HEADER,
  type CaptchaOutcome,
} from './bff-client';
import { FINGERPRINT_STORAGE_KEY } from './fingerprint';
import { bffError, installFakeBff } from './testing/fake-bff';

let network: ReturnType<typeof installFakeBff> | null = null;
function fakeNetwork(routes: Parameters<typeof installFakeBff>[0]) {
  network = installFakeBff(routes);
  return network;
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.lang = 'en';
});
afterEach(() => network?.restore());

describe('bff client: JSON in and out', () => {
  it('posts JSON with the fingerprint token and answers the data of the reply', async () => {
    const net = fakeNetwork({
      'POST /api/auth/login': { body: { data: { status: 'authorized', userId: 7 } } },
    });
    const client = createBffClient();
    const data = await client.post('/api/auth/login', { type: 'login_password' });
    expect(data).toEqual({ status: 'authorized', userId: 7 });
    const [call] = net.calls;
    expect(call?.body).toEqual({ type: 'login_password' });
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.headers[FINGERPRINT_HEADER]).toMatch(/^[0-9a-f]{32}$/);
    // spec 01 §5: the captcha header only when a captcha was solved.
    expect(call?.headers).not.toHaveProperty(CAPTCHA_HEADER);
  });

  it('sends a FormData as multipart, leaving its content type to the browser', async () => {
    const net = fakeNetwork({
      'POST /api/office/verification/documents': { status: 201, body: { data: { id: 9 } } },
    });
    const form = new FormData();
    form.set('type', 'passport');
    const data = await createBffClient().request('/api/office/verification/documents', {
      method: 'POST',
      body: form,
    });
    expect(data).toEqual({ id: 9 });
    const [call] = net.calls;
    expect(call?.body).toBe(form);
    expect(call?.headers).not.toHaveProperty('content-type');
    expect(call?.headers.accept).toBe('application/json');
  });

  it('sends the same fingerprint token on every call while it is valid', async () => {
    const net = fakeNetwork({ 'GET /api/auth/session': { body: { data: null } } });
    const client = createBffClient();
    await client.get('/api/auth/session');
    await client.get('/api/auth/session');
    const [first, second] = net.calls;
    expect(first?.headers[FINGERPRINT_HEADER]).toBe(second?.headers[FINGERPRINT_HEADER]);
  });

  it('turns a JSON-API error into a BffError with its items and Retry-After', async () => {
    fakeNetwork({
      'POST /api/auth/login': bffError(429, 'too_many_attempts', 'Too many attempts', {
        headers: { 'retry-after': '300' },
      }),
    });
    const error = await createBffClient()
      .post('/api/auth/login', {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BffError);
    expect(error).toMatchObject({ status: 429, code: 'too_many_attempts', retryAfterS: 300 });
  });

  it.each([
    ['a failed fetch', new TypeError('Failed to fetch'), 0, CLIENT_ERROR.network],
    [
      'a cancelled request',
      Object.assign(new Error('aborted'), { name: 'AbortError' }),
      499,
      CLIENT_ERROR.close,
    ],
  ])('maps %s to its catalogue code (spec 01 §8)', async (_, thrown, status, code) => {
    fakeNetwork({ 'GET /api/auth/session': thrown });
    await expect(createBffClient().get('/api/auth/session')).rejects.toMatchObject({
      status,
      code,
    });
  });
});

describe('bff client: captcha (spec 01 §8)', () => {
  it('asks the captcha handler, then retries once with the x-captcha header', async () => {
    const net = fakeNetwork({
      'POST /api/auth/login': [
        bffError(400, 'captcha_required'),
        { body: { data: { status: 'authorized', userId: 1 } } },
      ],
    });
    const client = createBffClient();
    const handler = jest.fn(async (): Promise<CaptchaOutcome> => ({ token: 'solved-1' }));
    client.setCaptchaHandler(handler);
    await expect(client.post('/api/auth/login', { a: 1 })).resolves.toEqual({
      status: 'authorized',
      userId: 1,
    });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(net.calls).toHaveLength(2);
    expect(net.calls[1]?.headers[CAPTCHA_HEADER]).toBe('solved-1');
    expect(net.calls[1]?.body).toEqual({ a: 1 });
  });

  it('retries only once: a second captcha demand is the caller’s error', async () => {
    const net = fakeNetwork({ 'POST /api/auth/login': bffError(400, 'captcha_required') });
    const client = createBffClient();
    client.setCaptchaHandler(async () => ({ token: 'solved' }));
    await expect(client.post('/api/auth/login', {})).rejects.toMatchObject({
      code: 'captcha_required',
    });
    expect(net.calls).toHaveLength(2);
  });

  it.each([
    ['cancelled', CLIENT_ERROR.captchaCancelled],
    ['failed', CLIENT_ERROR.captchaFailed],
  ] as const)('does not retry when the captcha is %s', async (reason, code) => {
    const net = fakeNetwork({ 'POST /api/auth/login': bffError(400, 'captcha_required') });
    const client = createBffClient();
    client.setCaptchaHandler(async () => ({ token: null, reason }));
    await expect(client.post('/api/auth/login', {})).rejects.toMatchObject({ code });
    expect(net.calls).toHaveLength(1);
  });

  it('without a captcha handler the demand reaches the caller', async () => {
    const client = createBffClient();
    const unregister = client.setCaptchaHandler(async () => ({ token: 'x' }));
    unregister();
    fakeNetwork({ 'POST /api/auth/login': bffError(400, 'captcha_required') });
    await expect(client.post('/api/auth/login', {})).rejects.toMatchObject({
      code: 'captcha_required',
    });
  });
});

describe('bff client: fingerprint (spec 02 §5)', () => {
  it('draws a new fingerprint and retries', async () => {
    const net = fakeNetwork({
      'GET /api/auth/session': [bffError(400, 'fingerprint'), { body: { data: null } }],
    });
    await expect(createBffClient().get('/api/auth/session')).resolves.toBeNull();
    expect(net.calls).toHaveLength(2);
    const [first, second] = net.calls;
    expect(second?.headers[FINGERPRINT_HEADER]).not.toBe(first?.headers[FINGERPRINT_HEADER]);
    const stored = JSON.parse(localStorage.getItem(FINGERPRINT_STORAGE_KEY) ?? '{}') as {
      token?: string;
    };
    expect(stored.token).toBe(second?.headers[FINGERPRINT_HEADER]);
  });

  it('gives up after 2 failed attempts', async () => {
    const net = fakeNetwork({ 'GET /api/auth/session': bffError(400, 'fingerprint') });
    await expect(createBffClient().get('/api/auth/session')).rejects.toMatchObject({
      code: 'fingerprint',
    });
    expect(net.calls).toHaveLength(2);
  });
});

describe('bff client: terms (spec 01 §8, 451)', () => {
  it('goes to the confirm-terms page of the page’s language', async () => {
    document.documentElement.lang = 'ru';
    fakeNetwork({ 'POST /api/auth/refresh': bffError(451, 'confirm_terms') });
    const navigate = jest.fn();
    await expect(createBffClient({ navigate }).post('/api/auth/refresh')).rejects.toMatchObject({
      status: 451,
    });
    expect(navigate).toHaveBeenCalledWith('/ru/confirm');
  });

  it('goes to the maintenance page when the site closed while the page was open', async () => {
    document.documentElement.lang = 'ru';
    fakeNetwork({ 'POST /api/auth/login': bffError(503, 'maintenance') });
    const navigate = jest.fn();
    await expect(createBffClient({ navigate }).post('/api/auth/login')).rejects.toMatchObject({
      code: 'maintenance',
    });
    expect(navigate).toHaveBeenCalledWith('/ru/maintenance');
  });

  it.each([
    ['block-ua', '/en/block-ua'],
    ['suspension', '/en/suspension'],
    ['https://evil.example', '/en/block'],
    [undefined, '/en/block'],
  ])('goes to the block page the BFF names (%s → %s), never elsewhere', async (page, expected) => {
    document.documentElement.lang = 'en';
    const refusal = bffError(403, 'blocked');
    const body = refusal.body as { errors: Record<string, unknown>[] };
    if (page !== undefined) body.errors[0] = { ...body.errors[0], meta: { reason: 13, page } };
    fakeNetwork({ 'POST /api/coupons': refusal });
    const navigate = jest.fn();
    await expect(createBffClient({ navigate }).post('/api/coupons')).rejects.toMatchObject({
      code: 'blocked',
    });
    expect(navigate).toHaveBeenCalledWith(expected);
  });

  it('does not navigate on other errors', async () => {
    fakeNetwork({ 'POST /api/auth/refresh': bffError(401, 'unauthorized') });
    const navigate = jest.fn();
    await expect(createBffClient({ navigate }).post('/api/auth/refresh')).rejects.toThrow();
    expect(navigate).not.toHaveBeenCalled();
  });
});
