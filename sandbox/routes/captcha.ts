/**
 * spec 01 §3 "Captcha validate response", §7 (validate, update, gettime), §8 (type 2 means the
 * player is logged out): GET /captcha-api/v1/update, POST /captcha-api/v1/validate and
 * GET /captcha-api/v1/gettime. A right answer gives a single-use token for the x-captcha header.
 */
import {
  captchaImageAnswerSchema,
  captchaTimeAnswerSchema,
  captchaValidateAnswerSchema,
  captchaValidateRequestSchema,
} from '@contract/auth';
import { randomKey } from '../auth-crypto';
import { AUTH_LIMITS } from '../auth-limits';
import { captchaSvg, newCaptchaQuestion } from '../captcha';
import { json, parseBody } from '../http';
import type { Router } from '../router';
import type { SandboxState } from '../state';

type CaptchaVerdict = { type: 0; captchaToken: string } | { type: 1 | 2; error_message: string };

export function registerCaptchaRoutes(router: Router, state: SandboxState): void {
  const { auth } = state.store;

  function judge(key: string, answer: string): CaptchaVerdict {
    const now = state.now();
    const challenge = auth.findCaptchaChallenge(key);
    if (challenge === undefined || challenge.expiresAt <= now) {
      return { type: 1, error_message: 'The captcha has expired, get a new one' };
    }
    if (challenge.wrongAnswers >= AUTH_LIMITS.captchaMaxWrongAnswers) {
      return { type: 2, error_message: 'Too many wrong answers' };
    }
    if (answer.trim() !== challenge.answer) {
      const wrongAnswers = auth.recordWrongCaptchaAnswer(key);
      return wrongAnswers >= AUTH_LIMITS.captchaMaxWrongAnswers
        ? { type: 2, error_message: 'Too many wrong answers' }
        : { type: 1, error_message: 'Wrong answer, try again' };
    }
    auth.deleteCaptchaChallenge(key);
    const captchaToken = randomKey(24);
    auth.putCaptchaPass(captchaToken, now + AUTH_LIMITS.captchaPassTtlMs, now);
    return { type: 0, captchaToken };
  }

  router.on('GET', '/captcha-api/v1/update', () => {
    const now = state.now();
    const question = newCaptchaQuestion();
    const key = randomKey(16);
    auth.putCaptchaChallenge(key, question.answer, now + AUTH_LIMITS.captchaTtlMs, now);
    return json(
      captchaImageAnswerSchema.parse({ data: { key, image: captchaSvg(question), time: now } }),
    );
  });

  router.on('POST', '/captcha-api/v1/validate', (ctx) => {
    const { key, answer } = parseBody(ctx, captchaValidateRequestSchema);
    const verdict = judge(key, answer);
    const data =
      verdict.type === 0
        ? { type: 0, error_message: null, captchaToken: verdict.captchaToken }
        : { type: verdict.type, error_message: verdict.error_message, captchaToken: null };
    return json(captchaValidateAnswerSchema.parse({ data: { ...data, time: state.now() } }));
  });

  router.on('GET', '/captcha-api/v1/gettime', () =>
    json(captchaTimeAnswerSchema.parse({ data: { time: state.now() } })),
  );
}
