import 'server-only';
import type { z } from 'zod';
import { loadConfigGroups, requestIdentity } from '@/server/config/site-config';
import { TtlCache } from '@/server/edge/ttl-cache';
import { log } from '@/server/log';
import { requestJson, upstreamClient } from '@/server/upstream/client';
import { seoGroupSchema } from '@/server/upstream/schemas/config-groups';
import {
  seoContentAnswerSchema,
  seoPageDataAnswerSchema,
  seoPageVisualAnswerSchema,
  type SeoContent,
  type SeoPageData,
  type SeoPageVisual,
  type SeoQuery,
} from '@/server/upstream/schemas/seo';

/** SEO answers change rarely; each is reused for five minutes. */
const SEO_TTL_MS = 300_000;
const cacheFor = <T>() =>
  new TtlCache<T | null>({ ttlMs: SEO_TTL_MS, staleIfErrorMs: 3_600_000, maxEntries: 2000 });
const pageDataCache = cacheFor<SeoPageData>();
const contentCache = cacheFor<SeoContent>();
const visualCache = cacheFor<SeoPageVisual>();

export interface SeoTarget {
  lng: string;
  /** The route id, or line/live for the sport sections. */
  section: string;
  stream?: 'line' | 'live';
  subsectionId?: string;
  championshipId?: string;
  matchId?: string;
  menuSection?: string;
}

async function query(target: SeoTarget): Promise<SeoQuery> {
  const groups = await loadConfigGroups(['seo'], target.lng, await requestIdentity());
  const seo = seoGroupSchema.parse(groups.seo);
  return {
    domain: seo.domain,
    projectId: seo.projectId,
    language: target.lng,
    timezone: 3,
    section: target.section,
    ...(target.stream ? { stream: target.stream } : {}),
    ...(target.subsectionId ? { subsectionId: target.subsectionId } : {}),
    ...(target.championshipId ? { championshipId: target.championshipId } : {}),
    ...(target.matchId ? { matchId: target.matchId } : {}),
    ...(target.menuSection ? { menuSection: target.menuSection } : {}),
  };
}

/**
 * One SEO call; a failure is logged and answers null, so a page falls back to its own texts
 * rather than failing (the SEO module is an enhancement, not a dependency of the page).
 */
async function seoCall<S extends z.ZodType<{ data: unknown }>>(
  path: string,
  schema: S,
  store: TtlCache<z.infer<S>['data'] | null>,
  target: SeoTarget,
): Promise<z.infer<S>['data'] | null> {
  try {
    const q = await query(target);
    const searchParams = Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)]));
    const key = new URLSearchParams(searchParams).toString();
    return await store.get(key, async () => {
      const identity = await requestIdentity();
      const answer = await requestJson(
        () => upstreamClient({ origin: identity.origin }).get(path, { searchParams }),
        schema,
        path,
      );
      return answer.data;
    });
  } catch (error) {
    log.error('seo: answer unavailable', { path, section: target.section, error });
    return null;
  }
}

// Each call is cached per query in its TtlCache (which also joins concurrent loads).
export const getSeoPageData = (target: SeoTarget) =>
  seoCall('seo-api/api/v1/page-data', seoPageDataAnswerSchema, pageDataCache, target);
export const getSeoContent = (target: SeoTarget) =>
  seoCall('seo-api/api/v1/content', seoContentAnswerSchema, contentCache, target);
export const getSeoPageVisual = (target: SeoTarget) =>
  seoCall('seo-api/api/v1/page-visual', seoPageVisualAnswerSchema, visualCache, target);
