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
 * A param's words when the page knows no name for it: the slug humanised without the id in front
 * (`101-premier-league` → "Premier league"); null for a bare id, which names nothing to a reader.
 */
export function wordsOf(value: string): string | null {
  const words = value.replace(/^\d+(?:[-_]+|$)/, '');
  return /[\p{L}]/u.test(words) ? humanize(words) : null;
}

/**
 * The words that name this page among its siblings (the last param given), if any; `label`
 * gives the site's own name for a known value (a casino category…), else the value's words
 * (never a raw slug or id: an id alone gives no subject).
 */
export function subjectOf(
  match: RouteMatch,
  label: (value: string) => string | null = () => null,
): string | null {
  const values = Object.entries(match.params).filter(([name]) => name !== 'section');
  const last = values.at(-1);
  return last ? (label(last[1]) ?? wordsOf(last[1])) : null;
}

/**
 * A page's heading: its route title with the subject's name ("Casino: Live casino"), or the
 * subject alone where the route title adds nothing ("Casino", not "Casino: Casino").
 */
export function headingOf(title: string, subject: string | null): string {
  if (!subject) return title;
  if (subject.toLocaleLowerCase() === title.toLocaleLowerCase()) return title;
  return `${title}: ${subject}`;
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
    crumbs.push({ label: headingOf(title(match.entry.id), subject), href: null });
  }
  return crumbs;
}
