/** @jest-environment node */
import type { IncomingMessage } from 'node:http';
import { sealData } from 'iron-session';
import { demoEdgeSettings } from '@/server/edge/edge-settings.fixture';
import { CLEAN_PLAYER } from '@/server/routes/routes.fixture';
import { installRevokedSessions, MemoryRevokedSessions } from './revocation';
import { playerClasses, playerClassKey, type PlayerClass } from './player-class';
import { sessionCookieName, sessionOptions, type SessionData } from './session';
import { PLAYER_SHARED_ROUTES, sharedViewerOf } from './shared-viewer';

jest.mock('@/server/edge/site-settings', () => ({
  getEdgeSiteSettings: jest.fn(async () => demoEdgeSettings),
}));

const ORIGIN = 'http://localhost:3000';
const plain: PlayerClass = {
  guard: CLEAN_PLAYER,
  hidden: { line: [5, 1], live: [] },
};

async function cookieFor(data: SessionData): Promise<string> {
  const seal = await sealData(data, { password: sessionOptions().password });
  return `lng=en; ${sessionCookieName()}=${seal}`;
}

function request(path: string, cookie: string, host = 'localhost:3000'): IncomingMessage {
  return { url: path, headers: { host, cookie }, socket: {} } as unknown as IncomingMessage;
}

const alive = (userId: number, sid = `sid-${userId}`): SessionData => ({
  sid,
  userId,
  token: 'jwt',
  refreshKey: 'rk',
  createdAt: Date.now() - 60_000,
  lastSeenAt: Date.now() - 1_000,
});

let revoked: MemoryRevokedSessions;

beforeEach(() => {
  revoked = new MemoryRevokedSessions();
  installRevokedSessions(revoked);
});

afterAll(() => installRevokedSessions(null));

describe("sharedViewerOf: what a player's page is shared by", () => {
  it('a player whose class a page has read shares the pages of that class', async () => {
    await playerClasses.write(ORIGIN, 'sid-501', plain);
    const viewer = await sharedViewerOf(request('/en/line', await cookieFor(alive(501))));
    expect(viewer).toEqual({ key: playerClassKey(plain), viewer: plain });
    // The key does not depend on the order the upstream listed the hidden sports in.
    expect(playerClassKey({ ...plain, hidden: { line: [1, 5, 5], live: [] } })).toBe(viewer?.key);
  });

  it('reads the origin as the render does: a plain-http instance on an address is http', async () => {
    await playerClasses.write('http://127.0.0.1:3200', 'sid-506', plain);
    const viewer = await sharedViewerOf(
      request('/en/line', await cookieFor(alive(506)), '127.0.0.1:3200'),
    );
    expect(viewer?.viewer).toEqual(plain);
  });

  it.each<[string, () => Promise<IncomingMessage>]>([
    ['a page of the office', async () => request('/en/office', await cookieFor(alive(502)))],
    [
      'no page of the table',
      async () => request('/en/nowhere/at/all', await cookieFor(alive(502))),
    ],
    ['an address with no language', async () => request('/line', await cookieFor(alive(502)))],
    [
      'a seal that does not open',
      async () => request('/en/line', `${sessionCookieName()}=Fe26.2**x`),
    ],
    ['no session cookie', async () => request('/en/line', 'lng=en')],
    [
      'a session idle too long',
      async () =>
        request(
          '/en/line',
          await cookieFor({ ...alive(502), lastSeenAt: Date.now() - 86_400_000 }),
        ),
    ],
  ])('%s is rendered for the player alone', async (_, make) => {
    await playerClasses.write(ORIGIN, 'sid-502', plain);
    expect(await sharedViewerOf(await make())).toBeNull();
  });

  it('a class read for one sign-in never serves another sign-in of the player', async () => {
    await playerClasses.write(ORIGIN, 'sid-505', plain);
    const again = await cookieFor(alive(505, 'sid-505-next'));
    expect(await sharedViewerOf(request('/en/line', again))).toBeNull();
    const without = await cookieFor({ ...alive(505), sid: undefined });
    expect(await sharedViewerOf(request('/en/line', without))).toBeNull();
  });

  it('a revoked session is rendered alone (it reads as signed out)', async () => {
    await playerClasses.write(ORIGIN, 'sid-503', plain);
    await revoked.revoke('sid-503', Date.now() + 60_000);
    expect(await sharedViewerOf(request('/en/line', await cookieFor(alive(503))))).toBeNull();
  });

  it('a player no page has placed yet, or placed too long ago, is rendered alone', async () => {
    expect(await sharedViewerOf(request('/en/line', await cookieFor(alive(504))))).toBeNull();
    await playerClasses.write(ORIGIN, 'sid-504', plain, Date.now() - 31_000);
    expect(await sharedViewerOf(request('/en/line', await cookieFor(alive(504))))).toBeNull();
  });

  it('shares the pages players spend their time on, and none of the personal ones', () => {
    for (const id of ['home', 'line', 'game', 'champs', 'casinoCategory', 'promotion', 'rules']) {
      expect(PLAYER_SHARED_ROUTES.has(id)).toBe(true);
    }
    for (const id of ['office', 'myCasinoFavorites', 'casinoGame', 'toto', 'lotto', 'login']) {
      expect(PLAYER_SHARED_ROUTES.has(id)).toBe(false);
    }
  });
});
