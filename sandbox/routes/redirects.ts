/** spec 01 §7: POST /redirects-api/api/v1/redirect-light, body { url }, fixed auth header. */
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { RedirectAnswer } from '@contract/config';
import { redirectAnswerSchema } from '@contract/config';
import type { RequestContext } from '../http';
import {
  headerValue,
  json,
  normalisePathname,
  parseBody,
  parseSiteUrl,
  SandboxHttpError,
  siteUrlSchema,
} from '../http';
import type { Router } from '../router';
import type { SandboxState } from '../state';
import type { RedirectRule } from '../store';

export const REDIRECTS_AUTH_HEADER = 'x-redirects-auth';

const redirectLightBodySchema = z.object({ url: siteUrlSchema });

const noRedirect: RedirectAnswer = {
  redirect: false,
  code: null,
  url: null,
  reasons: [],
  breadcrumbs: [],
};

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function requireRedirectsAuth(ctx: RequestContext, expected: string): void {
  const given = headerValue(ctx.headers, REDIRECTS_AUTH_HEADER);
  if (given === undefined || !sameSecret(given, expected)) {
    throw SandboxHttpError.single(
      401,
      'Unauthorized',
      `${REDIRECTS_AUTH_HEADER} header is missing or wrong`,
      { header: REDIRECTS_AUTH_HEADER },
    );
  }
}

/** The rule's target; the query of the asked URL is kept when the target has none of its own. */
function targetOf(rule: RedirectRule, asked: URL): string {
  return rule.to.includes('?') || asked.search === '' ? rule.to : `${rule.to}${asked.search}`;
}

export function registerRedirectRoutes(router: Router, state: SandboxState): void {
  router.on('POST', '/redirects-api/api/v1/redirect-light', (ctx) => {
    requireRedirectsAuth(ctx, state.redirectsAuth);
    const { url } = parseBody(ctx, redirectLightBodySchema);
    const asked = parseSiteUrl(url);
    const rule =
      asked === undefined
        ? undefined
        : state.store.findRedirectRule(normalisePathname(asked.pathname));
    const data: RedirectAnswer =
      rule === undefined || asked === undefined
        ? noRedirect
        : {
            redirect: true,
            code: rule.code,
            url: targetOf(rule, asked),
            reasons: ['rule'],
            breadcrumbs: [],
          };
    return json(redirectAnswerSchema.parse({ data }));
  });
}
