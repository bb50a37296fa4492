import type { RouteMatch } from '@/server/routes/match';

/**
 * The information routes (spec 01 §2 "Information") whose text the CMS holds, by route id →
 * the CMS page slug. Rules are one CMS page per rule group, its chapters inside it.
 */
export const INFO_PAGE_SLUGS: Readonly<Record<string, (match: RouteMatch) => string>> = {
  about: () => 'about',
  contacts: () => 'contacts',
  rules: (match) => `rules-${match.params.ruleGroup ?? ''}`,
  responsibleGaming: () => 'responsiblegaming',
  amlPolicy: () => 'amlpolicy',
  amlKyc: () => 'amlkyc',
  cookies: () => 'cookies',
};

export function cmsSlugOf(match: RouteMatch): string | null {
  return INFO_PAGE_SLUGS[match.entry.id]?.(match) ?? null;
}
