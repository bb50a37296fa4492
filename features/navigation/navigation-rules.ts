/**
 * The browser's half of the route guards of spec 02 §2: what happens to a click on a link of this
 * site before the router leaves the page. The server guards every page again (server/routes/
 * guards.ts), so these rules decide only what the player sees instead of a round trip.
 */
import type { NavigationRules } from '@/server/routes/guards';

export type { NavigationRules };

export type NavigationDecision =
  | { kind: 'allow' }
  /** The authorization block opens instead (a site without account middleware). */
  | { kind: 'signIn'; returnUrl: string }
  | { kind: 'cancel'; reason: 'banned' };

/**
 * Whether a route pattern of the table ('rules/:ruleGroup/:chapter?') matches the path's segments
 * after the language. Params match any one segment; an optional one may be missing.
 */
export function matchesPattern(pattern: string, segments: readonly string[]): boolean {
  const parts = pattern === '' ? [] : pattern.split('/');
  if (segments.length > parts.length) return false;
  return parts.every((part, i) => {
    const segment = segments[i];
    if (part.startsWith(':')) return segment !== undefined || part.endsWith('?');
    return segment === part;
  });
}

/** The segments after the language of a same-site path, or null for another language. */
function segmentsOf(lng: string, pathname: string): string[] | null {
  const all = pathname.split('/').filter(Boolean);
  if (all[0] !== lng) return null;
  return all.slice(1).map((s) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  });
}

export function decideNavigation(
  rules: NavigationRules,
  target: { pathname: string; search: string },
): NavigationDecision {
  const segments = segmentsOf(rules.lng, target.pathname);
  if (!segments) return { kind: 'allow' };
  if (!rules.signedIn) {
    const first = segments[0];
    return first !== undefined && rules.authSegments.includes(first)
      ? { kind: 'signIn', returnUrl: `${target.pathname}${target.search}` }
      : { kind: 'allow' };
  }
  if (rules.banAllowed && !rules.banAllowed.some((p) => matchesPattern(p, segments))) {
    return { kind: 'cancel', reason: 'banned' };
  }
  return { kind: 'allow' };
}
