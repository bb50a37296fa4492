/**
 * spec 01 §7 and §4 Blocking:
 * GET /blocks-api/api/v1/block/light (the site-wide decision) and
 * POST /blocks-api/api/v2/block (the decision for one page).
 */
import { z } from 'zod';
import { blockAnswerSchema } from '@contract/config';
import type { BlockState } from '../documents';
import {
  json,
  normalisePathname,
  parseBody,
  parseQuery,
  parseSiteUrl,
  siteUrlSchema,
} from '../http';
import type { Router } from '../router';
import type { SandboxState } from '../state';
import type { BlockRule } from '../store';

const flagSchema = z.enum(['0', '1']);

const blockLightQuerySchema = z.object({
  stage: z.string().max(64).optional(),
  auth: flagSchema.optional(),
  referralParams: z.string().max(2048).optional(),
  referralWHNMobile: z.string().max(2048).optional(),
  mainVipDomainAuthNeed: z.enum(['0', '1', 'true', 'false']).optional(),
});

const blockBodySchema = z.object({ auth: z.boolean(), url: siteUrlSchema });

export const NOT_BLOCKED: BlockState = { displayTypeId: 0, templateTypeId: null };

/** `/en/casino` covers `/en/casino` and `/en/casino/slots`, not `/en/casinos`. */
export function prefixCovers(prefix: string, pathname: string): boolean {
  if (prefix === '/') return true;
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * A site-wide block (displayTypeId other than 0) wins; otherwise the rule with the longest
 * prefix covering the page decides, so a narrower rule can lift a wider one.
 */
export function decideBlock(
  globalBlock: BlockState,
  rules: readonly BlockRule[],
  pathname: string,
): BlockState {
  if (globalBlock.displayTypeId !== 0) return globalBlock;
  const page = normalisePathname(pathname);
  let best: BlockRule | undefined;
  for (const rule of rules) {
    if (!prefixCovers(rule.urlPrefix, page)) continue;
    if (best === undefined || rule.urlPrefix.length > best.urlPrefix.length) best = rule;
  }
  return best === undefined
    ? NOT_BLOCKED
    : { displayTypeId: best.displayTypeId, templateTypeId: best.templateTypeId };
}

export function registerBlockRoutes(router: Router, { store }: SandboxState): void {
  router.on('GET', '/blocks-api/api/v1/block/light', (ctx) => {
    parseQuery(ctx, blockLightQuerySchema);
    return json(blockAnswerSchema.parse({ data: store.getDocument('globalBlock') }));
  });

  router.on('POST', '/blocks-api/api/v2/block', (ctx) => {
    const { url } = parseBody(ctx, blockBodySchema);
    const pathname = parseSiteUrl(url)?.pathname ?? '/';
    const data = decideBlock(store.getDocument('globalBlock'), store.listBlockRules(), pathname);
    return json(blockAnswerSchema.parse({ data }));
  });
}
