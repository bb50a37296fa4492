import 'server-only';
import { getCms } from '@/server/cms/site-cms';
import type { RouteMatch } from '@/server/routes/match';
import { glossaryView, glossaryViewName } from './glossary';
import { chapterSlugOf, cmsSlugOf } from './info-pages';

/** Routes whose address names the CMS page itself (`rules/:ruleGroup`), not an item in it. */
const PAGES_NAMED_BY_ADDRESS: ReadonlySet<string> = new Set(['rules']);

/** The longest SEO description we make from a glossary definition (spec 01 §3 SEO page data). */
const MAX_DESCRIPTION = 200;

function shortened(text: string): string {
  if (text.length <= MAX_DESCRIPTION) return text;
  const cut = text.slice(0, MAX_DESCRIPTION - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1))}…`;
}

export interface InfoPageTexts {
  /** The page's SEO title: the item's name before the page's where the address names an item. */
  title: string;
  description: string;
  /** The item the address names (a chapter, a tab, a glossary term…), for the heading; else null. */
  entity: string | null;
}

/**
 * What the CMS calls an information page and the item its address names (a rules chapter, a
 * Football Champions chapter, a partners section, a token's tab, a glossary letter, category or
 * term). Null when the route has no CMS page or the CMS does not have the page or the item.
 */
export async function infoPageTexts(lng: string, match: RouteMatch): Promise<InfoPageTexts | null> {
  const slug = cmsSlugOf(match);
  if (!slug) return null;
  const page = await (await getCms()).page(lng, slug);
  if (!page) return null;
  // A page its address picks by a param (a rule group) is named by its CMS title, never by the
  // param's slug: `/ru/rules/general` is "Общие правила приёма ставок", not "General".
  const whole = {
    title: page.title,
    description: page.description,
    entity: PAGES_NAMED_BY_ADDRESS.has(match.entry.id) ? page.title : null,
  };

  if (page.glossary) {
    const { block, category, slug: term } = match.params;
    const view = glossaryView(page.glossary, { block, category, slug: term });
    const name = view && glossaryViewName(view);
    if (!view || !name) return view ? whole : null;
    return {
      title: `${name} — ${page.title}`,
      description:
        view.kind === 'term' ? shortened(view.term.definition[0] ?? '') : page.description,
      entity: name,
    };
  }

  const chapterSlug = chapterSlugOf(match);
  if (!chapterSlug) return whole;
  const chapter = page.chapters?.find((c) => c.slug === chapterSlug);
  if (!chapter) return null;
  return {
    title: `${chapter.title} — ${page.title}`,
    description: page.description,
    entity: chapter.title,
  };
}
