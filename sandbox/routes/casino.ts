/**
 * The casino (spec 01 §2 "Casino and games", "Bonus games", "Games wrapper and preloaders"; paths
 * ours, docs/upstream-contract.md "Casino API"): the catalogue's categories, providers and games,
 * their pictures, the signed-in player's favourites and recently played games, launching a game
 * and the launcher page the site frames.
 */
import { z } from 'zod';
import {
  categoriesAnswerSchema,
  categoriesQuerySchema,
  favouriteIdsAnswerSchema,
  favouritesAnswerSchema,
  gameAnswerSchema,
  gameIdParamSchema,
  gamesAnswerSchema,
  gamesQuerySchema,
  LAUNCH_MODES,
  launchAnswerSchema,
  launchRequestSchema,
  MAX_FAVOURITES,
  providersAnswerSchema,
  recentAnswerSchema,
  type Game,
} from '@contract/casino';
import { gameQuerySchema } from '@contract/casino';
import { formatMinor } from '../accounts-store';
import { betsIn } from '../casino-bets';
import { randomKey, sha256 } from '../auth-crypto';
import { AUTHORIZATION_HEADER, requireSession } from '../auth-session';
import { ART_HEADERS, artIdOf, gameArt, providerLogo } from '../casino-art';
import type { CatalogueGame } from '../casino-catalogue';
import { casinoCatalogue, casinoLangOf, categoriesOf } from '../casino-catalogue';
import type { LauncherPage } from '../casino-launcher';
import { launcherPage, launcherProblemPage } from '../casino-launcher';
import { listGames } from '../casino-search';
import type { RequestContext, SandboxResponse } from '../http';
import { headerValue, json, parseBody, parseQuery, pathParam, SandboxHttpError } from '../http';
import { assertSignInAllowed } from '../limits';
import { playerAccounts } from '../player-accounts';
import type { Router } from '../router';
import type { SandboxState } from '../state';

export const CASINO_API = '/casino-api/v1';
export const LAUNCHER_PATH = '/casino-api/launcher';
/** How long a demo's page may be (re)loaded before the game must be launched again. */
export const LAUNCH_TTL_MS = 4 * 60 * 60 * 1000;
/**
 * A real-money game's address opens the game once, within this time of the launch, as a game
 * provider's launch link does: the token in it is a pass to the player's balance, and a link that
 * leaked (a shared screen, a proxy log, the browser's history) must not open the game elsewhere.
 * A reload of the frame asks the player to open the game again from the site.
 */
export const REAL_LAUNCH_OPEN_MS = 2 * 60 * 1000;

const REQUEST_ORIGIN_HEADER = 'x-request-origin';
/** A host as the Host header names it: a name or IPv4 address, or a bracketed IPv6 one. */
const HOST_PATTERN = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

const launcherQuerySchema = z.object({
  mode: z.enum(LAUNCH_MODES),
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'a launch token'),
});

function gameNotFound(id: number): SandboxHttpError {
  return SandboxHttpError.coded(404, 'game_not_found', 'Game not found', {
    detail: `id: no game ${id}`,
    source: { parameter: 'id' },
  });
}

/** The site origin the BFF names (spec 01 §7 request origin), when it is a bare http(s) origin. */
function siteOriginOf(ctx: RequestContext): string | null {
  const value = headerValue(ctx.headers, REQUEST_ORIGIN_HEADER);
  if (value === undefined) return null;
  try {
    const url = new URL(value);
    const isHttp = url.protocol === 'http:' || url.protocol === 'https:';
    return isHttp && url.origin === value.replace(/\/$/, '') ? url.origin : null;
  } catch {
    return null;
  }
}

/** The sandbox's own address as the caller reached it: the launcher lives beside the API. */
function ownBaseUrl(ctx: RequestContext): string {
  const host = headerValue(ctx.headers, 'host');
  if (host === undefined || !HOST_PATTERN.test(host)) {
    throw SandboxHttpError.single(400, 'Invalid header', 'host: not a host name', {
      header: 'host',
    });
  }
  return `http://${host}`;
}

/** The id of a picture file (`1001.svg`); 400 naming `file` otherwise. */
function artId(ctx: RequestContext): number {
  const id = artIdOf(ctx.params.file ?? '');
  if (id === undefined) {
    throw SandboxHttpError.single(400, 'Invalid path parameter', 'file: {id}.svg', {
      parameter: 'file',
    });
  }
  return id;
}

