/**
 * spec 01 §3 "One-tap sign-in payload", §7 social-api: GET the client id, POST the provider's
 * credential as multipart/form-data. The answer sends the browser to the login page with a
 * one-time token, which POST /auth-api/v1/login (type token) turns into a signed-in player.
 */
import { z } from 'zod';
import { currencyIsoSchema, oneTapAnswerSchema, oneTapClientIdAnswerSchema } from '@contract/auth';
import { randomKey, sha256 } from '../auth-crypto';
import { AUTH_LIMITS } from '../auth-limits';
import type { RequestContext } from '../http';
import { headerValue, json, SandboxHttpError, validationError } from '../http';
import type { Router } from '../router';
import type { SandboxState } from '../state';

export const ONE_TAP_CLIENT_ID = 'sandbox-one-tap-client';

/** The form fields; the sandbox cannot check the provider's credential, only that there is one. */
export const oneTapFormSchema = z.object({
  credential: z.string().min(1, 'the credential is required').max(8192),
  language: z.string().regex(/^[a-z]{2}$/, 'two lowercase letters'),
  currency: currencyIsoSchema,
  countryId: z
    .string()
    .regex(/^\d+$/, 'a country id')
    .transform(Number)
    .pipe(z.number().int().positive()),
});

async function readForm(ctx: RequestContext): Promise<Record<string, string>> {
  const contentType = headerValue(ctx.headers, 'content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw SandboxHttpError.single(
      415,
      'Unsupported media type',
      'body: multipart/form-data expected',
      { pointer: '' },
    );
  }
  let form: FormData;
  try {
    form = await new Response(ctx.rawBody, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw SandboxHttpError.single(400, 'Invalid request body', 'body: not valid form data', {
      pointer: '',
    });
  }
  const fields: Record<string, string> = {};
  form.forEach((value, name) => {
    if (typeof value === 'string') fields[name] = value;
  });
  return fields;
}

export function registerOneTapRoutes(router: Router, state: SandboxState): void {
  const { store } = state;

  router.on('GET', '/social-api/oauth/google/one-tap/client-id', () =>
    json(oneTapClientIdAnswerSchema.parse({ clientId: ONE_TAP_CLIENT_ID })),
  );

  router.on('POST', '/social-api/oauth/google/one-tap', async (ctx) => {
    const result = oneTapFormSchema.safeParse(await readForm(ctx));
    if (!result.success) throw validationError('body', result.error);
    const form = result.data;
    const now = state.now();
    // One player per credential: the same credential signs the same player in again.
    const socialSubject = `google:${sha256(form.credential).slice(0, 32)}`;
    const token = randomKey(24);
    store.transaction(() => {
      const userId =
        store.auth.findUserBySocialSubject(socialSubject)?.id ??
        store.auth.insertUser({
          socialSubject,
          currency: form.currency,
          countryId: form.countryId,
          createdAt: new Date(now).toISOString(),
        });
      store.auth.putOneTapToken(token, userId, now + AUTH_LIMITS.oneTapTtlMs);
    });
    return json(
      oneTapAnswerSchema.parse({ redirectUrl: `/${form.language}/user/login?oneTap=${token}` }),
    );
  });
}
