/** @jest-environment node */
import nock from 'nock';
import { NextRequest } from 'next/server';
import { UPSTREAM } from '@/app/api/coupons/test-helpers';
import { CAPTCHA_LIMITS } from '@/server/bff/rate-limit';
import { withNockedUpstream } from '@/tests/nocked-upstream';
import { GET as newCaptcha, POST as checkAnswer } from './route';

// The captcha calls are limited per client address like sign-in (docs/bff-api.md "Rate limits"):
// each one makes the upstream's captcha service work, and they are open to visitors.

const SITE = 'http://localhost:3000';
const IMAGE = { data: { key: 'k-1', image: '<svg xmlns="http://www.w3.org/2000/svg"/>', time: 1 } };
const WRONG = { data: { type: 1, time: 1, error_message: 'Wrong answer', captchaToken: null } };

/** A call from `address` as our server resolved it; the client's own X-Forwarded-For varies. */
function request(method: 'GET' | 'POST', address: string, attempt: number) {
  return new NextRequest(new URL('/api/auth/captcha', SITE), {
    method,
    headers: {
      host: 'localhost:3000',
      'x-client-ip': address,
      'x-forwarded-for': `198.51.100.${attempt % 250}`,
      ...(method === 'POST' ? { origin: SITE, 'content-type': 'application/json' } : {}),
    },
    body: method === 'POST' ? JSON.stringify({ key: 'k-1', answer: '12' }) : undefined,
  });
}

withNockedUpstream({ openSite: true });

async function expectRefused(response: Response) {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const { errors } = await response.json();
  expect(errors).toEqual([
    {
      status: '429',
      code: 'too_many_attempts',
      title: expect.stringMatching(/^Too many attempts\. Please try again in \d+ min\.$/),
    },
  ]);
}

describe('GET /api/auth/captcha (a new picture)', () => {
  it(`gives ${CAPTCHA_LIMITS.imagesPerIp.max} pictures per address in 10 min, then 429 without asking the upstream`, async () => {
    const { max } = CAPTCHA_LIMITS.imagesPerIp;
    nock(UPSTREAM)
      .get('/captcha-api/v1/update')
      .times(max + 1)
      .reply(200, IMAGE);
    for (let i = 0; i < max; i += 1) {
      expect((await newCaptcha(request('GET', '203.0.113.7', i))).status).toBe(200);
    }
    await expectRefused(await newCaptcha(request('GET', '203.0.113.7', max)));
    // Another address is not affected (and takes the one upstream answer left).
    expect((await newCaptcha(request('GET', '203.0.113.8', 0))).status).toBe(200);
  });
});

describe('POST /api/auth/captcha (an answer checked)', () => {
  it(`checks ${CAPTCHA_LIMITS.answersPerIp.max} answers per address in 10 min, then 429 without asking the upstream`, async () => {
    const { max } = CAPTCHA_LIMITS.answersPerIp;
    nock(UPSTREAM)
      .post('/captcha-api/v1/validate')
      .times(max + 1)
      .reply(200, WRONG);
    for (let i = 0; i < max; i += 1) {
      expect((await checkAnswer(request('POST', '203.0.113.9', i))).status).toBe(200);
    }
    await expectRefused(await checkAnswer(request('POST', '203.0.113.9', max)));
    expect((await checkAnswer(request('POST', '203.0.113.10', 0))).status).toBe(200);
  });

  it('counts pictures and answers apart: a full picture window still checks answers', async () => {
    nock(UPSTREAM)
      .get('/captcha-api/v1/update')
      .times(CAPTCHA_LIMITS.imagesPerIp.max)
      .reply(200, IMAGE);
    for (let i = 0; i < CAPTCHA_LIMITS.imagesPerIp.max; i += 1) {
      await newCaptcha(request('GET', '203.0.113.11', i));
    }
    nock(UPSTREAM).post('/captcha-api/v1/validate').reply(200, WRONG);
    expect((await checkAnswer(request('POST', '203.0.113.11', 0))).status).toBe(200);
  });
});
