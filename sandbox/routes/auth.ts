/**
 * spec 01 §3 "Login payload variants", §7 "Session and authentication"; spec 02 §5 (codes):
 * POST /auth-api/v1/login, /sms/send, /register, /disconnect, /password/recovery,
 * /password/reset; GET /auth-api/v1/phone/countries and /phone/masks.
 */
import type { LoginAnswer, LoginRequest, RegisterRequest } from '@contract/auth';
import {
  loginAnswerSchema,
  loginRequestSchema,
  phoneCountriesAnswerSchema,
  phoneMasksAnswerSchema,
  recoveryAnswerSchema,
  recoveryRequestSchema,
  registerAnswerSchema,
  upstreamRegisterRequestSchema,
  resetAnswerSchema,
  resetRequestSchema,
  smsSendAnswerSchema,
  smsSendRequestSchema,
} from '@contract/auth';
import {
  generatePassword,
  hashPassword,
  randomDigits,
  randomKey,
  verifyPassword,
} from '../auth-crypto';
import { linkTargetOf } from '../account-entry';
import { AUTH_LIMITS } from '../auth-limits';
import { GENERATED_LOGIN_DOMAIN } from '../auth-seed';
import {
  alreadyRegistered,
  CAPTCHA_HEADER,
  checkTimedCode,
  findUserByLogin,
  invalidCredentials,
  issueAuthorized,
  refreshKeyHash,
  requireSession,
  wrongCode,
} from '../auth-session';
import type { UserRecord } from '../auth-store';
import type { RequestContext } from '../http';
import { headerValue, json, noContent, parseBody, SandboxHttpError } from '../http';
import { confirmedAccount, registerByEmail } from '../registration';
import type { Router } from '../router';
import type { SandboxState } from '../state';
import type { SandboxStore } from '../store';

type PasswordLogin = Extract<LoginRequest, { type: 'login_password' | 'phone_password' }>;

/** The key failed logins are counted under: the e-mail or the full phone number. */
function failureKeyOf(request: PasswordLogin): string {
  return request.type === 'login_password'
    ? `email:${request.login.toLowerCase()}`
    : `phone:${request.countryCode}${request.phone}`;
}

function failureKeysOfUser(user: UserRecord): string[] {
  const keys: string[] = [];
  if (user.email !== null) keys.push(`email:${user.email.toLowerCase()}`);
  if (user.phoneCountryCode !== null && user.phone !== null) {
    keys.push(`phone:${user.phoneCountryCode}${user.phone}`);
  }
  return keys;
}

/**
 * spec 01 §8 (error code 111): after 3 failures for a login within 15 minutes, a password login
 * goes through only with the token of a solved captcha in the x-captcha header, used up here.
 */
function guardFailedLogins(ctx: RequestContext, state: SandboxState, failureKey: string): void {
  const now = state.now();
  const failures = state.store.auth.countLoginFailures(
    failureKey,
    now - AUTH_LIMITS.failedLoginWindowMs,
  );
  if (failures < AUTH_LIMITS.failedLoginsBeforeCaptcha) return;
  const captchaToken = headerValue(ctx.headers, CAPTCHA_HEADER);
  if (captchaToken !== undefined && state.store.auth.takeCaptchaPass(captchaToken, now)) return;
  throw SandboxHttpError.coded(400, '111', 'Captcha required', {
    detail: `${CAPTCHA_HEADER}: too many failed attempts, solve a captcha and send its token`,
    source: { header: CAPTCHA_HEADER },
  });
}

async function passwordLogin(
  ctx: RequestContext,
  state: SandboxState,
  request: PasswordLogin,
): Promise<LoginAnswer> {
  const { auth } = state.store;
  const failureKey = failureKeyOf(request);
  guardFailedLogins(ctx, state, failureKey);
  // An account whose registration link was not followed yet signs in as an unknown login.
  const user = confirmedAccount(
    state,
    request.type === 'login_password'
      ? auth.findUserByEmail(request.login)
      : auth.findUserByPhone(request.countryCode, request.phone),
  );
  const matches = await verifyPassword(request.password, user?.passwordHash ?? null);
  const now = state.now();
  if (user === undefined || !matches) {
    auth.recordLoginFailure(failureKey, now, now - AUTH_LIMITS.failedLoginWindowMs);
    throw invalidCredentials();
  }
  auth.clearLoginFailures([failureKey]);
  if (user.twoStepEnabled) {
    const twoStepToken = randomKey(24);
    auth.putTwoStepChallenge(twoStepToken, {
      userId: user.id,
      code: randomDigits(AUTH_LIMITS.codeDigits),
      remember: request.isRemember,
      expiresAt: now + AUTH_LIMITS.twoStepTtlMs,
    });
    return { status: 'two_step_required', twoStepToken };
  }
  return issueAuthorized(state, user.id, request.isRemember);
}

