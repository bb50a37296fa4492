import 'server-only';
import { randomUUID } from 'node:crypto';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { getIronSession, type IronSession, type SessionOptions } from 'iron-session';
import { SESSION_COOKIE_NAMES } from '@/server/edge/cookie-names';
import { sessionSecret } from './secret';

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

/** Whether a session is still alive at `now` (idle and absolute lifetimes). */
export function isSessionAlive(data: SessionData, now = Date.now()): boolean {
  if (!data.userId || !data.token || !data.createdAt || !data.lastSeenAt) return false;
  const idle = data.remember ? SESSION_IDLE_REMEMBER_MS : SESSION_IDLE_MS;
  const absolute = data.remember ? SESSION_ABSOLUTE_REMEMBER_MS : SESSION_ABSOLUTE_MS;
  return now - data.lastSeenAt <= idle && now - data.createdAt <= absolute;
}

/** Opens the session of a request; `jar` collects the Set-Cookie headers a save writes. */
export async function openSession(request: Request, jar: Response): Promise<Session> {
  const probe = await getIronSession<SessionData>(request, jar, sessionOptions());
  // Re-open with the lifetime it was created with, so saving keeps remember-me.
  return probe.remember ? getIronSession<SessionData>(request, jar, sessionOptions(true)) : probe;
}

/**
 * Starts a new session for a sign-in: the old one is destroyed, a fresh id is drawn, both
 * lifetimes start now.
 */
export async function startSession(
  request: Request,
  jar: Response,
  input: { userId: number; token: string; refreshKey: string; remember: boolean },
): Promise<Session> {
  (await openSession(request, jar)).destroy();
  const session = await getIronSession<SessionData>(request, jar, sessionOptions(input.remember));
  const now = Date.now();
  Object.assign(session, { ...input, sid: randomUUID(), createdAt: now, lastSeenAt: now });
  await session.save();
  return session;
}

/** The session of the page being rendered (server components read it; they cannot write). */
export const readSession = cache(async (): Promise<SessionData> => {
  const store = await cookies();
  return getIronSession<SessionData>(store, sessionOptions());
});

/** The signed-in player of the page being rendered, or null (expired sessions count as none). */
export const getCurrentUser = cache(async (): Promise<{ userId: number } | null> => {
  const session = await readSession();
  return isSessionAlive(session) && session.userId ? { userId: session.userId } : null;
});
