/**
 * The CMS (spec 01 §2 "Promotions and bonus pages", "Headless layout", "Information"; paths ours,
 * docs/upstream-contract.md "CMS API"): promotions, bonus landings, the information pages and
 * their pictures, in the asked language (English for any other).
 */
import {
  cmsPageAnswerSchema,
  cmsQuerySchema,
  cmsSlugSchema,
  landingAnswerSchema,
  promotionAnswerSchema,
  promotionRefSchema,
  promotionsAnswerSchema,
} from '@contract/cms';
import {
  cmsArt,
  cmsLangOf,
  cmsPageOf,
  LANDINGS,
  landingOf,
  PROMOTIONS,
  promotionOf,
} from '../cms-content';
import type { RequestContext, SandboxResponse } from '../http';
import { json, parseQuery, pathParam, SandboxHttpError } from '../http';
import type { Router } from '../router';

export const CMS_API = '/cms-api/v1';

const ART_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=86400',
  'x-content-type-options': 'nosniff',
  // An SVG opened on its own must not run anything.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
};

function notFound(code: string, title: string, parameter: string, value: string) {
  return SandboxHttpError.coded(404, code, title, {
    detail: `${parameter}: nothing named ${value}`,
    source: { parameter },
  });
}

function langOf(ctx: RequestContext) {
  return cmsLangOf(parseQuery(ctx, cmsQuerySchema).lang);
}

function art(category: 'sport' | 'casino', label: string): SandboxResponse {
  return { status: 200, body: undefined, text: cmsArt(category, label), headers: ART_HEADERS };
}

/** `{slug}.svg` of a picture's path, else 404 naming `file`. */
function artSlug(ctx: RequestContext): string {
  const match = /^([a-z0-9][a-z0-9-]{0,63})\.svg$/.exec(ctx.params.file ?? '');
  if (!match?.[1])
    throw notFound('image_not_found', 'Image not found', 'file', ctx.params.file ?? '');
  return match[1];
}

export function registerCmsRoutes(router: Router): void {
  router.on('GET', `${CMS_API}/promotions`, (ctx) => {
    const lang = langOf(ctx);
    return json(
      promotionsAnswerSchema.parse({ data: PROMOTIONS.map((d) => promotionOf(d, lang)) }),
    );
  });

  router.on('GET', `${CMS_API}/promotions/:id`, (ctx) => {
    const lang = langOf(ctx);
    const ref = pathParam(ctx, 'id', promotionRefSchema);
    const found = PROMOTIONS.find((d) => String(d.id) === ref || d.slug === ref);
    if (!found) throw notFound('promotion_not_found', 'Promotion not found', 'id', ref);
    return json(promotionAnswerSchema.parse({ data: promotionOf(found, lang) }));
  });

  router.on('GET', `${CMS_API}/landings/:landingId`, (ctx) => {
    const lang = langOf(ctx);
    const id = pathParam(ctx, 'landingId', cmsSlugSchema);
    const found = LANDINGS.find((d) => d.id === id);
    if (!found) throw notFound('landing_not_found', 'Landing not found', 'landingId', id);
    return json(landingAnswerSchema.parse({ data: landingOf(found, lang) }));
  });

  router.on('GET', `${CMS_API}/pages/:slug`, (ctx) => {
    const lang = langOf(ctx);
    const slug = pathParam(ctx, 'slug', cmsSlugSchema);
    const page = cmsPageOf(slug, lang);
    if (!page) throw notFound('page_not_found', 'Page not found', 'slug', slug);
    return json(cmsPageAnswerSchema.parse({ data: page }));
  });

  router.on('GET', '/cms-api/images/promotions/:file', (ctx) => {
    const slug = artSlug(ctx);
    const found = PROMOTIONS.find((d) => d.slug === slug);
    if (!found) throw notFound('image_not_found', 'Image not found', 'file', ctx.params.file ?? '');
    return art(found.category, found.art);
  });

  router.on('GET', '/cms-api/images/landings/:file', (ctx) => {
    const slug = artSlug(ctx);
    const found = LANDINGS.find((d) => d.id === slug);
    if (!found) throw notFound('image_not_found', 'Image not found', 'file', ctx.params.file ?? '');
    return art(found.category, found.badge);
  });
}
