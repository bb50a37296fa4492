/** Types of page-cache.mjs (plain JavaScript that node runs without a build). */
import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const SESSION_COOKIE_NAMES: readonly string[];
export declare const CONSENT_COOKIE: string;
export declare const SHAREABLE_SET_COOKIES: readonly string[];
export declare const KEY_COOKIES: readonly string[];
export declare const VIEWER_HEADER: string;
export declare function keptCookies(header: string): string;

/** What a player's page is shared by (page-cache.mjs SharedViewer). */
export interface SharedViewer {
  key: string;
  viewer: unknown;
}
export declare const PAGE_CACHE_HEADER: string;
export declare const DEFAULT_PAGE_CACHE_TTL_MS: number;

export interface PageCache {
  readonly size: number;
  serve(
    req: IncomingMessage,
    res: ServerResponse,
    handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  ): Promise<unknown>;
}

export declare function createPageCache(options: {
  ttlMs: number;
  maxBytes?: number;
  waitLimitMs?: number;
  now?: () => number;
  newNonce?: () => string;
  viewerOf?: (req: IncomingMessage) => Promise<SharedViewer | null>;
}): PageCache;

export declare function parsePageCacheTtl(value: string | undefined): number;
