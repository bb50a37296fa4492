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
/**
 * The address the visitor was blocked on. A block page asks the block check about that address,
 * not about itself: a rule for one URL (`/en/providers`) keeps its page until the rule is lifted,
 * instead of sending the visitor home because the block page itself is not blocked.
 */
export const BLOCK_FROM_COOKIE = 'block_from';
/**
 * Set with a page that closes the whole site to this browser (maintenance, a site-wide block):
 * from that moment the BFF refuses the browser's state-changing calls (server/bff/site-gate.ts),
 * whatever its own cached view of the site. A visitor who writes it only closes the site to
 * himself. Renewed with every closed page; deleted by the first open one.
 */
export const SITE_CLOSED_COOKIE = 'site_closed';
export const SITE_CLOSED_MAX_AGE_S = 300;
export const BLOCK_COOKIE_MAX_AGE_S = 86_400;
export type SiteClosedBy = 'maintenance' | 'block';

export function siteClosedBy(value: string | undefined): SiteClosedBy | null {
  return value === 'maintenance' || value === 'block' ? value : null;
}

/** A block reason as the cookie holds it, or null when it names none the site knows. */
export function blockReasonOf(value: string | undefined): number | null {
  const reason = Number(value);
  return value !== undefined && /^\d{1,3}$/.test(value) && reason in BLOCK_PAGE_BY_REASON
    ? reason
    : null;
}

/** The block_from cookie's address when it is a path of this site (at most 512 characters). */
export function blockedFromPath(value: string | undefined): string | null {
  return value !== undefined && value.length <= 512 && /^\/(?![/\\])[\x21-\x7e]*$/.test(value)
    ? value
    : null;
}

/** Whether a decision closes the page, a geography block being lifted by a valid pass. */
export function isBlocking(decision: BlockDecision | undefined, geoOff: boolean): boolean {
  return (
    decision !== undefined &&
    decision.displayTypeId === 1 &&
    !(decision.templateTypeId === 1 && geoOff)
  );
}
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
  const blocked = input.decisions.find((d) => isBlocking(d, input.geoOff));
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
