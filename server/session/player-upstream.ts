import 'server-only';
import { requestIdentity } from '@/server/config/site-config';
import { UPSTREAM_ERROR, UpstreamError } from '@/server/upstream/errors';
import { upstreamClient } from '@/server/upstream/client';
import { isSessionAlive, readSession } from './session';

/**
 * The signed-in player's upstream client for a page being rendered, or null for a visitor. A
 * page cannot write the session, so a token renewed here is used for this render only; the
 * next BFF call renews and keeps it.
 */
export async function playerUpstream() {
  const session = await readSession();
  if (!isSessionAlive(session) || !session.token) return null;
  const { origin } = await requestIdentity();
  return upstreamClient(
    { origin },
    { auth: { token: session.token, refreshKey: session.refreshKey ?? null } },
  );
}

/** A token the upstream refuses even after renewal: the player must sign in again. */
export function isSignedOut(error: unknown): boolean {
  return error instanceof UpstreamError && error.code === UPSTREAM_ERROR.unauthorized;
}

/** The signed-in player's upstream client, as playerUpstream gives it. */
export type PlayerUpstream = NonNullable<Awaited<ReturnType<typeof playerUpstream>>>;

/**
 * A page's read as the signed-in player: null for a visitor or a player whose token the upstream
 * no longer takes (the page sends them to sign in); other failures are thrown, for the page to
 * say what cannot be shown.
 */
export async function readAsPlayer<T>(
  read: (upstream: PlayerUpstream) => Promise<T>,
): Promise<T | null> {
  const upstream = await playerUpstream();
  if (!upstream) return null;
  try {
    return await read(upstream);
  } catch (error) {
    if (isSignedOut(error)) return null;
    throw error;
  }
}
