import 'server-only';
import { cookies } from 'next/headers';
import { SESSION_COOKIE_NAMES } from '@/server/edge/cookie-names';

/**
 * Whether the visitor carries a session cookie. Used to pick what anonymous visitors see (hidden
 * languages, sign-in redirects); pages that show a player's data verify the sealed session.
 */
export async function hasSessionCookie(): Promise<boolean> {
  const store = await cookies();
  return SESSION_COOKIE_NAMES.some((name) => store.has(name));
}
