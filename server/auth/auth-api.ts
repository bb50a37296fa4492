import 'server-only';
import type { KyInstance } from 'ky';
import { requestJson, requestVoid } from '@/server/upstream/client';
import {
  captchaImageAnswerSchema,
  captchaTimeAnswerSchema,
  captchaValidateAnswerSchema,
  loginAnswerSchema,
  oneTapAnswerSchema,
  oneTapClientIdAnswerSchema,
  phoneCountriesAnswerSchema,
  phoneMasksAnswerSchema,
  recoveryAnswerSchema,
  registerAnswerSchema,
  resetAnswerSchema,
  sessionAnswerSchema,
  smsSendAnswerSchema,
  type LoginRequest,
  type UpstreamRegisterRequest,
} from '@/server/upstream/schemas/auth';
import { z } from 'zod';

/** The auth calls of docs/upstream-contract.md "Auth API", each parsed with its schema. */
export const authApi = {
  login: (upstream: KyInstance, body: LoginRequest) =>
    requestJson(
      () => upstream.post('auth-api/v1/login', { json: body }),
      loginAnswerSchema,
      'login',
    ),
  register: (upstream: KyInstance, body: UpstreamRegisterRequest) =>
    requestJson(
      () => upstream.post('auth-api/v1/register', { json: body }),
      registerAnswerSchema,
      'register',
    ),
  sendSms: (upstream: KyInstance, body: { countryCode: string; phone: string; purpose: string }) =>
    requestJson(
      () => upstream.post('auth-api/v1/sms/send', { json: body }),
      smsSendAnswerSchema,
      'send sms',
    ),
  disconnect: (upstream: KyInstance) =>
    requestVoid(() => upstream.post('auth-api/v1/disconnect'), 'disconnect'),
  session: (upstream: KyInstance) =>
    requestJson(() => upstream.get('web-api/session'), sessionAnswerSchema, 'session'),
  refresh: (upstream: KyInstance) =>
    requestJson(
      () => upstream.get('web-api/api/v1/user/auth-refresh'),
      z.object({ data: z.object({ user_id: z.number().int(), exp: z.number() }) }),
      'auth refresh',
    ),
  recovery: (upstream: KyInstance, login: string) =>
    requestJson(
      () => upstream.post('auth-api/v1/password/recovery', { json: { login } }),
      recoveryAnswerSchema,
      'password recovery',
    ),
  reset: (upstream: KyInstance, body: { login: string; code: string; password: string }) =>
    requestJson(
      () => upstream.post('auth-api/v1/password/reset', { json: body }),
      resetAnswerSchema,
      'password reset',
    ),
  captchaImage: (upstream: KyInstance) =>
    requestJson(() => upstream.get('captcha-api/v1/update'), captchaImageAnswerSchema, 'captcha'),
  captchaValidate: (upstream: KyInstance, body: { key: string; answer: string }) =>
    requestJson(
      () => upstream.post('captcha-api/v1/validate', { json: body }),
      captchaValidateAnswerSchema,
      'captcha validate',
    ),
  captchaTime: (upstream: KyInstance) =>
    requestJson(
      () => upstream.get('captcha-api/v1/gettime'),
      captchaTimeAnswerSchema,
      'captcha time',
    ),
  phoneCountries: (upstream: KyInstance) =>
    requestJson(
      () => upstream.get('auth-api/v1/phone/countries'),
      phoneCountriesAnswerSchema,
      'phone countries',
    ),
  oneTapClientId: (upstream: KyInstance) =>
    requestJson(
      () => upstream.get('social-api/oauth/google/one-tap/client-id'),
      oneTapClientIdAnswerSchema,
      'one-tap client id',
    ),
  /** spec 01 §7: a multipart form with credential, language, currency, countryId. */
  oneTap: (upstream: KyInstance, fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    return requestJson(
      () => upstream.post('social-api/oauth/google/one-tap', { body: form }),
      oneTapAnswerSchema,
      'one-tap sign-in',
    );
  },
  phoneMasks: (upstream: KyInstance) =>
    requestJson(
      () => upstream.get('auth-api/v1/phone/masks'),
      phoneMasksAnswerSchema,
      'phone masks',
    ),
};

/** The account a login attempt is counted against (rate limits), normalised. */
export function loginAccountKey(body: LoginRequest): string | null {
  switch (body.type) {
    case 'login_password':
      return `login:${body.login.toLowerCase()}`;
    case 'phone_password':
    case 'sms':
      return `phone:${body.countryCode}${body.phone}`;
    default:
      return null;
  }
}
