/**
 * Resolves a path (the segments after the language) to one route of the table. Edge-safe and
 * pure: the config slugs it needs come in as data.
 *
 * Several routes share a dynamic first segment ({keno}, {slots}, {casino}, {token}, landing ids);
 * the most specific match wins, segment by segment: a static segment beats a param of fixed
 * values or config slugs, which beats a param with a pattern, which beats a free param.
 */
import { ROUTES } from './table';
import type { ConfigSlugList, ParamRule, RouteEntry } from './types';

export type RouteSlugs = Readonly<Record<ConfigSlugList, readonly string[]>>;

export const NO_SLUGS: RouteSlugs = {
  casinoCategories: [],
  slotsCategories: [],
  kenoGames: [],
  tokens: [],
  bonusLandings: [],
  thankyouSections: [],
  oldPromotionPaths: [],
};

/** The route slugs from the `routes` config group (old promotion paths by their keys). */
export function routeSlugsFrom(
  routes: Omit<RouteSlugs, 'oldPromotionPaths'> & {
    oldPromotionPaths: Readonly<Record<string, string>>;
  },
): RouteSlugs {
  return {
    casinoCategories: routes.casinoCategories,
    slotsCategories: routes.slotsCategories,
    kenoGames: routes.kenoGames,
    tokens: routes.tokens,
    bonusLandings: routes.bonusLandings,
    thankyouSections: routes.thankyouSections,
    oldPromotionPaths: Object.keys(routes.oldPromotionPaths),
  };
}

export interface RouteMatch {
  entry: RouteEntry;
  params: Record<string, string>;
}

type Segment =
  | { kind: 'static'; value: string }
  | { kind: 'param'; name: string; optional: boolean; rule: ParamRule | undefined };

interface CompiledRoute {
  entry: RouteEntry;
  segments: Segment[];
  required: number;
}

/** A free param: what a slug or an id may hold, nothing that could smuggle a path. */
const FREE_PARAM = /^[A-Za-z0-9][A-Za-z0-9_.~-]{0,127}$/;

function compile(entry: RouteEntry): CompiledRoute {
  const segments: Segment[] = entry.path
    .split('/')
    .filter(Boolean)
    .map((part) => {
      if (!part.startsWith(':')) return { kind: 'static', value: part };
      const optional = part.endsWith('?');
      const name = part.slice(1, optional ? -1 : undefined);
      return { kind: 'param', name, optional, rule: entry.params?.[name] };
    });
  return {
    entry,
    segments,
    required: segments.filter((s) => s.kind === 'static' || !s.optional).length,
  };
}

const COMPILED: readonly CompiledRoute[] = ROUTES.map(compile);

function paramScore(value: string, rule: ParamRule | undefined, slugs: RouteSlugs): number {
  if (!FREE_PARAM.test(value)) return -1;
  if (!rule) return 1;
  switch (rule.kind) {
    case 'enum':
      return rule.values.includes(value) ? 3 : -1;
    case 'config':
      return slugs[rule.list].includes(value) ? 3 : -1;
    case 'pattern':
      return rule.regex.test(value) ? 2 : -1;
  }
}

/** The route's score for these segments, or null when it does not match. */
function score(route: CompiledRoute, parts: readonly string[], slugs: RouteSlugs): number[] | null {
  if (parts.length < route.required || parts.length > route.segments.length) return null;
  const scores: number[] = [];
  for (let i = 0; i < route.segments.length; i += 1) {
    const segment = route.segments[i];
    const part = parts[i];
    if (!segment) return null;
    if (part === undefined) {
      if (segment.kind === 'static' || !segment.optional) return null;
      scores.push(0);
      continue;
    }
    if (segment.kind === 'static') {
      if (segment.value !== part) return null;
      scores.push(4);
      continue;
    }
    const s = paramScore(part, segment.rule, slugs);
    if (s < 0) return null;
    scores.push(s);
  }
  return scores;
}

function better(a: number[], b: number[]): boolean {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x > y;
  }
  return false;
}

/**
 * The first segment of the param-first page's rewritten addresses (below). No route and no
 * folder spells it, so a visitor who types it gets the 404 of an unknown address.
 */
export const CATCH_ALL_MARK = '~';

/** The first segments that have page folders: those of the routes whose first segment is fixed. */
const FOLDER_FIRST_SEGMENTS: ReadonlySet<string> = new Set(
  ROUTES.filter((r) => !r.redirect)
    .map((r) => r.path.split('/')[0] ?? '')
    .filter((s) => s !== '' && !s.startsWith(':')),
);

/**
 * A route whose first segment is a param is served by the main layout's param-first page,
 * `[first]/[[...rest]]`. When the value spells a folder's name (a thank-you page under
 * `registration/`, a token named like a section), Next would pick that folder: the middleware
 * rewrites the address under the mark, and that page drops it. Null: Next finds the page by
 * itself.
 */
export function catchAllRewrite(match: RouteMatch, parts: readonly string[]): string[] | null {
  if (!match.entry.path.startsWith(':')) return null;
  const [first] = parts;
  if (first === undefined || !FOLDER_FIRST_SEGMENTS.has(first)) return null;
  return [CATCH_ALL_MARK, ...parts];
}

/** Splits a pathname after the language prefix into decoded segments; null if malformed. */
export function pathSegments(pathAfterLanguage: string): string[] | null {
  try {
    return pathAfterLanguage
      .split('/')
      .filter(Boolean)
      .map((part) => decodeURIComponent(part));
  } catch {
    return null;
  }
}

export function matchRoute(parts: readonly string[], slugs: RouteSlugs): RouteMatch | null {
  let best: { route: CompiledRoute; scores: number[] } | null = null;
  for (const route of COMPILED) {
    const scores = score(route, parts, slugs);
    if (scores && (!best || better(scores, best.scores))) best = { route, scores };
  }
  if (!best) return null;
  const params: Record<string, string> = {};
  best.route.segments.forEach((segment, i) => {
    const part = parts[i];
    if (segment.kind === 'param' && part !== undefined) params[segment.name] = part;
  });
  return { entry: best.route.entry, params };
}

/** The path of a route with its params filled in (no language prefix, no leading slash). */
export function buildPath(entry: RouteEntry, params: Readonly<Record<string, string>>): string {
  return entry.path
    .split('/')
    .filter(Boolean)
    .flatMap((part) => {
      if (!part.startsWith(':')) return [part];
      const optional = part.endsWith('?');
      const value = params[part.slice(1, optional ? -1 : undefined)];
      if (value === undefined) {
        if (optional) return [];
        throw new Error(`route ${entry.id}: missing param ${part}`);
      }
      return [encodeURIComponent(value)];
    })
    .join('/');
}
