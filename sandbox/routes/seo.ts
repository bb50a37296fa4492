/**
 * spec 01 §3 "SEO page data" and §7 "SEO module": the SEO calls for page data, content and page
 * visual, all with the same query. The page is found by section, language and subsectionId; the
 * other parameters are checked but do not change the answer.
 */
import {
  seoContentAnswerSchema,
  seoPageDataAnswerSchema,
  seoPageVisualAnswerSchema,
  seoQuerySchema,
} from '@contract/seo';
import type { RequestContext } from '../http';
import { json, parseQuery } from '../http';
import type { Router } from '../router';
import type { SeoKey } from '../seo-records';
import { resolveSeoRecord } from '../seo-records';
import type { SandboxState } from '../state';

const SEO_PREFIX = '/seo-api/api/v1';

function pageKey(ctx: RequestContext): SeoKey {
  const { section, language, subsectionId } = parseQuery(ctx, seoQuerySchema);
  return { section, language, subsectionId };
}

export function registerSeoRoutes(router: Router, { store }: SandboxState): void {
  router.on('GET', `${SEO_PREFIX}/page-data`, (ctx) =>
    json(
      seoPageDataAnswerSchema.parse({ data: resolveSeoRecord(store, 'page-data', pageKey(ctx)) }),
    ),
  );

  router.on('GET', `${SEO_PREFIX}/content`, (ctx) =>
    json(seoContentAnswerSchema.parse({ data: resolveSeoRecord(store, 'content', pageKey(ctx)) })),
  );

  router.on('GET', `${SEO_PREFIX}/page-visual`, (ctx) =>
    json(
      seoPageVisualAnswerSchema.parse({
        data: resolveSeoRecord(store, 'page-visual', pageKey(ctx)),
      }),
    ),
  );
}
