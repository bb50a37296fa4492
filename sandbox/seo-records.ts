/**
 * The records behind the SEO API (spec 01 §3 "SEO page data", §7 "SEO module"): page data,
 * content and page visual. Each kind is stored per (section, language) and, more specifically,
 * per (section, language, subsectionId). A page gets its subsection's record, else its
 * section's, else a built-in default with no texts.
 */
import type { z } from 'zod';
import {
  seoContentAnswerSchema,
  seoPageDataSchema,
  seoPageVisualAnswerSchema,
} from '@contract/seo';

export const seoRecordSchemas = {
  'page-data': seoPageDataSchema,
  content: seoContentAnswerSchema.shape.data,
  'page-visual': seoPageVisualAnswerSchema.shape.data,
} as const;

export type SeoKind = keyof typeof seoRecordSchemas;
export type SeoRecord<K extends SeoKind> = z.infer<(typeof seoRecordSchemas)[K]>;

type SeoPageData = SeoRecord<'page-data'>;

/** Where a record applies. An absent or empty subsectionId means the whole section. */
export interface SeoKey {
  section: string;
  language: string;
  subsectionId?: string | undefined;
}

/**
 * A section without a record has no SEO texts of its own: the title and description are empty,
 * and the site shows the page's own (as an SEO module does before its team writes any).
 */
function defaultPageData(): SeoPageData {
  return {
    title: '',
    description: '',
    metaRobots: null,
    hierarchyMetaRobots: null,
    metas: [],
    customCanonical: null,
    alternativeLinks: [],
    mediaAlternates: [],
  };
}

/** What a page gets when neither its subsection nor its section has a record. */
export function defaultSeoRecord<K extends SeoKind>(kind: K): SeoRecord<K> {
  const byKind: { [Kind in SeoKind]: () => SeoRecord<Kind> } = {
    'page-data': () => defaultPageData(),
    content: () => ({ style: '', content: '', isBlocked: false }),
    'page-visual': () => ({ h1: null, breadcrumbs: [] }),
  };
  return byKind[kind]();
}

/** The record of the page: the subsection's, else the section's, else the default. */
export function resolveSeoRecord<K extends SeoKind>(
  store: { findSeoRecord<R extends SeoKind>(kind: R, key: SeoKey): SeoRecord<R> | undefined },
  kind: K,
  key: SeoKey,
): SeoRecord<K> {
  if (key.subsectionId !== undefined && key.subsectionId !== '') {
    const subsection = store.findSeoRecord(kind, key);
    if (subsection !== undefined) return subsection;
  }
  return (
    store.findSeoRecord(kind, { section: key.section, language: key.language }) ??
    defaultSeoRecord(kind)
  );
}
