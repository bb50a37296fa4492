import { pictureRoute } from '@/server/bff/picture';
import { cmsApi, parseCmsArtPath } from '@/server/cms/cms-api';

export const dynamic = 'force-dynamic';

// GET /api/cms/images/{promotions|landings}/{slug}.svg – the CMS's banners.
export const GET = pictureRoute({
  parse: parseCmsArtPath,
  load: (origin, path) => cmsApi(origin).art(path),
  shapes: 'promotions/{slug}.svg or landings/{id}.svg',
  label: 'cms',
});
