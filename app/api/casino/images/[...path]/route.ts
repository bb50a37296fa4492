import { pictureRoute } from '@/server/bff/picture';
import { casinoArt, parseArtPath } from '@/server/casino/casino-art';

export const dynamic = 'force-dynamic';

// GET /api/casino/images/{games|providers}/{id}.svg – the upstream's game and provider art.
export const GET = pictureRoute({
  parse: parseArtPath,
  load: casinoArt,
  shapes: 'games/{id}.svg or providers/{id}.svg',
  label: 'casino',
});
