import 'server-only';
import { cache } from 'react';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { TtlCache } from '@/server/edge/ttl-cache';
import { redisCacheTier } from '@/server/shared/cache-tier';
import { withRetry, type RetryPolicy } from '@/server/edge/retry';
import { Circuit } from '@/server/edge/circuit';
import { circuitOpenMs } from '@/server/edge/site-settings';
import {
  identityFromHeaders,
  siteConfigTtlMs,
  UPSTREAM_HEADER,
  type RequestIdentity,
} from '@/server/edge/upstream-headers';

export { identityFromHeaders, type RequestIdentity };
import { requestJson, UPSTREAM_TIMEOUT_MS, upstreamClient } from '@/server/upstream/client';
import { isTransient, NoSiteConfigError } from '@/server/upstream/errors';
import {
  configGroupsAnswerSchema,
  languageCodeSchema,
  siteConfigAnswerSchema,
  type ConfigGroups,
  type SiteConfigAnswer,
} from '@/server/upstream/schemas/config';

/** spec 01 §7/§9: config load retried up to 5 times at 1000 ms. */
export const CONFIG_RETRY = { retries: 5, delayMs: 1000 } as const;
/**
 * A page's whole upstream budget is 3 s: the middleware takes at most 1.6 s (server/edge), the
 * config load the rest, retries included. A config that cannot be had by then is "no site config"
 * (spec 01 §8), and the service is left alone for a while (circuitOpenMs) so the next pages do not
 * wait again: they get the cached copy or the technical page at once.
 */
export const CONFIG_BUDGET_MS = 1400;
const configCircuit = new Circuit('site config', {
  get openMs() {
    return circuitOpenMs();
  },
  // Only an outage (network, timeout, 5xx): a refusal of one request closes nothing.
  opensOn: isTransient,
});
/** spec 01 §7/§9: config groups cached 600 to 900 s; each entry draws its own TTL in that range. */
export const CONFIG_GROUP_TTL_MS = { min: 600_000, max: 900_000 } as const;
/** A failed re-read of the site config serves the last good copy for up to an hour. */
const STALE_IF_ERROR_MS = 3_600_000;

/**
 * Both caches are keyed on the request's origin (its Host), which any client can vary: bounded,
 * so a client that sends many Host values evicts entries but cannot grow the process.
 */
export const CONFIG_CACHE_MAX_ENTRIES = 256;
const siteConfigCache = new TtlCache<SiteConfigAnswer>({
  ttlMs: siteConfigTtlMs,
  staleIfErrorMs: STALE_IF_ERROR_MS,
  maxEntries: CONFIG_CACHE_MAX_ENTRIES,
  shared: redisCacheTier('site-config'),
});
const groupCache = new TtlCache<ConfigGroups>({
  ttlMs: () =>
    CONFIG_GROUP_TTL_MS.min + Math.random() * (CONFIG_GROUP_TTL_MS.max - CONFIG_GROUP_TTL_MS.min),
  staleIfErrorMs: STALE_IF_ERROR_MS,
  maxEntries: CONFIG_CACHE_MAX_ENTRIES,
  shared: redisCacheTier('config-groups'),
});

/**
 * Every value the config call depends on is part of its cache key: the language, the country
 * header and the request origin it sends, so one visitor's answer is never served to another
 * whose call would have differed.
 */
function siteConfigKey(lang: string, identity: RequestIdentity): string {
  return `${lang}|${identity.countryCode}|${identity.origin}`;
}

/**
 * Loads GET /bff-api/config/all.json for a language, with the spec's retry. Throws
 * NoSiteConfigError when the upstream cannot give a valid config (spec 01 §8).
 */
