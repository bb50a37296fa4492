/**
 * zod schemas of the CMS calls (spec 01 §2 "Promotions and bonus pages", "Headless layout",
 * "Information"). The spec shows neither paths nor shapes; ours are in docs/upstream-contract.md
 * "CMS API". Texts are plain strings in blocks (no HTML), so nothing the CMS sends is markup.
 */
import { z } from 'zod';
import { languageCodeSchema } from './config';

export const PROMOTION_CATEGORIES = ['sport', 'casino'] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

/** Page slugs the CMS serves under /pages/{slug}. */
export const CMS_PAGE_SLUGS = [
  'about',
  'contacts',
  'rules-general',
  'responsiblegaming',
  'amlpolicy',
  'amlkyc',
  'cookies',
  'howbet',
  'licenses',
  'taxation',
  'consent',
  'simpleidentification',
  'smsbets',
  'disputeresolution',
  'kycpolicy',
  'cash-terminals',
  'betting-calculator',
  'mobile',
  'desktop',
  'points',
  'betting-awards',
  'ipl-betting-app',
  'cricket-app',
  'football-champions-rules',
  'ourpartners',
  'betting-alphabet',
  'token-cricket-world-cup',
  'thankyou-registration',
  'thankyou-deposit',
] as const;
export type CmsPageSlug = (typeof CMS_PAGE_SLUGS)[number];

export const cmsSlugSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'a lowercase slug (letters, digits, hyphens)');
/** A promotion's path parameter: its numeric id or its slug. */
export const promotionRefSchema = z.union([
  z.string().regex(/^[1-9]\d{0,8}$/, 'a numeric id'),
  cmsSlugSchema,
]);
const isoTimeSchema = z.iso.datetime({ offset: true });
/** A picture on the upstream, e.g. `/cms-api/images/promotions/welcome.svg`. */
export const cmsImagePathSchema = z
  .string()
  .regex(/^\/cms-api\/images\/(promotions|landings)\/[a-z0-9][a-z0-9-]{0,63}\.svg$/, 'a CMS image');
const textSchema = z.string().trim().min(1).max(2000);

export const cmsQuerySchema = z.object({ lang: languageCodeSchema.optional() });

const cellSchema = z.string().min(1).max(200);

/** A table of plain text (cash terminals, odds, loyalty rates): every row as wide as the header. */
export const cmsTableSchema = z
  .object({
    columns: z.array(cellSchema).min(1).max(8),
    rows: z.array(z.array(cellSchema)).min(1).max(200),
  })
  .refine((t) => t.rows.every((row) => row.length === t.columns.length), {
    message: 'every row has one cell per column',
    path: ['rows'],
  });
export type CmsTable = z.infer<typeof cmsTableSchema>;

/** A block of text: an optional heading, paragraphs, an optional bullet list and table. */
export const cmsSectionSchema = z.object({
  heading: z.string().min(1).max(160).optional(),
  paragraphs: z.array(textSchema).max(20),
  items: z.array(z.string().min(1).max(600)).min(1).max(30).optional(),
  table: cmsTableSchema.optional(),
});
export type CmsSection = z.infer<typeof cmsSectionSchema>;

export const promotionSchema = z
  .object({
    id: z.number().int().positive(),
    slug: cmsSlugSchema,
    title: z.string().min(1).max(120),
    teaser: z.string().min(1).max(300),
    image: cmsImagePathSchema,
    category: z.enum(PROMOTION_CATEGORIES),
    startsAt: isoTimeSchema,
    /** null: runs until withdrawn. */
    endsAt: isoTimeSchema.nullable(),
    /** The promotion's description, shown on its page above the terms. */
    body: z.array(cmsSectionSchema).max(12),
    /** The terms, one numbered point each. */
    terms: z.array(z.string().min(1).max(600)).min(1).max(40),
  })
  .refine((p) => p.endsAt === null || Date.parse(p.endsAt) > Date.parse(p.startsAt), {
    message: 'endsAt must be after startsAt',
    path: ['endsAt'],
  });
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionsAnswerSchema = z.object({ data: z.array(promotionSchema).max(200) });
export const promotionAnswerSchema = z.object({ data: promotionSchema });

