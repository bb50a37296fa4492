import 'server-only';
import { visibleLanguages } from '@/features/shell';
import { getSiteConfig } from '@/server/config/site-config';
import { buildPath, type RouteMatch } from '@/server/routes/match';
import { routeContext } from '@/server/routes/resolve';
import { decideRoute, appStage } from '@/server/routes/rules';
import { ROUTES } from '@/server/routes/table';
import type { ConfigSlugList, RouteEntry } from '@/server/routes/types';
import { languageAlternates } from './links';

/**
 * The pages a search engine should know, for one language: every route of the table a visitor
 * can open without params (or with params the site config lists), that is indexable and not a
 * redirect. Each URL carries its hreflang alternates (the same list the pages' <head> gives).
 */
export async function sitemapUrls(origin: string, lng: string) {
  const [config, { settings, slugs }] = await Promise.all([getSiteConfig(lng), routeContext(lng)]);
  const languages = visibleLanguages(config, false).map((l) => l.code);
  const matches: RouteMatch[] = [];
  for (const entry of ROUTES) {
    if (entry.redirect || entry.flags?.noindex || entry.flags?.auth) continue;
    for (const params of paramSets(entry, slugs)) {
      const match = { entry, params };
      if (decideRoute(match, settings, { signedIn: false, stage: appStage() }).kind === 'render') {
        matches.push(match);
      }
    }
  }
  return matches.map((match) => {
    const path = buildPath(match.entry, match.params);
    return {
      url: `${origin}/${lng}${path ? `/${path}` : ''}`,
      alternates: languageAlternates({
        origin,
        path,
        languages,
        defaultLanguage: config.siteConfig.lng,
        seo: null,
      }),
    };
  });
}

/** Param values worth listing: none for a route whose params are all optional; config slugs. */
function paramSets(
  entry: RouteEntry,
  slugs: Readonly<Record<ConfigSlugList, readonly string[]>>,
): Record<string, string>[] {
  const required = entry.path
    .split('/')
    .filter((p) => p.startsWith(':') && !p.endsWith('?'))
    .map((p) => p.slice(1));
  if (required.length === 0) return [{}];
  if (required.length > 1) return [];
  const [name] = required;
  const rule = name ? entry.params?.[name] : undefined;
  if (!name || !rule) return [];
  if (rule.kind === 'config') return slugs[rule.list].map((value) => ({ [name]: value }));
  if (rule.kind === 'enum') return rule.values.map((value) => ({ [name]: value }));
  return [];
}

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  );

export function sitemapXml(urls: Awaited<ReturnType<typeof sitemapUrls>>): string {
  const body = urls
    .map(
      ({ url, alternates }) =>
        `<url><loc>${escapeXml(url)}</loc>${Object.entries(alternates)
          .map(
            ([lang, href]) =>
              `<xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${escapeXml(href)}"/>`,
          )
          .join('')}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`;
}

export function sitemapIndexXml(locations: string[]): string {
  const body = locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}
