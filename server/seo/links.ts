/**
 * Canonical and alternate addresses of a page (spec 01 §3 "customCanonical: mode url or mirror",
 * "alternative language links", "media alternates"). Pure, so each rule is tested on its own.
 */
import type { SeoPageData } from '@/server/upstream/schemas/seo';

/** spec 02 has no breakpoint for "mobile"; this is the phone width operators' m-sites serve. */
export const MOBILE_MEDIA_QUERY = 'only screen and (max-width: 640px)';

function absolute(origin: string, href: string): string {
  return /^https?:\/\//.test(href) ? href : `${origin}${href.startsWith('/') ? '' : '/'}${href}`;
}

/** The canonical address: this page on this origin unless the SEO data says otherwise. */
export function canonicalUrl(origin: string, pagePath: string, seo: SeoPageData | null): string {
  const custom = seo?.customCanonical;
  if (custom?.mode === 'url' && custom.targetUrl) return absolute(origin, custom.targetUrl);
  if (custom?.mode === 'mirror' && custom.domain) return `https://${custom.domain}${pagePath}`;
  return `${origin}${pagePath}`;
}

/**
 * hreflang alternates: one per visible language plus x-default (the site's default language).
 * The SEO data may move a language elsewhere (alternativeLinks); it never adds or removes one,
 * so the languages the site serves are the one source of the list.
 */
export function languageAlternates(input: {
  origin: string;
  /** The path after the language, '' for home. */
  path: string;
  languages: readonly string[];
  defaultLanguage: string;
  seo: SeoPageData | null;
}): Record<string, string> {
  const overrides = new Map(input.seo?.alternativeLinks.map((l) => [l.hrefLang, l.href]) ?? []);
  const suffix = input.path ? `/${input.path}` : '';
  const urlFor = (code: string) => {
    const override = overrides.get(code);
    return override ? absolute(input.origin, override) : `${input.origin}/${code}${suffix}`;
  };
  const result: Record<string, string> = {};
  for (const code of input.languages) result[code] = urlFor(code);
  const fallback = input.languages.includes(input.defaultLanguage)
    ? input.defaultLanguage
    : input.languages[0];
  if (fallback) result['x-default'] = urlFor(fallback);
  return result;
}

export function mediaAlternates(seo: SeoPageData | null): Record<string, string> {
  const result: Record<string, string> = {};
  for (const alt of seo?.mediaAlternates ?? []) {
    const query = alt.mediaType === 'mobile' ? MOBILE_MEDIA_QUERY : alt.mediaType;
    result[query] = `https://${alt.toDomain}${alt.urlPath}`;
  }
  return result;
}
