/**
 * What the middleware needs of the site config on every request: languages, maintenance, the
 * route settings and the config slugs of the route table. Fetched from the upstream (all.json and
 * the `routes` group, in parallel) and cached in this edge module, so a page view costs no
 * upstream round trip in the common case. A failed refresh keeps the last good copy for an hour;
 * with none, a built-in fallback keeps the site reachable.
 */
import { log } from '@/server/log';
import { NO_SLUGS, routeSlugsFrom, type RouteSlugs } from '@/server/routes/match';
import { routeSettingsFrom, type RouteSettings } from '@/server/routes/rules';
import { analyticsGroupSchema, routesGroupSchema } from '@/server/upstream/schemas/config-groups';
import { configGroupsAnswerSchema, siteConfigAnswerSchema } from '@/server/upstream/schemas/config';
import type { LanguageSettings } from './language';
import { Circuit, CircuitOpenError, UpstreamStatusError } from './circuit';
import { TtlCache } from './ttl-cache';
import {
  DEFAULT_COUNTRY_CODE,
  siteConfigTtlMs,
  UPSTREAM_HEADER,
  upstreamBaseUrl,
  upstreamHeaders,
} from './upstream-headers';

const edgeConfigSchema = siteConfigAnswerSchema.pick({
  languages: true,
  hiddenLanguages: true,
  maintenance: true,
  siteConfig: true,
});

export interface EdgeSiteSettings extends LanguageSettings {
  maintenance: { isActive: boolean; web_state: number };
  route: RouteSettings;
  slugs: RouteSlugs;
  isMainVipDomainAuthNeed: boolean;
  /**
   * The tag manager's container id (config group `analytics`): the page's policy lets its tags
   * reach Google's origins only while one is set (server/analytics/csp.ts). Null when the group
   * is missing or not valid: no third party runs on a guess.
   */
  gtmId: string | null;
  /**
   * The upstream has never answered: these are the fallback settings, and the pages cannot
   * render (spec 01 §8 "no site config"), so the pipeline shows the maintenance page.
   */
  unavailable?: boolean;
}

/** Used only when the upstream has never answered: our languages, nothing optional on. */
export const FALLBACK_SETTINGS: EdgeSiteSettings = {
  languages: ['en', 'ru'],
  hiddenLanguages: [],
  defaultLanguage: 'en',
  maintenance: { isActive: false, web_state: 0 },
  route: {
    availableRoutes: [],
    isRegistrationAllowed: false,
    isVipDomain: false,
    isShowIdentification: false,
    isShowPaymentPageOnlyAuth: true,
    banPageUrl: null,
    forced404: [],
    bonusRouteVariant: 'bonuses',
    isSlotFirstDepositRedirect: false,
    oldPromotionPaths: {},
  },
  slugs: NO_SLUGS,

  isMainVipDomainAuthNeed: false,
  gtmId: null,
  unavailable: true,
};

/**
 * The middleware's upstream budget (a page's whole budget is 3 s): the settings 800 ms, then
 * redirect-light and the block checks side by side, 800 ms each (upstream-light.ts).
 */
export const EDGE_TIMEOUT_MS = 800;

/**
 * How long a failed light service is left alone: at most 10 s, never longer than answers are
 * cached (SITE_CONFIG_TTL_S), so an operator's fix shows as soon as a changed config would; but
 * a second at least, or a hanging service would hold up a page every moment.
 */
export function circuitOpenMs(): number {
  return Math.min(10_000, Math.max(1_000, siteConfigTtlMs()));
}

const cache = new TtlCache<EdgeSiteSettings>({
  ttlMs: siteConfigTtlMs,
  staleIfErrorMs: 3_600_000,
  maxEntries: 64,
});
const settingsCircuit = new Circuit('site config', {
  get openMs() {
    return circuitOpenMs();
  },
});

async function getJson(
  url: string,
  origin: string,
  init?: RequestInit,
  timeoutMs = EDGE_TIMEOUT_MS,
): Promise<unknown> {
  const response = await fetch(url, {
    ...init,
    headers: {
      ...upstreamHeaders({ origin }),
      [UPSTREAM_HEADER.countryCode]: DEFAULT_COUNTRY_CODE,
      ...(init?.headers as Record<string, string> | undefined),
    },
    signal: AbortSignal.timeout(Math.max(1, Math.min(timeoutMs, EDGE_TIMEOUT_MS))),
    cache: 'no-store',
  });
  if (!response.ok) throw new UpstreamStatusError(url, response.status);
  return response.json();
}

async function fetchSettings(origin: string): Promise<EdgeSiteSettings> {
  const base = upstreamBaseUrl();
  const [configBody, groupsBody] = await Promise.all([
    getJson(`${base}/bff-api/config/all.json?lang=en`, origin),
    getJson(`${base}/bff-api/config/group/get?groups=analytics%2Croutes&lang=en`, origin),
  ]);
  const config = edgeConfigSchema.parse(configBody);
  const groups = configGroupsAnswerSchema.parse(groupsBody).data;
  const routes = routesGroupSchema.parse(groups.routes);
  const analytics = analyticsGroupSchema.safeParse(groups.analytics ?? {});
  const { siteConfig } = config;
  return {
    languages: config.languages.map((l) => l.code),
    hiddenLanguages: config.hiddenLanguages,
    defaultLanguage: siteConfig.lng,
    maintenance: {
      isActive: config.maintenance.isActive,
      web_state: config.maintenance.web_state,
    },
    route: routeSettingsFrom(siteConfig, routes),
    slugs: routeSlugsFrom(routes),
    isMainVipDomainAuthNeed: siteConfig.isMainVipDomainAuthNeed,
    gtmId: analytics.success ? analytics.data.gtmId : null,
  };
}

export async function getEdgeSiteSettings(origin: string): Promise<EdgeSiteSettings> {
  try {
    // The call sends the origin, so the origin is the key (bounded: maxEntries).
    return await cache.get(origin, () => settingsCircuit.run(() => fetchSettings(origin)));
  } catch (error) {
    if (!(error instanceof CircuitOpenError)) {
      log.error('middleware: site config unavailable, using the fallback settings', { error });
    }
    return FALLBACK_SETTINGS;
  }
}

export { getJson as edgeGetJson };
