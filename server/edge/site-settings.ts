/**
 * The slice of the site config the middleware needs on every request (languages, maintenance),
 * fetched from the upstream and cached in this edge module so a page view costs no upstream
 * round trip in the common case. A failed refresh keeps serving the last good copy; with none,
 * the built-in fallback keeps the site reachable in its own languages.
 */
import { siteConfigAnswerSchema } from '@/server/upstream/schemas/config';
import { TtlCache } from './ttl-cache';
import {
  DEFAULT_COUNTRY_CODE,
  siteConfigTtlMs,
  UPSTREAM_HEADER,
  upstreamBaseUrl,
  upstreamHeaders,
} from './upstream-headers';
import type { LanguageSettings } from './language';

const edgeSettingsSchema = siteConfigAnswerSchema.pick({
  languages: true,
  hiddenLanguages: true,
  maintenance: true,
  siteConfig: true,
});

export interface EdgeSiteSettings extends LanguageSettings {
  maintenance: { isActive: boolean; web_state: number };
}

/** Languages we ship messages for; used only when the upstream has never answered. */
export const FALLBACK_SETTINGS: EdgeSiteSettings = {
  languages: ['en', 'ru'],
  hiddenLanguages: [],
  defaultLanguage: 'en',
  maintenance: { isActive: false, web_state: 0 },
};

const EDGE_TIMEOUT_MS = 1500;

const cache = new TtlCache<EdgeSiteSettings>({ ttlMs: siteConfigTtlMs, staleIfErrorMs: 3_600_000 });

async function fetchSettings(origin: string): Promise<EdgeSiteSettings> {
  const url = `${upstreamBaseUrl()}/bff-api/config/all.json?lang=en`;
  const response = await fetch(url, {
    headers: {
      ...upstreamHeaders({ origin }),
      [UPSTREAM_HEADER.countryCode]: DEFAULT_COUNTRY_CODE,
    },
    signal: AbortSignal.timeout(EDGE_TIMEOUT_MS),
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`site config answered ${response.status}`);
  const answer = edgeSettingsSchema.parse(await response.json());
  return {
    languages: answer.languages.map((l) => l.code),
    hiddenLanguages: answer.hiddenLanguages,
    defaultLanguage: answer.siteConfig.lng,
    maintenance: {
      isActive: answer.maintenance.isActive,
      web_state: answer.maintenance.web_state,
    },
  };
}

export async function getEdgeSiteSettings(origin: string): Promise<EdgeSiteSettings> {
  try {
    return await cache.get('settings', () => fetchSettings(origin));
  } catch (error) {
    console.error('middleware: site config unavailable, using fallback languages', error);
    return FALLBACK_SETTINGS;
  }
}

export function clearEdgeSiteSettings(): void {
  cache.clear();
}