function page(answer: LauncherPage): SandboxResponse {
  return { status: answer.status, body: undefined, text: answer.html, headers: answer.headers };
}

export function registerCasinoRoutes(router: Router, state: SandboxState): void {
  const { store } = state;
  const catalogue = casinoCatalogue();

  function gameOf(id: number): CatalogueGame {
    const entry = catalogue.gameById.get(id);
    if (entry === undefined) throw gameNotFound(id);
    return entry;
  }

  function favouriteGames(userId: number): Game[] {
    return store.casino
      .favouritesOf(userId)
      .flatMap(({ gameId }) => catalogue.gameById.get(gameId)?.game ?? []);
  }

  function favouriteIdsAnswer(userId: number): SandboxResponse {
    const gameIds = favouriteGames(userId).map((game) => game.id);
    return json(favouriteIdsAnswerSchema.parse({ data: { gameIds } }));
  }

  router.on('GET', `${CASINO_API}/categories`, (ctx) => {
    const { lang } = parseQuery(ctx, categoriesQuerySchema);
    return json(
      categoriesAnswerSchema.parse({ data: categoriesOf(catalogue, casinoLangOf(lang)) }),
    );
  });

  router.on('GET', `${CASINO_API}/providers`, () =>
    json(
      providersAnswerSchema.parse({ data: catalogue.providers.map(({ provider }) => provider) }),
    ),
  );

  router.on('GET', `${CASINO_API}/games`, (ctx) =>
    json(gamesAnswerSchema.parse(listGames(catalogue, parseQuery(ctx, gamesQuerySchema)))),
  );

  router.on('GET', `${CASINO_API}/games/:id`, (ctx) => {
    const entry = gameOf(pathParam(ctx, 'id', gameIdParamSchema));
    const { currency } = parseQuery(ctx, gameQuerySchema);
    const bets = betsIn(entry.game, currency);
    return json(
      gameAnswerSchema.parse({
        data: { ...entry.game, ...bets.range },
        meta: { currency: bets.currency },
      }),
    );
  });

  // Demo play needs no player; a player's launch (either mode) is recorded as recently played.
  router.on('POST', `${CASINO_API}/games/:id/launch`, (ctx) => {
    const id = pathParam(ctx, 'id', gameIdParamSchema);
    const { mode, lang } = parseBody(ctx, launchRequestSchema);
    const entry = gameOf(id);
    const signedIn = headerValue(ctx.headers, AUTHORIZATION_HEADER) !== undefined;
    const session = mode === 'real' || signedIn ? requireSession(ctx, state) : undefined;
    if (mode === 'demo' && !entry.game.demo) {
      throw SandboxHttpError.coded(409, 'demo_unavailable', 'This game has no demo mode', {
        detail: 'mode: the game is played for real money only',
        source: { pointer: '/mode' },
      });
    }
    const now = state.now();
    // spec 01 §3 limit types 30 and 33: a closed account does not play for money.
    if (mode === 'real' && session !== undefined) {
      assertSignInAllowed(store, session.userId, now);
    }
    const token = randomKey(32);
    const expiresAt = now + (mode === 'real' ? REAL_LAUNCH_OPEN_MS : LAUNCH_TTL_MS);
    store.transaction(() => {
      store.casino.putLaunch(
        sha256(token),
        {
          gameId: id,
          mode,
          userId: session?.userId ?? null,
          loginId: session?.login.id ?? null,
          lang: casinoLangOf(lang),
          frameOrigin: siteOriginOf(ctx),
          expiresAt,
        },
        now,
      );
      if (session !== undefined) store.casino.recordPlay(session.userId, id, mode, now);
    });
    const url = new URL(`${LAUNCHER_PATH}/${id}`, ownBaseUrl(ctx));
    url.searchParams.set('mode', mode);
    url.searchParams.set('token', token);
    return json(
      launchAnswerSchema.parse({
        data: { url: url.toString(), mode, expiresAt: new Date(expiresAt).toISOString() },
      }),
    );
  });

  router.on('GET', `${CASINO_API}/favourites`, (ctx) => {
    const { userId } = requireSession(ctx, state);
    return json(favouritesAnswerSchema.parse({ data: favouriteGames(userId) }));
  });

  router.on('PUT', `${CASINO_API}/favourites/:gameId`, (ctx) => {
    const { userId } = requireSession(ctx, state);
    const id = pathParam(ctx, 'gameId', gameIdParamSchema);
    if (!catalogue.gameById.has(id)) throw gameNotFound(id);
    const isNew = !store.casino.isFavourite(userId, id);
    if (isNew && store.casino.countFavourites(userId) >= MAX_FAVOURITES) {
      throw SandboxHttpError.coded(409, 'too_many_favourites', 'Too many favourites', {
        detail: `gameId: at most ${MAX_FAVOURITES} favourites; remove one first`,
        source: { parameter: 'gameId' },
        meta: { max: MAX_FAVOURITES },
      });
    }
    store.casino.addFavourite(userId, id, state.now());
    return favouriteIdsAnswer(userId);
  });

  router.on('DELETE', `${CASINO_API}/favourites/:gameId`, (ctx) => {
    const { userId } = requireSession(ctx, state);
    const id = pathParam(ctx, 'gameId', gameIdParamSchema);
    if (!catalogue.gameById.has(id)) throw gameNotFound(id);
    store.casino.removeFavourite(userId, id);
    return favouriteIdsAnswer(userId);
  });

  router.on('GET', `${CASINO_API}/recent`, (ctx) => {
    const { userId } = requireSession(ctx, state);
    const data = store.casino.recentOf(userId).flatMap((record) => {
      const entry = catalogue.gameById.get(record.gameId);
      if (entry === undefined) return [];
      return [
        { game: entry.game, mode: record.mode, playedAt: new Date(record.playedAt).toISOString() },
      ];
    });
    return json(recentAnswerSchema.parse({ data }));
  });

  router.on('GET', '/casino-api/images/games/:file', (ctx) => {
    const entry = gameOf(artId(ctx));
    const provider = catalogue.providerById.get(entry.game.providerId);
    if (provider === undefined) throw gameNotFound(entry.game.id);
    return { status: 200, body: undefined, text: gameArt(entry, provider), headers: ART_HEADERS };
  });

  router.on('GET', '/casino-api/images/providers/:file', (ctx) => {
    const id = artId(ctx);
    const provider = catalogue.providerById.get(id);
    if (provider === undefined) {
      throw SandboxHttpError.coded(404, 'provider_not_found', 'Provider not found', {
        detail: `file: no provider ${id}`,
        source: { parameter: 'file' },
      });
    }
    return { status: 200, body: undefined, text: providerLogo(provider), headers: ART_HEADERS };
  });

  // The frame's page: answered as HTML (never JSON), since the player sees it in the site.
  router.on('GET', `${LAUNCHER_PATH}/:id`, (ctx) => {
    const id = gameIdParamSchema.safeParse(ctx.params.id);
    const query: Record<string, string> = {};
    ctx.url.searchParams.forEach((value, key) => {
      query[key] = value;
    });
    const params = launcherQuerySchema.safeParse(query);
    if (!id.success || !params.success) return page(launcherProblemPage(400, 'invalid'));

    const now = state.now();
    const ticket = store.casino.findLaunch(sha256(params.data.token), now);
    const entry = catalogue.gameById.get(id.data);
    const provider = entry && catalogue.providerById.get(entry.game.providerId);
    if (
      ticket === undefined ||
      ticket.gameId !== id.data ||
      ticket.mode !== params.data.mode ||
      entry === undefined ||
      provider === undefined
    ) {
      return page(launcherProblemPage(401, 'ended'));
    }
    const lang = casinoLangOf(ticket.lang);
    if (ticket.mode === 'demo') {
      return page(
        launcherPage({ entry, provider, mode: 'demo', lang, frameOrigin: ticket.frameOrigin }),
      );
    }

    // Real money: one opening of the address, only while the login that launched it lasts
    // (signing out ends the game).
    store.casino.removeLaunch(sha256(params.data.token));
    const login = ticket.loginId === null ? undefined : store.auth.findLogin(ticket.loginId);
    if (
      ticket.userId === null ||
      login === undefined ||
      login.revokedAt !== null ||
      login.userId !== ticket.userId
    ) {
      return page(launcherProblemPage(401, 'signedOut', lang));
    }
    try {
      assertSignInAllowed(store, ticket.userId, now);
    } catch (error) {
      if (error instanceof SandboxHttpError)
        return page(launcherProblemPage(403, 'excluded', lang));
      throw error;
    }
    const { active } = playerAccounts(store, ticket.userId, now);
    return page(
      launcherPage({
        entry,
        provider,
        mode: 'real',
        lang,
        balance: { amount: formatMinor(active.balanceMinor), currency: active.currency },
        frameOrigin: ticket.frameOrigin,
      }),
    );
  });
}
