/**
 * Middleware step "block" (spec 01 §4 Blocking): a block decision with displayTypeId 1 sends the
 * visitor to the page its reason names. The reason is stored in a cookie; a geo-off cookie lifts a
 * reason-1 block; the account-verify route is exempt.
 */
import type { BlockDecision } from '@/server/upstream/schemas/config';

/** spec 01 §4: reason code → page (paths after the language). */
export const BLOCK_PAGE_BY_REASON: Readonly<Record<number, string>> = {
  4: 'site-updates',
  16: 'suspension',
  3: 'block',
  1: 'block',
  5: 'block',
  2: 'block',
  14: 'block',
  13: 'block-ua',
  17: 'block-ie',
  8: 'coming-soon',
};
/** The route ids of the block pages (server/routes/table.ts). */
export const BLOCK_ROUTE_IDS = [
  'block',
  'blockIe',
  'blockUa',
  'siteUpdates',
  'comingSoon',
  'suspension',
] as const;
export const BLOCK_REASON_COOKIE = 'block_reason';
/** Set by the geo service's own page for visitors allowed past a reason-1 (geography) block. */
export const GEO_OFF_COOKIE = 'geo_off';
/** spec 01 §4 "The verify route is exempt from the block redirect". */
export const BLOCK_EXEMPT_ROUTE_IDS = ['accountVerify', 'maintenance'] as const;

export function blockPageFor(reason: number | null): string {
  return (reason !== null && BLOCK_PAGE_BY_REASON[reason]) || 'block';
}

export type BlockStep =
  | { kind: 'continue'; clearReason: boolean }
  | { kind: 'redirect'; path: string; reason: number | null };

export function decideBlock(input: {
  decisions: readonly BlockDecision[];
  geoOff: boolean;
  routeId: string;
}): BlockStep {
  const onBlockPage = (BLOCK_ROUTE_IDS as readonly string[]).includes(input.routeId);
  const blocked = input.decisions.find(
    (d) => d.displayTypeId === 1 && !(d.templateTypeId === 1 && input.geoOff),
  );
  if ((BLOCK_EXEMPT_ROUTE_IDS as readonly string[]).includes(input.routeId)) {
    return { kind: 'continue', clearReason: false };
  }
  if (blocked) {
    const path = blockPageFor(blocked.templateTypeId);
    const onThatPage = onBlockPage && blockRouteId(path) === input.routeId;
    return onThatPage
      ? { kind: 'continue', clearReason: false }
      : { kind: 'redirect', path, reason: blocked.templateTypeId };
  }
  // Not blocked (any more) but on a block page: back to the site.
  if (onBlockPage) return { kind: 'redirect', path: '', reason: null };
  return { kind: 'continue', clearReason: true };
}

function blockRouteId(path: string): string {
  return path.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
}
