import { PictureError } from '@/server/bff/picture';
import 'server-only';
import { HTTPError } from 'ky';
import { TtlCache } from '@/server/edge/ttl-cache';
import { log } from '@/server/log';
import { upstreamClient } from '@/server/upstream/client';

/**
 * The catalogue's art (docs/upstream-contract.md "GET /casino-api/images/…"), fetched once and
 * kept for a day per site: a lobby shows a hundred pictures, and each must not cost an upstream
 * call per visitor.
 */
export interface ArtRef {
  kind: 'games' | 'providers';
  id: number;
}

const ART_TTL_MS = 86_400_000;
/** The upstream promises pictures under 2 KB; anything far larger is not a tile. */
const MAX_ART_BYTES = 32_768;

const artCache = new TtlCache<string>({
  ttlMs: ART_TTL_MS,
  staleIfErrorMs: ART_TTL_MS,
  maxEntries: 1500,
});

export function clearArtCache(): void {
  artCache.clear();
}

/** `['games', '1001.svg']` → the picture; anything else (another folder, a name) → null. */
export function parseArtPath(path: readonly string[] | undefined): ArtRef | null {
  if (!path || path.length !== 2) return null;
  const [kind, file] = path;
  if (kind !== 'games' && kind !== 'providers') return null;
  const match = /^([1-9]\d{0,8})\.svg$/.exec(file ?? '');
  return match ? { kind, id: Number(match[1]) } : null;
}

async function fetchArt(origin: string, ref: ArtRef): Promise<string> {
  let response: Response;
  try {
    response = await upstreamClient({ origin }).get(`casino-api/images/${ref.kind}/${ref.id}.svg`);
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) {
      throw new PictureError(404, 'not_found', 'There is no such picture');
    }
    log.error('casino: picture unavailable', { error, kind: ref.kind, id: ref.id });
    throw new PictureError(502, 'upstream_error', 'The picture is unavailable');
  }
  const type = response.headers.get('content-type') ?? '';
  const svg = await response.text();
  // Served from our own origin: only an SVG of a tile's size is passed on (the API's CSP,
  // next.config.ts, lets it run nothing if opened on its own).
  if (!type.startsWith('image/svg+xml') || svg.length > MAX_ART_BYTES) {
    log.error('casino: picture of an unexpected kind', { kind: ref.kind, id: ref.id, type });
    throw new PictureError(502, 'upstream_error', 'The picture is unavailable');
  }
  return svg;
}

export function casinoArt(origin: string, ref: ArtRef): Promise<string> {
  return artCache.get(`${origin}|${ref.kind}|${ref.id}`, () => fetchArt(origin, ref));
}
