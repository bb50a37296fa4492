/**
 * spec 01 §7 Site start-up:
 * GET /bff-api/config/all.json?lang= and GET /bff-api/config/group/get?groups=a,b&lang=
 */
import { z } from 'zod';
import { languageCodeSchema } from '@contract/config';
import type { RequestContext } from '../http';
import { headerValue, json, parseQuery, SandboxHttpError, validationError } from '../http';
import type { Router } from '../router';
import { buildSiteConfigAnswer } from '../site-config-answer';
import type { SandboxState } from '../state';

/** spec 01 §9: the country-code header defaults to ru. */
export const DEFAULT_COUNTRY_CODE = 'ru';
const MAX_GROUPS = 50;

const siteConfigQuerySchema = z.object({ lang: languageCodeSchema.optional() });
const configGroupsQuerySchema = z.object({
  groups: z.string().optional(),
  lang: languageCodeSchema.optional(),
});
const countryHeaderSchema = z.object({
  'x-country-code': z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'two letters')
    .optional(),
});

function countryCodeOf(ctx: RequestContext): string {
  const value = headerValue(ctx.headers, 'x-country-code');
  const result = countryHeaderSchema.safeParse({
    'x-country-code': value === '' ? undefined : value,
  });
  if (!result.success) throw validationError('header', result.error);
  return (result.data['x-country-code'] ?? DEFAULT_COUNTRY_CODE).toLowerCase();
}

export function registerConfigRoutes(router: Router, { store }: SandboxState): void {
  router.on('GET', '/bff-api/config/all.json', (ctx) => {
    const { lang } = parseQuery(ctx, siteConfigQuerySchema);
    return json(buildSiteConfigAnswer(store, lang, countryCodeOf(ctx)));
  });

  router.on('GET', '/bff-api/config/group/get', (ctx) => {
    const query = parseQuery(ctx, configGroupsQuerySchema);
    const names = [
      ...new Set(
        (query.groups ?? '')
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name !== ''),
      ),
    ];
    if (names.length === 0) {
      throw SandboxHttpError.single(400, 'groups is required');
    }
    if (names.length > MAX_GROUPS) {
      throw SandboxHttpError.single(
        400,
        'Invalid query parameter',
        `groups: at most ${MAX_GROUPS} names`,
        { parameter: 'groups' },
      );
    }
    return json({ data: store.getConfigGroups(names) });
  });
}
