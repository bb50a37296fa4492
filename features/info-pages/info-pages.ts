import { buildPath, type RouteMatch } from '@/server/routes/match';

/**
 * The information routes (spec 01 §2 "Information", "Other") whose text the CMS holds, by route
 * id → the CMS page slug. Rules are one CMS page per rule group, its chapters inside it; a token's
 * landing (spec 02 §2 the cricket world cup page) is `token-{token}`, a thank-you page
 * `thankyou-{section}`.
 */
export const INFO_PAGE_SLUGS: Readonly<Record<string, (match: RouteMatch) => string>> = {
  about: () => 'about',
  contacts: () => 'contacts',
  rules: (match) => `rules-${match.params.ruleGroup ?? ''}`,
  responsibleGaming: () => 'responsiblegaming',
  amlPolicy: () => 'amlpolicy',
  amlKyc: () => 'amlkyc',
  cookies: () => 'cookies',
  howbet: () => 'howbet',
  licenses: () => 'licenses',
  taxation: () => 'taxation',
  consent: () => 'consent',
  simpleIdentification: () => 'simpleidentification',
  smsBets: () => 'smsbets',
  disputeResolution: () => 'disputeresolution',
  kycPolicy: () => 'kycpolicy',
  cashTerminals: () => 'cash-terminals',
  bettingCalculator: () => 'betting-calculator',
  mobile: () => 'mobile',
  desktop: () => 'desktop',
  points: () => 'points',
  bettingAwards: () => 'betting-awards',
  iplBettingApp: () => 'ipl-betting-app',
  cricketApp: () => 'cricket-app',
  footballChampionsRules: () => 'football-champions-rules',
  ourPartners: () => 'ourpartners',
  bettingAlphabet: () => 'betting-alphabet',
  token: (match) => `token-${match.params.token ?? ''}`,
  thankyou: (match) => `thankyou-${match.params.section ?? ''}`,
};

export function cmsSlugOf(match: RouteMatch): string | null {
  return INFO_PAGE_SLUGS[match.entry.id]?.(match) ?? null;
}

/**
 * Pages whose CMS chapters have addresses of their own: the param naming the chapter, and what
 * the page shows without one — every chapter (rules) or the first (a token's tabs, spec 02 §2).
 */
export const CHAPTER_ROUTES: Readonly<
  Record<string, { param: string; withoutChapter: 'all' | 'first' }>
> = {
  rules: { param: 'chapter', withoutChapter: 'all' },
  footballChampionsRules: { param: 'chapter', withoutChapter: 'all' },
  ourPartners: { param: 'section', withoutChapter: 'all' },
  token: { param: 'tab', withoutChapter: 'first' },
};

/** The chapter slug the address names, if the route has chapters and names one. */
export function chapterSlugOf(match: RouteMatch): string | undefined {
  const route = CHAPTER_ROUTES[match.entry.id];
  return route ? match.params[route.param] : undefined;
}

/** The site address of one chapter of the page (`/en/rules/general/settlement`). */
export function chapterHref(lng: string, match: RouteMatch, chapter: string): string {
  const param = CHAPTER_ROUTES[match.entry.id]?.param ?? 'chapter';
  return `/${lng}/${buildPath(match.entry, { ...match.params, [param]: chapter })}`;
}
