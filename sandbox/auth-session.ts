/**
 * Signing players in and recognising them again: a login is a row with a refresh key; its bearer
 * tokens are JWTs that name the login (`sid`), so revoking the login ends them too. Also the error
 * answers every auth route shares.
 */
import type { Authorized } from '@contract/auth';
import type { TokenClaims } from './auth-crypto';
import { randomKey, readToken, sha256, signToken } from './auth-crypto';
import type { AuthStore, LoginRecord, UserRecord } from './auth-store';
import type { RequestContext } from './http';
import { headerValue, pathIdSchema, pathParam, SandboxHttpError } from './http';
import { assertSignInAllowed } from './limits';
import type { SandboxState } from './state';

export const AUTHORIZATION_HEADER = 'authorization';
export const REFRESH_KEY_HEADER = 'x-refresh-key';
/** spec 01 §5: the captcha result travels in a header, only when there is one. */
export const CAPTCHA_HEADER = 'x-captcha';

/** The same answer for an unknown login and a wrong password: no user enumeration. */
export function invalidCredentials(): SandboxHttpError {
  return SandboxHttpError.coded(401, 'invalid_credentials', 'Wrong login or password');
}

export function wrongCode(pointer: string): SandboxHttpError {
  return SandboxHttpError.coded(400, 'wrong_code', 'Wrong code', {
    detail: `${pointer.slice(1)}: the code is wrong`,
    source: { pointer },
  });
}

export function timeUp(pointer: string): SandboxHttpError {
  return SandboxHttpError.coded(400, 'time_up', 'Time is up', {
    detail: `${pointer.slice(1)}: the code has expired, ask for a new one`,
    source: { pointer },
  });
}

/**
 * spec 02 §5: a code is wrong while it has not expired, and time up once it has, whatever was
 * typed. No stored code at all is a wrong code.
 */
export function checkTimedCode(
  stored: { code: string | null; expiresAt: number } | undefined,
  given: string,
  now: number,
  pointer = '/code',
): void {
  if (stored === undefined || stored.code === null) throw wrongCode(pointer);
  if (stored.expiresAt <= now) throw timeUp(pointer);
  if (stored.code !== given) throw wrongCode(pointer);
}

export function alreadyRegistered(field: 'email' | 'phone'): SandboxHttpError {
  return SandboxHttpError.coded(409, `${field}_taken`, `This ${field} is already registered`, {
    detail: `${field}: already belongs to another account`,
    source: { pointer: `/${field}` },
  });
}

/** A recovery login is an e-mail, or the country code and number as digits (`79000000001`). */
export function findUserByLogin(auth: AuthStore, login: string): UserRecord | undefined {
  const trimmed = login.trim();
  if (trimmed.includes('@')) return auth.findUserByEmail(trimmed);
  if (!/^[\d\s()+-]+$/.test(trimmed)) return undefined;
  return auth.findUserByPhoneDigits(trimmed.replace(/\D/g, ''));
}

function unauthorized(detail: string, header = AUTHORIZATION_HEADER): SandboxHttpError {
  return SandboxHttpError.coded(401, 'unauthorized', 'Unauthorized', {
    detail,
    source: { header },
  });
}

function mintToken(state: SandboxState, userId: number, loginId: number): string {
  const { auth } = state.store;
  const iat = Math.floor(state.now() / 1000);
  const claims: TokenClaims = {
    sub: String(userId),
    iat,
    exp: iat + state.auth.tokenTtlSeconds,
    jti: String(auth.nextTokenSerial()),
    sid: loginId,
  };
  return signToken(claims, auth.jwtSecret());
}

/** A new login for the user: a refresh key (kept only as a hash) and its first bearer token. */
export function issueAuthorized(
  state: SandboxState,
  userId: number,
  remember: boolean,
): Authorized {
  // spec 01 §7 BlockUser: a self-exclusion or time-out keeps the player out until it ends.
  assertSignInAllowed(state.store, userId, state.now());
  const refreshKey = randomKey(32);
  const loginId = state.store.auth.createLogin(userId, sha256(refreshKey), remember, state.now());
  return { status: 'authorized', token: mintToken(state, userId, loginId), refreshKey, userId };
}

export function refreshKeyHash(refreshKey: string): string {
  return sha256(refreshKey);
}

interface BearerLogin {
  claims: TokenClaims;
  login: LoginRecord;
  userId: number;
}

/** A token this sandbox signed for a login that is still active; its times are not checked. */
function bearerLogin(ctx: RequestContext, state: SandboxState): BearerLogin {
  const header = headerValue(ctx.headers, AUTHORIZATION_HEADER);
  const match = header === undefined ? null : /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (match === null || match[1] === undefined) {
    throw unauthorized('authorization: a Bearer token is required');
  }
  const claims = readToken(match[1], state.store.auth.jwtSecret());
  if (claims === undefined) throw unauthorized('authorization: the token is not valid');
  const userId = Number(claims.sub);
  const login = state.store.auth.findLogin(claims.sid);
  if (
    login === undefined ||
    login.revokedAt !== null ||
    login.userId !== userId ||
    state.store.auth.findUserById(userId) === undefined
  ) {
    throw unauthorized('authorization: the session has ended');
  }
  return { claims, login, userId };
}

/**
 * spec 02 §5: a token is valid only with an expiry in the future. A token issued before
 * `POST /__sandbox/tokens/expire` counts as expired too.
 */
export function requireSession(ctx: RequestContext, state: SandboxState): BearerLogin {
  const session = bearerLogin(ctx, state);
  const expired =
    session.claims.exp * 1000 <= state.now() ||
    Number(session.claims.jti) <= state.store.auth.expiredThroughSerial();
  if (expired) throw unauthorized('authorization: the token has expired');
  return session;
}

/** The signed-in player of a call (requireSession: a live token of a login of a player who exists). */
export function sessionUserId(ctx: RequestContext, state: SandboxState): number {
  return requireSession(ctx, state).userId;
}

/** The player a control call names in its path (`:id`); 404 when there is none. */
export function controlUserId(ctx: RequestContext, state: SandboxState): number {
  const id = pathParam(ctx, 'id', pathIdSchema);
  if (state.store.auth.findUserById(id) === undefined) {
    throw SandboxHttpError.single(404, 'Not found', `no user ${id}`);
  }
  return id;
}

/**
 * spec 01 §8 "delete the token, fetch a new one": the old token may have expired but must be ours
 * and its login active, and the refresh key must be that login's.
 */
export function renewToken(ctx: RequestContext, state: SandboxState): string {
  const session = bearerLogin(ctx, state);
  const refreshKey = headerValue(ctx.headers, REFRESH_KEY_HEADER);
  if (refreshKey === undefined || refreshKey === '') {
    throw unauthorized(`${REFRESH_KEY_HEADER}: the refresh key is required`, REFRESH_KEY_HEADER);
  }
  if (refreshKeyHash(refreshKey) !== session.login.refreshKeyHash) {
    throw unauthorized(`${REFRESH_KEY_HEADER}: the refresh key is not valid`, REFRESH_KEY_HEADER);
  }
  return mintToken(state, session.userId, session.login.id);
}
