import type { NextRequest } from 'next/server';
import { handler } from '@/server/bff/handler';
import { noStore } from '@/server/betting/bff-answers';
import { casinoPlayerApi } from '@/server/casino/casino-api';
import { gameIdOf } from '@/server/casino/casino-bff';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ gameId: string }> };

function favourite(add: boolean) {
  return async (request: NextRequest, { params }: Context) => {
    const { gameId } = await params;
    return handler({ auth: 'required' }, async ({ upstream }) => {
      const id = gameIdOf(gameId, 'gameId');
      return noStore({ data: { gameIds: await casinoPlayerApi.setFavourite(upstream, id, add) } });
    })(request);
  };
}

// PUT /api/casino/favourites/[gameId] – adds the game to the player's favourites (the heart);
// answers the ids of all favourites, newest first; 409 too_many_favourites past 200
export const PUT = favourite(true);

// DELETE /api/casino/favourites/[gameId] – removes it (removing one that is not there is no
// error); answers the ids of all favourites
export const DELETE = favourite(false);
