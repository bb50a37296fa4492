import 'server-only';
import { randomUUID } from 'node:crypto';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { getIronSession, type IronSession, type SessionOptions } from 'iron-session';
import { SESSION_COOKIE_NAMES } from '@/server/edge/cookie-names';
import { revokedSessions } from './revocation';
import { sessionSecret } from './secret';
import { getSharedPlayer } from './viewer';

/** What the sealed session cookie holds: the upstream token, never shown to the browser. */
export interface SessionData {
  /** A fresh id per sign-in (a new session on login). */
  sid?: string;
  userId?: number;
  /** The upstream bearer token (a JWT with exp) and the key that renews it. */
  token?: string;
  refreshKey?: string;
  remember?: boolean;
  /** ms since epoch */
  createdAt?: number;
  lastSeenAt?: number;
}

export type Session = IronSession<SessionData>;

/** Idle lifetime: a session unused this long is over (30 min; 30 days with remember-me). */
export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_IDLE_REMEMBER_MS = 30 * 24 * 3_600_000;
/** Absolute lifetime from sign-in, however active (12 h; 30 days with remember-me). */
export const SESSION_ABSOLUTE_MS = 12 * 3_600_000;
export const SESSION_ABSOLUTE_REMEMBER_MS = 30 * 24 * 3_600_000;

/**
 * `__Host-` in production (Secure, Path=/, no Domain: the cookie cannot be set by a sibling
 * domain); `__Secure-` elsewhere. Browsers accept Secure cookies on http://localhost.
 */
export function sessionCookieName(): (typeof SESSION_COOKIE_NAMES)[number] {
  return process.env.NODE_ENV === 'production' ? SESSION_COOKIE_NAMES[0] : SESSION_COOKIE_NAMES[1];
}

export function sessionOptions(remember = false): SessionOptions {
  return {
    cookieName: sessionCookieName(),
    password: sessionSecret(),
    // The seal itself expires with the absolute lifetime; the cookie with the idle one.
    ttl: Math.ceil((remember ? SESSION_ABSOLUTE_REMEMBER_MS : SESSION_ABSOLUTE_MS) / 1000),
    cookieOptions: {
      httpOnly: true,
      secure: true,
      sameSite: 'lax',
      path: '/',
      // Without remember-me the cookie ends with the browser session.
      maxAge: remember ? Math.ceil(SESSION_IDLE_REMEMBER_MS / 1000) : undefined,
    },
  };
}

/**
 * Whether a session is still alive at `now` (idle and absolute lifetimes). A session whose token
 * was dropped while the upstream could not renew it lives on with its refresh key: the next call
 * renews it (only a refusal of that renewal ends the session).
 */
export function isSessionAlive(data: SessionData, now = Date.now()): boolean {
  if (!data.userId || !(data.token || data.refreshKey) || !data.createdAt || !data.lastSeenAt) {
    return false;
  }
  const idle = data.remember ? SESSION_IDLE_REMEMBER_MS : SESSION_IDLE_MS;
  const absolute = data.remember ? SESSION_ABSOLUTE_REMEMBER_MS : SESSION_ABSOLUTE_MS;
  return now - data.lastSeenAt <= idle && now - data.createdAt <= absolute;
}

/** When a session's cookie stops working on its own: its absolute lifetime from sign-in. */
export function sessionExpiresAt(data: SessionData): number {
  const absolute = data.remember ? SESSION_ABSOLUTE_REMEMBER_MS : SESSION_ABSOLUTE_MS;
  return (data.createdAt ?? Date.now()) + absolute;
}

async function isRevoked(data: SessionData): Promise<boolean> {
  return data.sid !== undefined && (await revokedSessions().isRevoked(data.sid));
}

/**
 * Ends a session for every copy of its cookie (sign-out, a sign-in replacing it): its id is
 * denylisted until the cookie would expire anyway. The caller still clears the cookie.
 */
export async function revokeSession(data: SessionData): Promise<void> {
  if (!data.sid || !isSessionAlive(data)) return;
  await revokedSessions().revoke(data.sid, sessionExpiresAt(data));
}

/**
 * iron-session reads an expired or wrongly signed seal as an empty session but throws on a
 * malformed one ("Wrong mac prefix", "Invalid expiration"): a cookie we cannot open is no session,
 * and is cleared, never a 500 (issue 9: bad input answers 4xx).
 */
async function ironSession(request: Request, jar: Response, options: SessionOptions) {
  try {
    return await getIronSession<SessionData>(request, jar, options);
  } catch {
    const session = await getIronSession<SessionData>(new Request(request.url), jar, options);
    session.destroy();
    return session;
  }
}

/**
 * Opens the session of a request; `jar` collects the Set-Cookie headers a save writes. A revoked
 * session is no session: it is emptied and its cookie cleared on the answer.
 */
export async function openSession(request: Request, jar: Response): Promise<Session> {
  const probe = await ironSession(request, jar, sessionOptions());
  // Re-open with the lifetime it was created with, so saving keeps remember-me.
  const session = probe.remember ? await ironSession(request, jar, sessionOptions(true)) : probe;
  if (await isRevoked(session)) session.destroy();
  return session;
}

/**
 * Starts a new session for a sign-in: the old one is revoked and destroyed, a fresh id is drawn,
 * both lifetimes start now.
 */
export async function startSession(
  request: Request,
  jar: Response,
  input: { userId: number; token: string; refreshKey: string; remember: boolean },
): Promise<Session> {
  const previous = await openSession(request, jar);
  await revokeSession(previous);
  previous.destroy();
  const session = await ironSession(request, jar, sessionOptions(input.remember));
  const now = Date.now();
  Object.assign(session, { ...input, sid: randomUUID(), createdAt: now, lastSeenAt: now });
  await session.save();
  return session;
}

/**
 * The session of the page being rendered (server components read it; they cannot write). A
 * revoked session reads as none.
 */
export const readSession = cache(async (): Promise<SessionData> => {
  const store = await cookies();
  const session = await getIronSession<SessionData>(store, sessionOptions()).catch(() => null);
  return session && !(await isRevoked(session)) ? session : {};
});

/**
 * The signed-in player of the page being rendered, or null (expired sessions count as none). A
 * page shared by players (viewer.ts) has a player whose id it does not know: `userId` is null, and
 * the browser learns it from the session once the page is there.
 */
export const getCurrentUser = cache(async (): Promise<{ userId: number | null } | null> => {
  if (await getSharedPlayer()) return { userId: null };
  const session = await readSession();
  return isSessionAlive(session) && session.userId ? { userId: session.userId } : null;
});
