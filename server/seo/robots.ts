/**
 * Robots directives (spec 01 §3 SEO page data: metaRobots and hierarchyMetaRobots). Several
 * sources may speak for a page; the strictest wins, so a section marked noindex keeps every page
 * under it out of the index.
 */
export interface RobotsDirective {
  index: boolean;
  follow: boolean;
}

export function parseRobots(value: string | null | undefined): RobotsDirective | null {
  if (!value) return null;
  const tokens = value
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  if (tokens.length === 0) return null;
  return {
    index: !tokens.includes('noindex') && !tokens.includes('none'),
    follow: !tokens.includes('nofollow') && !tokens.includes('none'),
  };
}

export function strictestRobots(...values: (string | null | undefined)[]): RobotsDirective {
  return values
    .map(parseRobots)
    .reduce<RobotsDirective>(
      (acc, d) => (d ? { index: acc.index && d.index, follow: acc.follow && d.follow } : acc),
      { index: true, follow: true },
    );
}
