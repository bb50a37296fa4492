import 'server-only';
import { createHash } from 'node:crypto';
import { ImageResponse } from 'next/og';
import type { Landing } from '@/server/upstream/schemas/cms';
import { ByteLru } from './byte-lru';
import { CMS_TTL_MS } from './cms-api';
import { landingPreview, OG_IMAGE_SIZE } from './og-image';

/**
 * A landing's preview picture as PNG bytes, rendered once per landing, language and what the
 * picture shows, then kept in the process. next/og costs about 200 ms of CPU a picture, and
 * networks, chat apps and crawlers ask for the same few pictures over and over: rendering each
 * request would let anybody keep the server's cores busy with a loop of GETs.
 */

/** What the picture is drawn from (server/cms/og-image.tsx): nothing else may change it. */
export type PreviewContent = Pick<Landing, 'badge' | 'category'>;

export interface PreviewPng {
  bytes: Uint8Array<ArrayBuffer>;
  /** A strong validator of the bytes, for If-None-Match. */
  etag: string;
}

export type PreviewRenderer = (content: PreviewContent) => Promise<Uint8Array<ArrayBuffer>>;

/**
 * Kept as long as the CMS answer it was drawn from (cms-api.ts): the key holds the content, so an
 * editor's change makes a new picture as soon as the CMS answer is read again; the TTL only lets
 * pictures nobody asks for any more go. A picture is 20–60 kB; 16 MB keeps a few hundred.
 */
export const PREVIEW_CACHE = {
  ttlMs: CMS_TTL_MS,
  maxBytes: 16 * 1024 * 1024,
  maxEntryBytes: 1024 * 1024,
} as const;

export const renderWithNextOg: PreviewRenderer = async (content) =>
  new Uint8Array(await new ImageResponse(landingPreview(content), OG_IMAGE_SIZE).arrayBuffer());

const etagOf = (bytes: Uint8Array) =>
  `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;

/** RFC 9110 §13.1.2: If-None-Match compares weakly (a `W/` prefix is ignored); `*` is any. */
export function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * Fresh as long as the CMS answer a picture comes from (5 min), then revalidated with its ETag (a
 * 304 costs no render); a stale copy may be served for a day while that happens.
 */
const PREVIEW_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400';

/** A picture's answer: the PNG, or 304 when the client already has these bytes. */
export function previewAnswer(request: Request, picture: PreviewPng): Response {
  const headers = {
    'cache-control': PREVIEW_CACHE_CONTROL,
    etag: picture.etag,
    'x-content-type-options': 'nosniff',
  };
  if (matchesIfNoneMatch(request.headers.get('if-none-match'), picture.etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(picture.bytes, {
    headers: {
      ...headers,
      'content-type': 'image/png',
      'content-length': String(picture.bytes.byteLength),
    },
  });
}

let render: PreviewRenderer = renderWithNextOg;
const pictures = new ByteLru<PreviewPng>(PREVIEW_CACHE);

/**
 * The picture of a landing in a language. The site's origin is not in the key: the picture
 * depends only on the content (which each site's CMS answer gives), and any client can vary its
 * Host.
 */
export function landingPreviewPng(
  lng: string,
  landingId: string,
  content: PreviewContent,
): Promise<PreviewPng> {
  return previewPng(JSON.stringify([lng, landingId, content.category, content.badge]), content);
}

function previewPng(key: string, content: PreviewContent): Promise<PreviewPng> {
  return pictures.get(key, async () => {
    const bytes = await render({ badge: content.badge, category: content.category });
    return { bytes, etag: etagOf(bytes) };
  });
}

/** The kinds of page with a picture of their own when a link to them is shared. */
export const SITE_PREVIEW_KINDS = ['sport', 'casino'] as const;
export type SitePreviewKind = (typeof SITE_PREVIEW_KINDS)[number];

/** The brand as the picture can write it: the bundled font is Latin only (og-image.tsx). */
export function brandBadge(brand: string): string {
  const latin = brand.trim().slice(0, 24);
  return /^[\x20-\x7e]+$/.test(latin) ? latin : '18+';
}

/**
 * The site's own picture for a kind of page (sport lists and games, casino pages): the brand on
 * the kind's colours. Two pictures a brand, rendered once each.
 */
export function sitePreviewPng(brand: string, kind: SitePreviewKind): Promise<PreviewPng> {
  const badge = brandBadge(brand);
  return previewPng(JSON.stringify(['site', kind, badge]), { badge, category: kind });
}

/** Tests: another renderer (next/og needs ES module support Jest lacks), and an empty cache. */
export function setPreviewRenderer(next: PreviewRenderer | null): void {
  render = next ?? renderWithNextOg;
  pictures.clear();
}
