/** @jest-environment node */
import { bffRequest, signIn } from '@/app/api/coupons/test-helpers';
import { GET as policyLogo } from '@/app/api/policy/logo/route';
import { resetRateLimits } from '@/server/bff/rate-limit';
import { clearConfigCaches } from '@/server/config/site-config';
import { removeDb, startTestSandbox, type TestSandbox } from '@/sandbox/test-harness';
import { chatAnswerSchema } from '@/server/upstream/schemas/support';
import { POST as callback } from './callback/route';
import { POST as chat } from './chat/route';

// The BFF against the real sandbox upstream: the two sides check the same contract on their own.
let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  process.env.UPSTREAM_URL = sandbox.url;
});
beforeEach(() => {
  resetRateLimits();
  clearConfigCaches();
});
afterEach(() => jest.restoreAllMocks());
afterAll(async () => {
  await sandbox.close();
  removeDb(sandbox.dbPath);
});

const post = (route: typeof callback, path: string, body: unknown, cookie?: string) =>
  route(bffRequest(path, { method: 'POST', body, cookie }));

describe('support through the BFF and the sandbox', () => {
  it('a signed-in player’s call back reaches the operator tied to the player, once per number', async () => {
    const cookie = await signIn(null);
    // The refusal of the second request is logged as a warning; the test reads the answer.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const body = { phone: '+79161230000', lang: 'en' };
    const first = await post(callback, '/api/support/callback', body, cookie);
    expect(first.status).toBe(201);
    const again = await post(callback, '/api/support/callback', body, cookie);
    expect(again.status).toBe(429);
    expect(await again.json()).toMatchObject({
      errors: [{ code: 'callback_already_requested', source: { pointer: '/phone' } }],
    });
    const listed = await sandbox.call('GET', '/__sandbox/support/requests');
    expect(listed.body).toMatchObject({
      data: { callbacks: [{ phone: '+79161230000', userId: 1001 }] },
    });
  });

  it('a visitor chats with the site’s consultant in Russian', async () => {
    const response = await post(chat, '/api/support/chat', {
      consultantId: 'betarena-support',
      message: 'Добрый день',
      lang: 'ru',
    });
    expect(response.status).toBe(200);
    const { data } = chatAnswerSchema.parse(await response.json());
    expect(data.messages.map((message) => message.from)).toEqual(['player', 'consultant']);
    expect(data.messages[1]?.text).toMatch(/^Здравствуйте!/);
  });

  it('the policy logo comes through as the sandbox draws it', async () => {
    const response = await policyLogo(bffRequest('/api/policy/logo'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(await response.text()).toMatch(/^<svg [^>]*width="120" height="40"/);
  });
});
