import { buildPath, type RouteMatch } from '@/server/routes/match';
import { ROUTES_BY_ID } from '@/server/routes/table';
import type { RouteEntry } from '@/server/routes/types';

export interface Crumb {
  label: string;
  /** null for the current page and for parents that cannot be linked. */
  href: string | null;
}

/** A param's words for a breadcrumb: "book-of-gold" → "Book of gold". */
export function humanize(value: string): string {
  const words = value.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The words that name this page among its siblings (the last param given), if any; `label`
 * gives the site's own name for a known value (a casino category…), else the value is humanised.
 */
export function subjectOf(
  match: RouteMatch,
  label: (value: string) => string | null = () => null,
): string | null {
  const values = Object.entries(match.params).filter(([name]) => name !== 'section');
  const last = values.at(-1);
  return last ? (label(last[1]) ?? humanize(last[1])) : null;
}

/** Home › ancestors (by the table's parent links) › this page. */
export function breadcrumbsFor(
  lng: string,
  match: RouteMatch,
  title: (id: string) => string,
  homeLabel: string,
  subject: string | null = subjectOf(match),
): Crumb[] {
  const chain: RouteEntry[] = [];
  for (let id = match.entry.parent; id; id = ROUTES_BY_ID.get(id)?.parent) {
    const entry = ROUTES_BY_ID.get(id);
    if (!entry || chain.includes(entry)) break;
    chain.unshift(entry);
  }
  const crumbs: Crumb[] = [{ label: homeLabel, href: `/${lng}` }];
  for (const entry of chain) {
    let href: string | null;
    try {
      href = `/${lng}/${buildPath(entry, match.params)}`;
    } catch {
      href = null;
    }
    crumbs.push({ label: title(entry.id), href });
  }
  if (match.entry.id !== 'home') {
    crumbs.push({
      label: subject ? `${title(match.entry.id)}: ${subject}` : title(match.entry.id),
      href: null,
    });
  }
  return crumbs;
}
