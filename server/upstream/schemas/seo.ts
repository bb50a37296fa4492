/**
 * zod schemas of the SEO module (spec 01 §3 "SEO page data", §7 "SEO module: calls for content,
 * page visual and page data"). Paths are ours (the spec does not show them): see
 * docs/upstream-contract.md "SEO API".
 */
import { z } from 'zod';

/** Query of every SEO call (spec 01 §7 names the params). */
export const seoQuerySchema = z.object({
  domain: z.string().min(1),
  projectId: z.coerce.number().int().positive(),
  language: z.string().regex(/^[a-z]{2}$/),
  timezone: z.coerce.number().int().min(-12).max(14).optional(),
  /** line or live, for sport pages. */
  stream: z.enum(['line', 'live']).optional(),
  /** The route id of the page (server/routes/table.ts), e.g. "home", "rules", "casinoCategory". */
  section: z.string().min(1).max(64),
  subsectionId: z.string().max(128).optional(),
  championshipId: z.string().max(64).optional(),
  matchId: z.string().max(64).optional(),
  menuSection: z.string().max(64).optional(),
});
export type SeoQuery = z.infer<typeof seoQuerySchema>;

export const seoPageDataSchema = z.object({
  title: z.string(),
  description: z.string(),
  /** e.g. "index, follow" or "noindex, nofollow"; null means the default. */
  metaRobots: z.string().nullable(),
  /** Robots inherited from the section above the page; the stricter of the two applies. */
  hierarchyMetaRobots: z.string().nullable(),
  metas: z.array(z.object({ name: z.string().min(1), content: z.string() })),
  customCanonical: z
    .object({
      mode: z.enum(['url', 'mirror']),
      /** mode url: the canonical address (absolute, or a path on this site). */
      targetUrl: z.string().nullable(),
      /** mode mirror: the host whose same path is canonical. */
      domain: z.string().nullable(),
    })
    .nullable(),
  /** Per-language overrides of the hreflang address (e.g. a language on its own domain). */
  alternativeLinks: z.array(z.object({ hrefLang: z.string().min(2), href: z.string().min(1) })),
  mediaAlternates: z.array(
    z.object({
      /** "mobile" or a media query. */
      mediaType: z.string().min(1),
      urlPath: z.string().startsWith('/'),
      toDomain: z.string().min(1),
    }),
  ),
});
export type SeoPageData = z.infer<typeof seoPageDataSchema>;

export const seoPageDataAnswerSchema = z.object({ data: seoPageDataSchema });

/** The SEO text block under a page (spec 02 §3 "SEO content: style and content strings"). */
export const seoContentAnswerSchema = z.object({
  data: z.object({ style: z.string(), content: z.string(), isBlocked: z.boolean() }),
});
export type SeoContent = z.infer<typeof seoContentAnswerSchema>['data'];

/** The page's visual: its heading and breadcrumbs as the SEO team wrote them. */
export const seoPageVisualAnswerSchema = z.object({
  data: z.object({
    h1: z.string().nullable(),
    breadcrumbs: z.array(z.object({ name: z.string(), url: z.string() })),
  }),
});
export type SeoPageVisual = z.infer<typeof seoPageVisualAnswerSchema>['data'];
