/**
 * The auth part of the control API: read the codes a player would get by sms or e-mail, the
 * two-step code and a captcha's answer; expire every bearer token; create players directly.
 * Codes and players are persisted; a reset brings back the demo players only.
 */
import { z } from 'zod';
import {
  countryCodeSchema,
  currencyIsoSchema,
  emailSchema,
  phoneSchema,
  recoveryRequestSchema,
} from '@contract/auth';
import { hashPassword } from '../auth-crypto';
import { alreadyRegistered, findUserByLogin } from '../auth-session';
import { json, parseBody, parseQuery, SandboxHttpError } from '../http';
import type { Router } from '../router';
import type { SandboxState } from '../state';

const smsQuerySchema = z.object({
  phone: z.string().regex(/^\d{5,18}$/, 'the country code and the number, as digits'),
});
const recoveryQuerySchema = z.object({ login: recoveryRequestSchema.shape.login });
const twoStepQuerySchema = z.object({ twoStepToken: z.string().min(1).max(256) });

const newUserSchema = z
  .object({
    email: emailSchema.optional(),
    countryCode: countryCodeSchema.optional(),
    phone: phoneSchema.optional(),
    password: z.string().min(1).max(128),
    currency: currencyIsoSchema.default('RUB'),
    firstName: z.string().min(1).max(64).optional(),
    lastName: z.string().min(1).max(64).optional(),
    birthDate: z.iso.date().optional(),
    twoStep: z.boolean().default(false),
  })
  .strict()
  .refine((user) => user.email !== undefined || user.phone !== undefined, {
    message: 'an email or a phone is required',
    path: ['email'],
  })
  .refine((user) => (user.countryCode === undefined) === (user.phone === undefined), {
    message: 'countryCode and phone go together',
    path: ['countryCode'],
  });

function notFound(detail: string): SandboxHttpError {
  return SandboxHttpError.single(404, 'Not found', detail);
}

export function registerAuthControlRoutes(router: Router, state: SandboxState): void {
  const { store } = state;
  const { auth } = store;
  const iso = (epochMs: number) => new Date(epochMs).toISOString();

  router.on('GET', '/__sandbox/sms', (ctx) => {
    const { phone } = parseQuery(ctx, smsQuerySchema);
    const sent = auth.lastSmsCode(phone);
    if (sent === undefined || sent.code === null) {
      throw notFound(`no usable code was sent to ${phone}`);
    }
    return json({
      data: { code: sent.code, purpose: sent.purpose, expiresAt: iso(sent.expiresAt) },
    });
  });

  router.on('GET', '/__sandbox/recovery-code', (ctx) => {
    const { login } = parseQuery(ctx, recoveryQuerySchema);
    const user = findUserByLogin(auth, login);
    const stored = user === undefined ? undefined : auth.findRecoveryCode(user.id);
    if (stored === undefined) throw notFound(`no recovery code for ${login}`);
    return json({ data: { code: stored.code, expiresAt: iso(stored.expiresAt) } });
  });

  router.on('GET', '/__sandbox/two-step-code', (ctx) => {
    const { twoStepToken } = parseQuery(ctx, twoStepQuerySchema);
    const challenge = auth.findTwoStepChallenge(twoStepToken);
    if (challenge === undefined) throw notFound('no two-step challenge for this token');
    return json({ data: { code: challenge.code } });
  });

  router.on('GET', '/__sandbox/captcha/:key', (ctx) => {
    const key = ctx.params.key ?? '';
    const challenge = auth.findCaptchaChallenge(key);
    if (challenge === undefined) throw notFound(`no captcha with key ${key}`);
    return json({ data: { answer: challenge.answer } });
  });

  router.on('POST', '/__sandbox/tokens/expire', () => {
    auth.expireIssuedTokens();
    return json({ ok: true });
  });

  router.on('POST', '/__sandbox/users', async (ctx) => {
    const user = parseBody(ctx, newUserSchema);
    const passwordHash = await hashPassword(user.password);
    if (user.email !== undefined && auth.findUserByEmail(user.email) !== undefined) {
      throw alreadyRegistered('email');
    }
    if (
      user.countryCode !== undefined &&
      user.phone !== undefined &&
      auth.findUserByPhone(user.countryCode, user.phone) !== undefined
    ) {
      throw alreadyRegistered('phone');
    }
    const id = auth.insertUser({
      email: user.email?.toLowerCase(),
      phoneCountryCode: user.countryCode,
      phone: user.phone,
      passwordHash,
      currency: user.currency,
      firstName: user.firstName,
      lastName: user.lastName,
      birthDate: user.birthDate,
      twoStepEnabled: user.twoStep,
      createdAt: iso(state.now()),
    });
    return json({ data: { id } }, 201);
  });
}