function smsLogin(state: SandboxState, request: Extract<LoginRequest, { type: 'sms' }>) {
  const { auth } = state.store;
  const user = auth.findUserByPhone(request.countryCode, request.phone);
  if (user === undefined) throw invalidCredentials();
  const stored = auth.findSmsCode(request.countryCode, request.phone, 'login');
  checkTimedCode(stored, request.code, state.now());
  auth.useSmsCode(request.countryCode, request.phone, 'login');
  return issueAuthorized(state, user.id, false);
}

/** A refresh key of an active login, or a one-tap token from the social sign-in redirect. */
function tokenLogin(state: SandboxState, request: Extract<LoginRequest, { type: 'token' }>) {
  const { auth } = state.store;
  const login = auth.findActiveLoginByKeyHash(refreshKeyHash(request.token));
  if (login !== undefined && auth.findUserById(login.userId) !== undefined) {
    return issueAuthorized(state, login.userId, login.remember);
  }
  const oneTapUser = auth.takeOneTapToken(request.token, state.now());
  if (oneTapUser !== undefined) return issueAuthorized(state, oneTapUser, false);
  throw SandboxHttpError.coded(401, 'invalid_credentials', 'Invalid sign-in token');
}

function twoStepLogin(
  state: SandboxState,
  request: Extract<LoginRequest, { type: 'login_password_two_step_code' }>,
) {
  const { auth } = state.store;
  const now = state.now();
  const challenge = auth.findTwoStepChallenge(request.twoStepToken);
  if (challenge === undefined) throw invalidCredentials();
  checkTimedCode(challenge, request.code, now);
  auth.deleteTwoStepChallenge(request.twoStepToken, now);
  return issueAuthorized(state, challenge.userId, challenge.remember);
}

function login(
  ctx: RequestContext,
  state: SandboxState,
  request: LoginRequest,
): LoginAnswer | Promise<LoginAnswer> {
  switch (request.type) {
    case 'login_password':
    case 'phone_password':
      return passwordLogin(ctx, state, request);
    case 'sms':
      return smsLogin(state, request);
    case 'token':
      return tokenLogin(state, request);
    case 'login_password_two_step_code':
      return twoStepLogin(state, request);
  }
}

/**
 * spec 01 §5 "Phone mask has Min and Max lengths": a number to register must belong to a known
 * calling code and have a length one of that code's masks allows.
 */
function checkPhoneFormat(store: SandboxStore, countryCode: string, phone: string): void {
  const countryIds = new Set(
    store
      .getDocument('phoneCountries')
      .filter((country) => country.tel_code === countryCode)
      .map((country) => country.id),
  );
  if (countryIds.size === 0) {
    throw SandboxHttpError.coded(400, 'invalid_phone', 'Invalid phone number', {
      detail: `countryCode: no country has the calling code ${countryCode}`,
      source: { pointer: '/countryCode' },
    });
  }
  const fits = store
    .getDocument('phoneMasks')
    .some(
      (mask) =>
        countryIds.has(mask.CountryId) && phone.length >= mask.Min && phone.length <= mask.Max,
    );
  if (!fits) {
    throw SandboxHttpError.coded(400, 'invalid_phone', 'Invalid phone number', {
      detail: `phone: the number has the wrong length for +${countryCode}`,
      source: { pointer: '/phone' },
    });
  }
}

interface Registered {
  userId: number;
  credentials: { login: string; password: string } | null;
}

/** One-click and phone registration; a full one is registration.ts's. */
async function register(
  state: SandboxState,
  request: Exclude<RegisterRequest, { type: 'full' }>,
): Promise<Registered> {
  const { store } = state;
  const { auth } = store;
  const createdAt = new Date(state.now()).toISOString();
  switch (request.type) {
    case 'one_click': {
      const password = generatePassword();
      const passwordHash = await hashPassword(password);
      return store.transaction(() => {
        const userId = auth.insertUser({
          currency: request.currencyIso,
          countryId: request.countryId,
          passwordHash,
          createdAt,
        });
        // The login is an e-mail (login_password takes nothing else); a player may already
        // have registered the generated one by hand.
        let login = `p${userId}@${GENERATED_LOGIN_DOMAIN}`;
        for (let suffix = 2; auth.findUserByEmail(login) !== undefined; suffix += 1) {
          login = `p${userId}-${suffix}@${GENERATED_LOGIN_DOMAIN}`;
        }
        auth.setUserEmail(userId, login);
        return { userId, credentials: { login, password } };
      });
    }
    case 'phone': {
      checkPhoneFormat(store, request.countryCode, request.phone);
      const passwordHash = await hashPassword(request.password);
      const stored = auth.findSmsCode(request.countryCode, request.phone, 'registration');
      checkTimedCode(stored, request.code, state.now());
      if (auth.findUserByPhone(request.countryCode, request.phone) !== undefined) {
        throw alreadyRegistered('phone');
      }
      const userId = store.transaction(() => {
        auth.useSmsCode(request.countryCode, request.phone, 'registration');
        return auth.insertUser({
          phoneCountryCode: request.countryCode,
          phone: request.phone,
          currency: request.currencyIso,
          passwordHash,
          createdAt,
        });
      });
      return { userId, credentials: null };
    }
  }
}

