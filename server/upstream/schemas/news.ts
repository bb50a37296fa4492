/**
 * zod schemas of the news calls (spec 01 §2 "Other": `news/{slug}?`). The spec shows neither
 * paths nor shapes; ours are in docs/upstream-contract.md "News API". Texts are plain strings
 * (no HTML), so nothing the upstream sends is markup; the picture is drawn by the site from the
 * article's sport tag, so an article carries no image address.
 */
import { z } from 'zod';
import { languageCodeSchema } from './config';

/** The tags an article carries: a sport of the line, or the operator's own news. */
export const NEWS_TAGS = [
  'football',
  'ice-hockey',
  'basketball',
  'tennis',
  'volleyball',
  'esports',
  'cricket',
  'betting',
] as const;
export type NewsTag = (typeof NEWS_TAGS)[number];

export const newsSlugSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,95}$/, 'a lowercase slug (letters, digits, hyphens)');

/** A list page number as a query string gives it. */
export const newsPageParamSchema = z
  .string()
  .regex(/^[1-9]\d{0,3}$/, 'a page number from 1')
  .transform(Number);

export const newsQuerySchema = z.object({
  lang: languageCodeSchema.optional(),
  page: newsPageParamSchema.optional(),
  tag: z.enum(NEWS_TAGS).optional(),
});

const isoTimeSchema = z.iso.datetime({ offset: true });
const textSchema = z.string().trim().min(1).max(2000);

export const newsItemSchema = z.object({
  slug: newsSlugSchema,
  title: z.string().trim().min(1).max(160),
  lead: z.string().trim().min(1).max(400),
  tag: z.enum(NEWS_TAGS),
  /** The tag as a reader sees it in the asked language ("Football", "Футбол"). */
  tagName: z.string().trim().min(1).max(60),
  publishedAt: isoTimeSchema,
});
export type NewsItem = z.infer<typeof newsItemSchema>;

export const newsArticleSchema = newsItemSchema.extend({
  body: z
    .array(
      z.object({
        heading: z.string().trim().min(1).max(160).optional(),
        paragraphs: z.array(textSchema).min(1).max(20),
      }),
    )
    .min(1)
    .max(20),
  seo: z.object({
    title: z.string().trim().min(1).max(120),
    description: z.string().trim().min(1).max(300),
  }),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;

export const newsListAnswerSchema = z.object({
  data: z.array(newsItemSchema),
  meta: z.object({
    page: z.number().int().positive(),
    /** Pages in all; 0 when nothing matches. */
    pages: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
    perPage: z.number().int().positive(),
  }),
});
export type NewsList = z.infer<typeof newsListAnswerSchema>;

export const newsArticleAnswerSchema = z.object({ data: newsArticleSchema });
