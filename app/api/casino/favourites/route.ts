import { handler } from '@/server/bff/handler';
import { noStore } from '@/server/betting/bff-answers';
import { casinoPlayerApi } from '@/server/casino/casino-api';

export const dynamic = 'force-dynamic';

// GET /api/casino/favourites – the ids of the player's favourite games, newest first (the hearts
// of a casino page players share, which the browser fills for its own player)
export const GET = handler({ auth: 'required' }, async ({ upstream }) =>
  noStore({
    data: { gameIds: (await casinoPlayerApi.favourites(upstream)).map((game) => game.id) },
  }),
);