export function registerAuthRoutes(router: Router, state: SandboxState): void {
  const { store } = state;
  const { auth } = store;

  router.on('POST', '/auth-api/v1/login', async (ctx) => {
    const request = parseBody(ctx, loginRequestSchema);
    const data = await login(ctx, state, request);
    return json(loginAnswerSchema.parse({ data }));
  });

  router.on('POST', '/auth-api/v1/sms/send', (ctx) => {
    const request = parseBody(ctx, smsSendRequestSchema);
    const { countryCode, phone, purpose } = request;
    if (purpose === 'registration') checkPhoneFormat(store, countryCode, phone);
    const now = state.now();
    const previous = auth.findSmsCode(countryCode, phone, purpose);
    const resendAt = (previous?.sentAt ?? 0) + AUTH_LIMITS.smsResendAfterSeconds * 1000;
    if (previous !== undefined && resendAt > now) {
      const wait = Math.ceil((resendAt - now) / 1000);
      throw SandboxHttpError.coded(429, 'too_early', 'Too early to send another code', {
        detail: `phone: wait ${wait} s before asking for another code`,
        source: { pointer: '/phone' },
        headers: { 'retry-after': String(wait) },
      });
    }
    // No enumeration: an unknown phone gets the same answer, but no code that would work.
    const usable =
      purpose === 'registration' || auth.findUserByPhone(countryCode, phone) !== undefined;
    auth.putSmsCode({
      phoneCountryCode: countryCode,
      phone,
      purpose,
      code: usable ? randomDigits(AUTH_LIMITS.codeDigits) : null,
      sentAt: now,
      expiresAt: now + AUTH_LIMITS.smsCodeTtlMs,
    });
    return json(
      smsSendAnswerSchema.parse({
        data: { sent: true, resendAfterSeconds: AUTH_LIMITS.smsResendAfterSeconds },
      }),
    );
  });

  router.on('POST', '/auth-api/v1/register', async (ctx) => {
    // The referral tags are taken as they come: the request log shows them (crediting partners is
    // the operator's back office, not played here).
    const request = parseBody(ctx, upstreamRegisterRequestSchema);
    if (!store.getDocument('siteConfig').isRegistrationAllowed) {
      throw SandboxHttpError.coded(403, 'registration_closed', 'Registration is closed');
    }
    if (request.type === 'full') {
      // The same answer for a free and a taken e-mail: only the mailbox learns which.
      await registerByEmail(state, request, linkTargetOf(ctx));
      return json(registerAnswerSchema.parse({ data: { status: 'confirmation_sent' } }), 202);
    }
    const { userId, credentials } = await register(state, request);
    const authorized = issueAuthorized(state, userId, true);
    return json(registerAnswerSchema.parse({ data: { ...authorized, credentials } }), 201);
  });

  router.on('POST', '/auth-api/v1/disconnect', (ctx) => {
    const { login: session } = requireSession(ctx, state);
    auth.revokeLogin(session.id, state.now());
    return noContent();
  });

  router.on('POST', '/auth-api/v1/password/recovery', (ctx) => {
    const { login: recoveryLogin } = parseBody(ctx, recoveryRequestSchema);
    const expiresAt = state.now() + state.auth.recoveryTtlSeconds * 1000;
    const user = confirmedAccount(state, findUserByLogin(auth, recoveryLogin));
    // The same answer for an unknown login; only a known one gets a code.
    if (user !== undefined) {
      auth.putRecoveryCode(user.id, randomDigits(AUTH_LIMITS.codeDigits), expiresAt);
    }
    return json(
      recoveryAnswerSchema.parse({
        data: { sent: true, codeExpiresAt: new Date(expiresAt).toISOString() },
      }),
    );
  });

  router.on('POST', '/auth-api/v1/password/reset', async (ctx) => {
    const request = parseBody(ctx, resetRequestSchema);
    const passwordHash = await hashPassword(request.password);
    const user = confirmedAccount(state, findUserByLogin(auth, request.login));
    if (user === undefined) throw wrongCode('/code');
    const now = state.now();
    checkTimedCode(auth.findRecoveryCode(user.id), request.code, now);
    store.transaction(() => {
      auth.setPasswordHash(user.id, passwordHash);
      auth.deleteRecoveryCode(user.id);
      auth.revokeUserLogins(user.id, now);
      auth.clearLoginFailures(failureKeysOfUser(user));
    });
    return json(resetAnswerSchema.parse({ data: { reset: true } }));
  });

  router.on('GET', '/auth-api/v1/phone/countries', () =>
    json(phoneCountriesAnswerSchema.parse({ data: store.getDocument('phoneCountries') })),
  );

  router.on('GET', '/auth-api/v1/phone/masks', () =>
    json(phoneMasksAnswerSchema.parse({ data: store.getDocument('phoneMasks') })),
  );
}