export async function loadSiteConfig(
  lang: string,
  identity: RequestIdentity,
  /** Injected in tests: the waits between tries, and the clock the budget is read on. */
  clock?: Pick<RetryPolicy, 'sleep' | 'now'>,
): Promise<SiteConfigAnswer> {
  return siteConfigCache.get(siteConfigKey(lang, identity), async () => {
    const client = upstreamClient(
      { origin: identity.origin },
      { headers: { [UPSTREAM_HEADER.countryCode]: identity.countryCode } },
    );
    try {
      return await configCircuit.run(() =>
        withRetry(
          (_, timeoutMs) =>
            requestJson(
              () =>
                client.get('bff-api/config/all.json', {
                  searchParams: { lang },
                  timeout: Math.max(1, Math.min(timeoutMs, UPSTREAM_TIMEOUT_MS)),
                }),
              siteConfigAnswerSchema,
              'site config',
            ),
          { ...CONFIG_RETRY, budgetMs: CONFIG_BUDGET_MS, shouldRetry: isTransient, ...clock },
        ),
      );
    } catch (error) {
      throw new NoSiteConfigError(error);
    }
  });
}

/**
 * The `routes` group decides redirects and slugs in the middleware as well, which re-reads it as
 * often as the site config (server/edge/site-settings.ts): the pages keep it no longer, so after
 * an operator's change both layers agree again within one SITE_CONFIG_TTL_S, instead of pages
 * answering from a copy up to 15 minutes older than the middleware's.
 */
const routesGroupCache = new TtlCache<ConfigGroups>({
  ttlMs: siteConfigTtlMs,
  staleIfErrorMs: STALE_IF_ERROR_MS,
  maxEntries: CONFIG_CACHE_MAX_ENTRIES,
  shared: redisCacheTier('config-routes'),
});

/**
 * Loads named config groups (GET /bff-api/config/group/get), cached for 600–900 s per set; the
 * `routes` group alone for the site config's lifetime (routesGroupCache).
 */
export async function loadConfigGroups(
  groups: readonly string[],
  lang: string,
  identity: RequestIdentity,
): Promise<ConfigGroups> {
  const names = [...new Set(groups)].sort().join(',');
  const cache = names === 'routes' ? routesGroupCache : groupCache;
  // The call sends the request origin, so the origin is part of the key (as for the site config).
  return cache.get(`${lang}|${names}|${identity.origin}`, () =>
    requestJson(
      () =>
        upstreamClient({ origin: identity.origin }).get('bff-api/config/group/get', {
          searchParams: { groups: names, lang },
        }),
      configGroupsAnswerSchema,
      'config groups',
    ).then((answer) => answer.data),
  );
}

/** The identity of the request being rendered, read once per request. */
export const requestIdentity = cache(async () => identityFromHeaders(await headers()));

/**
 * The site config for this request's language; one load per request, cached across requests.
 * Layouts, pages and their metadata all come through here, so a segment that is not a language
 * (e.g. /favicon.ico reaching [lng]) ends as a 404 before any upstream call.
 */
export const getSiteConfig = cache(async (lang: string) => {
  if (!languageCodeSchema.safeParse(lang).success) notFound();
  return loadSiteConfig(lang, await requestIdentity());
});

export function clearConfigCaches(): void {
  siteConfigCache.clear();
  groupCache.clear();
  routesGroupCache.clear();
  configCircuit.reset();
}

/** How long a technical page waits for a config the process does not have fresh. */
export const TECHNICAL_PAGE_CONFIG_WAIT_MS = 300;

/**
 * The config for the technical pages (maintenance, the error page), which must render when the
 * upstream cannot: the fresh copy; else a load given 300 ms (it goes on in the background and
 * fills the cache for the next view); else what the process kept (stale), else null and the page
 * renders from its texts alone.
 */
export const getTechnicalPageConfig = cache(
  async (lang: string): Promise<SiteConfigAnswer | null> => {
    if (!languageCodeSchema.safeParse(lang).success) return null;
    const identity = await requestIdentity();
    const kept = siteConfigCache.peek(siteConfigKey(lang, identity)) ?? null;
    const load = loadSiteConfig(lang, identity).catch(() => null);
    const wait = new Promise<null>((resolve) => {
      setTimeout(() => resolve(null), TECHNICAL_PAGE_CONFIG_WAIT_MS).unref?.();
    });
    return (await Promise.race([load, wait])) ?? kept;
  },
);
