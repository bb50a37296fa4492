import { PictureError } from '@/server/bff/picture';
import 'server-only';
import { HTTPError } from 'ky';
import { TtlCache } from '@/server/edge/ttl-cache';
import { redisCacheTier } from '@/server/shared/cache-tier';
import { log } from '@/server/log';
import { requestJson, upstreamClient } from '@/server/upstream/client';
import { UpstreamError } from '@/server/upstream/errors';
import {
  cmsPageAnswerSchema,
  landingAnswerSchema,
  promotionAnswerSchema,
  promotionsAnswerSchema,
  type CmsPage,
  type Landing,
  type Promotion,
} from '@/server/upstream/schemas/cms';

/**
 * The CMS calls of docs/upstream-contract.md "CMS API". Promotions, landings and pages are the
 * same for every visitor of a site and change when an editor publishes, so answers (a 404 as
 * well) are shared between requests in per-process caches (docs/architecture.md "Scale"), keyed by
 * the site's origin and the language, as the casino catalogue's are.
 */

/** An editor's change shows within five minutes. */
export const CMS_TTL_MS = 300_000;
/** An upstream outage keeps the last good answer this long rather than failing the page. */
const STALE_IF_ERROR_MS = 3_600_000;
/** The upstream promises pictures under 4 KB; anything far larger is not a banner. */
const MAX_ART_BYTES = 32_768;

const options = { ttlMs: CMS_TTL_MS, staleIfErrorMs: STALE_IF_ERROR_MS };
const promotionsCache = new TtlCache<Promotion[]>({
  ...options,
  maxEntries: 100,
  shared: redisCacheTier('cms-promotions'),
});
const promotionCache = new TtlCache<Promotion | null>({
  ...options,
  maxEntries: 1000,
  shared: redisCacheTier('cms-promotion'),
});
const landingCache = new TtlCache<Landing | null>({
  ...options,
  maxEntries: 1000,
  shared: redisCacheTier('cms-landing'),
});
const pageCache = new TtlCache<CmsPage | null>({
  ...options,
  maxEntries: 200,
  shared: redisCacheTier('cms-page'),
});
const artCache = new TtlCache<string>({
  ttlMs: 86_400_000,
  staleIfErrorMs: 86_400_000,
  maxEntries: 500,
});

/** Empties the shared caches (tests). */
export function clearCmsCaches(): void {
  for (const store of [promotionsCache, promotionCache, landingCache, pageCache, artCache]) {
    store.clear();
  }
}

async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return null;
    throw error;
  }
}

/** `['promotions', 'welcome.svg']` → the upstream path; anything else → null. */
export function parseCmsArtPath(path: readonly string[] | undefined): string | null {
  if (!path || path.length !== 2) return null;
  const [kind, file] = path;
  if (kind !== 'promotions' && kind !== 'landings') return null;
  return /^[a-z0-9][a-z0-9-]{0,63}\.svg$/.test(file ?? '')
    ? `cms-api/images/${kind}/${file}`
    : null;
}

export { cmsImageHref } from './cms-image';

/** The CMS of one site (the operator may give each domain its own promotions). */
export function cmsApi(origin: string) {
  const upstream = () => upstreamClient({ origin });
  return {
    promotions: (lang: string): Promise<Promotion[]> =>
      promotionsCache.get(`${origin}|${lang}`, async () => {
        const answer = await requestJson(
          () => upstream().get('cms-api/v1/promotions', { searchParams: { lang } }),
          promotionsAnswerSchema,
          'cms promotions',
        );
        return answer.data;
      }),

    /** One promotion by slug or id; null when the CMS does not know it. */
    promotion: (lang: string, ref: string): Promise<Promotion | null> =>
      promotionCache.get(`${origin}|${lang}|${ref}`, () =>
        orNull(async () => {
          const answer = await requestJson(
            () =>
              upstream().get(`cms-api/v1/promotions/${encodeURIComponent(ref)}`, {
                searchParams: { lang },
              }),
            promotionAnswerSchema,
            'cms promotion',
          );
          return answer.data;
        }),
      ),

    landing: (lang: string, id: string): Promise<Landing | null> =>
      landingCache.get(`${origin}|${lang}|${id}`, () =>
        orNull(async () => {
          const answer = await requestJson(
            () =>
              upstream().get(`cms-api/v1/landings/${encodeURIComponent(id)}`, {
                searchParams: { lang },
              }),
            landingAnswerSchema,
            'cms landing',
          );
          return answer.data;
        }),
      ),

    page: (lang: string, slug: string): Promise<CmsPage | null> =>
      pageCache.get(`${origin}|${lang}|${slug}`, () =>
        orNull(async () => {
          const answer = await requestJson(
            () =>
              upstream().get(`cms-api/v1/pages/${encodeURIComponent(slug)}`, {
                searchParams: { lang },
              }),
            cmsPageAnswerSchema,
            'cms page',
          );
          return answer.data;
        }),
      ),

    /** A picture checked to be a small SVG (served from our own origin). */
    art: (path: string): Promise<string> =>
      artCache.get(`${origin}|${path}`, async () => {
        let response: Response;
        try {
          response = await upstream().get(path);
        } catch (error) {
          if (error instanceof HTTPError && error.response.status === 404) {
            throw new PictureError(404, 'not_found', 'There is no such picture');
          }
          log.error('cms: picture unavailable', { error, path });
          throw new PictureError(502, 'upstream_error', 'The picture is unavailable');
        }
        const type = response.headers.get('content-type') ?? '';
        const svg = await response.text();
        if (!type.startsWith('image/svg+xml') || svg.length > MAX_ART_BYTES) {
          log.error('cms: picture of an unexpected kind', { path, type });
          throw new PictureError(502, 'upstream_error', 'The picture is unavailable');
        }
        return svg;
      }),
  };
}

export type CmsApi = ReturnType<typeof cmsApi>;
