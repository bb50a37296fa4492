import 'server-only';
import type { IncomingMessage } from 'node:http';
import { unsealData } from 'iron-session';
import { getEdgeSiteSettings } from '@/server/edge/site-settings';
import { identityFromHeaders } from '@/server/edge/upstream-headers';
import type { SharedViewer } from '@/server/http/page-cache.mjs';
import { matchRoute, pathSegments } from '@/server/routes/match';
import { playerClasses, playerClassKey } from './player-class';
import { revokedSessions } from './revocation';
import { sessionSecret } from './secret';
import { isSessionAlive, sessionCookieName, type SessionData } from './session';

/**
 * The pages players share (issue 26): the ones they spend their time on, whose markup is the same
 * for every player of a class (player-class.ts). Everything personal on them (balance, name,
 * messages, favourites' hearts, the coupon's accounts) is the browser's to load. The office, the
 * game pages that open a game with the player's accounts, the draws with the player's tickets and
 * the pages of signing in stay rendered for the player alone.
 */
export const PLAYER_SHARED_ROUTES: ReadonlySet<string> = new Set([
  'home',
  'homePageType',
  'homeSport',
  'line',
  'game',
  'team',
  'champs',
  'cyberMain',
  'cyberAll',
  'cyberDiscipline',
  'cyberDisciplineChamps',
  'cyberDisciplineSection',
  'cyberChamp',
  'cyberGame',
  'casinoBrand',
  'slotsVulkan',
  'slotsCategory',
  'casinoCategory',
  'provider',
  'bonusCasino',
  'bonusCasinoPromotion',
  'bonusCasinoPromo',
  'bonusCasinoTournaments',
  'bonusCasinoTournament',
  'bonusCasinoItem',
  'promotion',
  'rules',
  'bettingAlphabet',
  'news',
  'results',
  'ourPartners',
  'footballChampionsRules',
]);

/** A language segment as the route table has them. */
const LANGUAGE = /^\/([a-z]{2})(?=\/|$)/;

/** The value of cookie `name` in a Cookie header (the first, as a page reads it). */
function cookieValue(header: string, name: string): string | null {
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return null;
}

/** The session a cookie holds, if it opens and is alive and not revoked; else null. */
async function openSeal(seal: string): Promise<(SessionData & { sid: string }) | null> {
  let data: SessionData;
  try {
    data = await unsealData<SessionData>(decodeURIComponent(seal), { password: sessionSecret() });
  } catch {
    return null;
  }
  if (!isSessionAlive(data) || !data.sid) return null;
  if (await revokedSessions().isRevoked(data.sid)) return null;
  return { ...data, sid: data.sid };
}

/** The route id of a page address, as the middleware tells it (null: no page of the table). */
async function routeIdOf(pathname: string, origin: string): Promise<string | null> {
  const lng = LANGUAGE.exec(pathname)?.[1];
  if (!lng) return null;
  const parts = pathSegments(pathname.slice(lng.length + 1));
  if (!parts) return null;
  const settings = await getEdgeSiteSettings(origin);
  if (settings.unavailable) return null;
  return matchRoute(parts, settings.slugs)?.entry.id ?? null;
}

/**
 * The front door's question (page-cache.mjs `viewerOf`): what a signed-in player's request for a
 * page is shared by, or null when the page is rendered for the player alone: a page that is not
 * shared, a session that does not open, is over or revoked, or a player whose class no page has
 * read lately (that page, rendered for the player, reads it).
 */
export async function sharedViewerOf(req: IncomingMessage): Promise<SharedViewer | null> {
  const seal = cookieValue(req.headers.cookie ?? '', sessionCookieName());
  if (!seal) return null;
  const headers = new Headers();
  for (const name of ['host', 'x-forwarded-host', 'x-forwarded-proto']) {
    const value = req.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  // The origin as the render will read it: Next states the protocol of the connection when no
  // trusted proxy did (its x-forwarded-proto), so a plain-http instance is http, not https.
  if (!headers.has('x-forwarded-proto')) {
    const encrypted = (req.socket as { encrypted?: boolean } | undefined)?.encrypted === true;
    headers.set('x-forwarded-proto', encrypted ? 'https' : 'http');
  }
  const { origin } = identityFromHeaders(headers);
  const pathname = (req.url ?? '/').split('?')[0] ?? '/';
  const [routeId, session] = await Promise.all([routeIdOf(pathname, origin), openSeal(seal)]);
  if (!routeId || !PLAYER_SHARED_ROUTES.has(routeId) || !session) return null;
  const found = await playerClasses.read(origin, session.sid);
  return found ? { key: playerClassKey(found), viewer: found } : null;
}

const VIEWER_OF = Symbol.for('sportsbook.shared-viewer-of');

/** Makes sharedViewerOf the front door's (server/http/serve.mjs), once the server starts. */
export function registerSharedViewer(): void {
  (globalThis as typeof globalThis & { [VIEWER_OF]?: typeof sharedViewerOf })[VIEWER_OF] =
    sharedViewerOf;
}
