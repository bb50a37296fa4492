/**
 * Every BFF route, found by walking app/api for route.ts files: a route added tomorrow is fuzzed
 * without anybody listing it here.
 */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { NextRequest } from 'next/server';

export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** A path segment of the route: fixed text, or a Next dynamic segment and its kind. */
export type Segment =
  | { kind: 'static'; text: string }
  | { kind: 'dynamic' | 'catchAll' | 'optionalCatchAll'; name: string };

export interface DiscoveredRoute {
  /** e.g. /api/coupons/[id] */
  pattern: string;
  file: string;
  segments: Segment[];
}

/** What Next 15 passes a route handler: the request and `{ params: Promise<…> }`. */
export type RouteHandler = (
  request: NextRequest,
  context: { params: Promise<Record<string, string | string[] | undefined>> },
) => Promise<Response>;

const API_ROOT = join(process.cwd(), 'app', 'api');

function walk(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return walk(path);
    return /^route\.(ts|tsx|js|mjs)$/.test(entry.name) ? [path] : [];
  });
}

function segmentOf(text: string): Segment | null {
  // Route groups `(name)` and parallel slots `@name` add nothing to the URL.
  if (/^\(.*\)$/.test(text) || text.startsWith('@')) return null;
  const optional = /^\[\[\.\.\.(.+)\]\]$/.exec(text);
  if (optional?.[1]) return { kind: 'optionalCatchAll', name: optional[1] };
  const catchAll = /^\[\.\.\.(.+)\]$/.exec(text);
  if (catchAll?.[1]) return { kind: 'catchAll', name: catchAll[1] };
  const dynamic = /^\[(.+)\]$/.exec(text);
  if (dynamic?.[1]) return { kind: 'dynamic', name: dynamic[1] };
  return { kind: 'static', text };
}

export function discoverRoutes(): DiscoveredRoute[] {
  return walk(API_ROOT)
    .map((file) => {
      const folders = relative(API_ROOT, file).split(sep).slice(0, -1);
      const segments = [
        { kind: 'static', text: 'api' } as const,
        ...folders.map(segmentOf).filter((s): s is Segment => s !== null),
      ];
      const pattern = `/${segments
        .map((s) =>
          s.kind === 'static'
            ? s.text
            : s.kind === 'dynamic'
              ? `[${s.name}]`
              : s.kind === 'catchAll'
                ? `[...${s.name}]`
                : `[[...${s.name}]]`,
        )
        .join('/')}`;
      return { pattern, file, segments };
    })
    .sort((a, b) => a.pattern.localeCompare(b.pattern));
}

/** The handlers a route module exports, by HTTP method. */
export function handlersOf(module: Record<string, unknown>): [HttpMethod, RouteHandler][] {
  return HTTP_METHODS.flatMap((method) => {
    const exported = module[method];
    return typeof exported === 'function' ? [[method, exported as RouteHandler]] : [];
  });
}
