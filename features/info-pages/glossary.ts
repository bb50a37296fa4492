import type { CmsGlossary, CmsGlossaryTerm } from '@/server/upstream/schemas/cms';

/**
 * What betting-alphabet/{block}?/{category}?/{slug}? shows (spec 01 §2 "Other"): the letters, one
 * letter's categories, one category's terms within a letter, or one term. Null when the address
 * names a letter, category or term the glossary does not have there (the page is then a 404).
 */
export type GlossaryView =
  | { kind: 'letters' }
  | { kind: 'letter'; block: string; terms: readonly CmsGlossaryTerm[] }
  | {
      kind: 'category';
      block: string;
      category: { slug: string; title: string };
      terms: readonly CmsGlossaryTerm[];
    }
  | {
      kind: 'term';
      block: string;
      category: { slug: string; title: string };
      term: CmsGlossaryTerm;
      /** The other terms of the same letter and category. */
      related: readonly CmsGlossaryTerm[];
    };

/** The letters that have terms, in alphabetical order. */
export function glossaryBlocks(glossary: CmsGlossary): string[] {
  return [...new Set(glossary.terms.map((t) => t.block))].sort();
}

function byTitle(a: CmsGlossaryTerm, b: CmsGlossaryTerm): number {
  return a.title.localeCompare(b.title);
}

export function glossaryView(
  glossary: CmsGlossary,
  params: Readonly<{ block?: string; category?: string; slug?: string }>,
): GlossaryView | null {
  const { block, category: categorySlug, slug } = params;
  if (!block) return { kind: 'letters' };
  const inBlock = glossary.terms.filter((t) => t.block === block).sort(byTitle);
  if (inBlock.length === 0) return null;
  if (!categorySlug) return { kind: 'letter', block, terms: inBlock };
  const category = glossary.categories.find((c) => c.slug === categorySlug);
  const inCategory = inBlock.filter((t) => t.category === categorySlug);
  if (!category || inCategory.length === 0) return null;
  if (!slug) return { kind: 'category', block, category, terms: inCategory };
  const term = inCategory.find((t) => t.slug === slug);
  if (!term) return null;
  return {
    kind: 'term',
    block,
    category,
    term,
    related: inCategory.filter((t) => t !== term),
  };
}

/** The heading words of a glossary view: the term, the category, or the letter. */
export function glossaryViewName(view: GlossaryView): string | null {
  switch (view.kind) {
    case 'term':
      return view.term.title;
    case 'category':
      return `${view.block.toUpperCase()}: ${view.category.title}`;
    case 'letter':
      return view.block.toUpperCase();
    default:
      return null;
  }
}
