import { NextResponse } from 'next/server';
import { handler } from '@/server/bff/handler';
import { bffGamesQuerySchema, gamesFilterOf } from '@/server/casino/casino-bff';
import { casinoSiteOf, tilesPageWith } from '@/server/casino/site-casino';

export const dynamic = 'force-dynamic';

// GET /api/casino/games?q=&category=&subcategory=&provider=&flag=&sort=&page=&perPage=&lang= –
// a page of the catalogue as tiles (the search as you type, spec 01 §2 casino-search); 400
// naming the parameter for a malformed or unknown value
export const GET = handler({ query: bffGamesQuerySchema }, async ({ query, identity }) => {
  const lang = query.lang ?? 'en';
  const { catalogue, slugs } = await casinoSiteOf(identity, lang);
  const page = await tilesPageWith(catalogue, slugs, await gamesFilterOf(query, catalogue, lang));
  return NextResponse.json(
    { data: { games: page.tiles, page: page.page, perPage: page.perPage, total: page.total } },
    // The catalogue is everybody's: the browser may reuse an answer briefly, no shared cache
    // (the answer may carry the player's renewed session cookie).
    { headers: { 'cache-control': 'private, max-age=30' } },
  );
});
