/** The fixed lifetimes and thresholds of the sandbox's auth API, and the two set by env. */
import { z } from 'zod';

const MINUTE_MS = 60_000;

export const AUTH_LIMITS = {
  /** Env SANDBOX_TOKEN_TTL_S: how long a JWT is valid. */
  defaultTokenTtlSeconds: 900,
  /** Env SANDBOX_RECOVERY_TTL_S: how long a password recovery code is valid. */
  defaultRecoveryTtlSeconds: 600,
  smsCodeTtlMs: 5 * MINUTE_MS,
  smsResendAfterSeconds: 60,
  twoStepTtlMs: 5 * MINUTE_MS,
  oneTapTtlMs: 5 * MINUTE_MS,
  captchaTtlMs: 5 * MINUTE_MS,
  /** A solved captcha's token is good for one request within this time. */
  captchaPassTtlMs: 5 * MINUTE_MS,
  /** The wrong answer that makes a captcha challenge fail for good (type 2). */
  captchaMaxWrongAnswers: 5,
  /** spec 01 §8: a login asks for a captcha (error code 111) after this many failures. */
  failedLoginsBeforeCaptcha: 3,
  failedLoginWindowMs: 15 * MINUTE_MS,
  codeDigits: 6,
} as const;

export interface AuthSettings {
  tokenTtlSeconds: number;
  recoveryTtlSeconds: number;
}

/** A whole number of seconds, 1 to 30 days, as an env var gives it. */
export const ttlSecondsEnvSchema = z
  .string()
  .regex(/^\d+$/, 'a whole number of seconds')
  .transform(Number)
  .pipe(
    z
      .number()
      .int()
      .min(1)
      .max(30 * 24 * 3600),
  );

/** The env var's value, or `fallback` when it is unset or empty; a bad value throws. */
export function ttlSecondsFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const result = ttlSecondsEnvSchema.safeParse(raw);
  if (!result.success) {
    throw new Error(
      `sandbox upstream: bad environment (${name}: ${result.error.issues[0]?.message})`,
    );
  }
  return result.data;
}
