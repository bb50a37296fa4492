import { handler } from '@/server/bff/handler';
import { noStore } from '@/server/betting/bff-answers';
import { casinoPlayerApi } from '@/server/casino/casino-api';
import { casinoSiteOf, tilesWith } from '@/server/casino/site-casino';
import { langQuerySchema } from '@/server/upstream/schemas/office';

export const dynamic = 'force-dynamic';

// GET /api/casino/recent?lang= – the player's recently played games, newest first, as tiles
// with the mode and time of the last launch (spec 01 §2 my-casino)
export const GET = handler(
  { auth: 'required', query: langQuerySchema },
  async ({ upstream, query, identity }) => {
    const recent = await casinoPlayerApi.recent(upstream);
    const { catalogue, slugs } = await casinoSiteOf(identity, query.lang ?? 'en');
    const tiles = await tilesWith(
      catalogue,
      slugs,
      recent.map((entry) => entry.game),
    );
    return noStore({
      data: recent.map((entry, index) => ({
        game: tiles[index],
        mode: entry.mode,
        playedAt: entry.playedAt,
      })),
    });
  },
);