/** The only places a landing's call to action may send a visitor. */
export const LANDING_ACTIONS = ['registration', 'login', 'promotion'] as const;

export const landingSchema = z.object({
  id: cmsSlugSchema,
  headline: z.string().min(1).max(120),
  text: z.string().min(1).max(600),
  bullets: z.array(z.string().min(1).max(160)).min(1).max(6),
  cta: z.object({
    label: z.string().min(1).max(40),
    action: z.enum(LANDING_ACTIONS),
    /** The promotion's slug when action is `promotion`. */
    promotion: cmsSlugSchema.optional(),
  }),
  terms: z.string().min(1).max(1000),
  category: z.enum(PROMOTION_CATEGORIES),
  seo: z.object({
    title: z.string().min(1).max(70),
    description: z.string().min(1).max(200),
  }),
  ogImage: cmsImagePathSchema,
  /** The offer in a few characters for the preview picture (ASCII and €, any language). */
  badge: z
    .string()
    .min(1)
    .max(32)
    .regex(/^[\x20-\x7e€]+$/, 'printable ASCII or €'),
});
export type Landing = z.infer<typeof landingSchema>;
export const landingAnswerSchema = z.object({ data: landingSchema });

export const cmsChapterSchema = z.object({
  slug: cmsSlugSchema,
  title: z.string().min(1).max(120),
  sections: z.array(cmsSectionSchema).min(1).max(20),
});
export type CmsChapter = z.infer<typeof cmsChapterSchema>;

/**
 * A glossary's term (betting-alphabet/{block}/{category}/{slug}): `block` is the letter block of
 * its address (the English term's initial, the same in every language), `category` one of the
 * glossary's categories.
 */
export const cmsGlossaryTermSchema = z.object({
  slug: cmsSlugSchema,
  block: z.string().regex(/^[a-z]$/, 'one lowercase Latin letter'),
  category: cmsSlugSchema,
  title: z.string().min(1).max(120),
  definition: z.array(textSchema).min(1).max(10),
});
export type CmsGlossaryTerm = z.infer<typeof cmsGlossaryTermSchema>;

export const cmsGlossarySchema = z
  .object({
    categories: z
      .array(z.object({ slug: cmsSlugSchema, title: z.string().min(1).max(120) }))
      .min(1)
      .max(30),
    terms: z.array(cmsGlossaryTermSchema).min(1).max(1000),
  })
  .refine((g) => g.terms.every((t) => g.categories.some((c) => c.slug === t.category)), {
    message: 'every term is in a listed category',
    path: ['terms'],
  });
export type CmsGlossary = z.infer<typeof cmsGlossarySchema>;

export const cmsPageSchema = z.object({
  /** One of CMS_PAGE_SLUGS, or a page the config names (a token's landing, token-{token}). */
  slug: cmsSlugSchema,
  title: z.string().min(1).max(120),
  /** The SEO description (spec 01 §3 SEO page data) when the SEO module names none. */
  description: z.string().min(1).max(200),
  updatedAt: isoTimeSchema,
  sections: z.array(cmsSectionSchema).min(1).max(30),
  /**
   * The page's chapters, each at an address of its own: rules/{group}/{chapter},
   * football-champions-rules/{chapter}, ourpartners/{section}, a token's {token}/{tab}.
   */
  chapters: z.array(cmsChapterSchema).max(30).optional(),
  /** betting-alphabet only: the glossary of terms. */
  glossary: cmsGlossarySchema.optional(),
});
export type CmsPage = z.infer<typeof cmsPageSchema>;
export const cmsPageAnswerSchema = z.object({ data: cmsPageSchema });
