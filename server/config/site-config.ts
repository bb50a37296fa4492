import 'server-only';
import { cache } from 'react';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { TtlCache } from '@/server/edge/ttl-cache';
import { withRetry } from '@/server/edge/retry';
import {
  DEFAULT_COUNTRY_CODE,
  siteConfigTtlMs,
  UPSTREAM_HEADER,
} from '@/server/edge/upstream-headers';
import { requestJson, upstreamClient } from '@/server/upstream/client';
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
/** spec 01 §7/§9: config groups cached 600 to 900 s; each entry draws its own TTL in that range. */
export const CONFIG_GROUP_TTL_MS = { min: 600_000, max: 900_000 } as const;
/** A failed re-read of the site config serves the last good copy for up to an hour. */
const STALE_IF_ERROR_MS = 3_600_000;

export interface RequestIdentity {
  origin: string;
  countryCode: string;
}

const siteConfigCache = new TtlCache<SiteConfigAnswer>({
  ttlMs: siteConfigTtlMs,
  staleIfErrorMs: STALE_IF_ERROR_MS,
});
const groupCache = new TtlCache<ConfigGroups>({
  ttlMs: () =>
    CONFIG_GROUP_TTL_MS.min + Math.random() * (CONFIG_GROUP_TTL_MS.max - CONFIG_GROUP_TTL_MS.min),
  staleIfErrorMs: STALE_IF_ERROR_MS,
});

/**
 * Loads GET /bff-api/config/all.json for a language, with the spec's retry. Throws
 * NoSiteConfigError when the upstream cannot give a valid config (spec 01 §8).
 */
export async function loadSiteConfig(
  lang: string,
  identity: RequestIdentity,
  sleep?: (ms: number) => Promise<void>,
): Promise<SiteConfigAnswer> {
  const key = `${lang}|${identity.countryCode}`;
  return siteConfigCache.get(key, async () => {
    const client = upstreamClient(
      { origin: identity.origin },
      { headers: { [UPSTREAM_HEADER.countryCode]: identity.countryCode } },
    );
    try {
      return await withRetry(
        () =>
          requestJson(
            () => client.get('bff-api/config/all.json', { searchParams: { lang } }),
            siteConfigAnswerSchema,
            'site config',
          ),
        { ...CONFIG_RETRY, shouldRetry: isTransient, sleep },
      );
    } catch (error) {
      throw new NoSiteConfigError(error);
    }
  });
}

/** Loads named config groups (GET /bff-api/config/group/get), cached for 600–900 s per set. */
export async function loadConfigGroups(
  groups: readonly string[],
  lang: string,
  identity: RequestIdentity,
): Promise<ConfigGroups> {
  const names = [...new Set(groups)].sort().join(',');
  return groupCache.get(`${lang}|${names}`, () =>
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

/** The caller's origin and country, from the incoming request's headers. */
export function identityFromHeaders(h: Headers): RequestIdentity {
  const host = h.get('x-forwarded-host') ?? h.get('host') ?? 'localhost';
  const proto = h.get('x-forwarded-proto') ?? (host.startsWith('localhost') ? 'http' : 'https');
  const country = h.get(UPSTREAM_HEADER.countryCode)?.toLowerCase();
  return {
    origin: `${proto}://${host}`,
    countryCode: country && /^[a-z]{2}$/.test(country) ? country : DEFAULT_COUNTRY_CODE,
  };
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
}
