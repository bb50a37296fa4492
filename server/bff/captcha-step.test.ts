/** @jest-environment node */
import { resetRateLimits } from '@/server/bff/rate-limit';
import {
  CAPTCHA_PASS_TTL_MS,
  captchaPasses,
  captchaStep,
  memoryCaptchaPassStore,
} from './captcha-step';
import { ApiError } from './handler';

const rule = { freeAttempts: 2, windowMs: 60_000 };
const noCaptcha = new Headers();

beforeEach(() => resetRateLimits());

describe('captcha passes', () => {
  it('are good once, within their lifetime', async () => {
    let now = 0;
    const store = memoryCaptchaPassStore(() => now);
    await store.remember('a', CAPTCHA_PASS_TTL_MS);
    await store.remember('b', CAPTCHA_PASS_TTL_MS);
    expect(await store.take('a')).toBe(true);
    expect(await store.take('a')).toBe(false);
    now = CAPTCHA_PASS_TTL_MS + 1;
    expect(await store.take('b')).toBe(false);
    expect(await store.take('never-issued')).toBe(false);
  });
});

describe('captchaStep', () => {
  it('lets the free attempts through, then asks for a captcha on each further one', async () => {
    await captchaStep(noCaptcha, 'acc', rule);
    await captchaStep(noCaptcha, 'acc', rule);
    await expect(captchaStep(noCaptcha, 'acc', rule)).rejects.toMatchObject({
      status: 400,
      code: 'captcha_required',
    });
    await captchaPasses().remember('pass', CAPTCHA_PASS_TTL_MS);
    await expect(
      captchaStep(new Headers({ 'x-captcha': 'pass' }), 'acc', rule),
    ).resolves.toBeDefined();
    await expect(
      captchaStep(new Headers({ 'x-captcha': 'pass' }), 'acc', rule),
    ).rejects.toBeInstanceOf(ApiError);
  });

  it('counts parallel attempts: they cannot all slip in under the threshold', async () => {
    const attempts = await Promise.allSettled(
      Array.from({ length: 5 }, () => captchaStep(noCaptcha, 'parallel', rule)),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(2);
  });

  it('forgets the failures after a success, and forgives an attempt nobody judged', async () => {
    (await captchaStep(noCaptcha, 'ok', rule)).forgive();
    const second = await captchaStep(noCaptcha, 'ok', rule);
    await captchaStep(noCaptcha, 'ok', rule);
    second.clear();
    await expect(captchaStep(noCaptcha, 'ok', rule)).resolves.toBeDefined();
  });
});
