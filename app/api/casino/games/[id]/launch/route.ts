import type { NextRequest } from 'next/server';
import { ApiError, handler } from '@/server/bff/handler';
import { noStore } from '@/server/betting/bff-answers';
import { casinoPlayerApi } from '@/server/casino/casino-api';
import { gameIdOf, launcherOrigins } from '@/server/casino/casino-bff';
import { log } from '@/server/log';
import { launchRequestSchema } from '@/server/upstream/schemas/casino';

export const dynamic = 'force-dynamic';

// POST /api/casino/games/[id]/launch {mode: demo|real, lang?} – the launcher page's address for
// the games wrapper's frame (spec 01 §2): a demo for anybody when the game has one, real money
// for a signed-in player only (401 otherwise, before the upstream is asked)
export async function POST(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return handler(
    { auth: 'optional', body: launchRequestSchema },
    async ({ upstream, body, user }) => {
      const gameId = gameIdOf(id, 'id');
      if (body.mode === 'real' && !user) {
        throw new ApiError(401, 'unauthorized', 'Please sign in to play for real money');
      }
      const launch = await casinoPlayerApi.launch(upstream, gameId, body.mode, body.lang ?? 'en');
      if (!launcherOrigins().includes(new URL(launch.url).origin)) {
        log.error('casino: launcher on an origin the site does not frame', { gameId });
        throw new ApiError(502, 'upstream_error', 'The game cannot be opened here');
      }
      return noStore({ data: launch });
    },
  )(request);
}
