import nock from 'nock';
import { siteConfigFixture } from '@/server/config/site-config.fixture';
import { getEdgeSiteSettings } from '@/server/edge/site-settings';
import { fetchBlockDecisions } from '@/server/edge/upstream-light';
import type { RoutesGroup } from '@/server/upstream/schemas/config-groups';
import type { BlockDecision } from '@/server/upstream/schemas/config';
import { BFF_BLOCK_PATH } from './site-gate';

/**
 * The upstream answers the BFF's site gate reads (server/bff/site-gate.ts) for route tests: the
 * site config with its `analytics` and `routes` groups (the page policy and maintenance), and the two block checks.
 */
export const routesGroupFixture: RoutesGroup = {
  forced404: [],
  bonusRouteVariant: 'bonuses',
  isSlotFirstDepositRedirect: false,
  casinoCategories: [],
  slotsCategories: [],
  kenoGames: [],
  tokens: [],
  bonusLandings: [],
  thankyouSections: [],
  oldPromotionPaths: {},
};

export const NOT_BLOCKED: BlockDecision = { displayTypeId: 0, templateTypeId: null };

export interface SiteState {
  maintenance?: { isActive: boolean; web_state: number };
  /** The site-wide (light) decision. */
  block?: BlockDecision;
  /** Whether the call comes with a session cookie (the block checks ask with auth 1). */
  signedIn?: boolean;
}

/** Stubs the gate's four upstream calls once each (for one anonymous state-changing call). */
export function stubSiteState(upstream: string, state: SiteState = {}): nock.Scope {
  return nock(upstream)
    .get('/bff-api/config/all.json')
    .query({ lang: 'en' })
    .reply(200, {
      ...siteConfigFixture,
      maintenance: { ...siteConfigFixture.maintenance, ...state.maintenance },
    })
    .get('/bff-api/config/group/get')
    .query({ groups: 'analytics,routes', lang: 'en' })
    .reply(200, { data: { analytics: { gtmId: null }, routes: routesGroupFixture } })
    .get('/blocks-api/api/v1/block/light')
    .query(true)
    .reply(200, { data: state.block ?? NOT_BLOCKED })
    .post('/blocks-api/api/v2/block', { auth: state.signedIn === true, url: BFF_BLOCK_PATH })
    .reply(200, { data: NOT_BLOCKED });
}

/**
 * Loads an open site (or the given state) into the gate's caches for visitors and signed-in
 * players alike, so the route tests of a file stub only their own calls. The caches keep it for
 * SITE_CONFIG_TTL_S: set that longer than the test file runs.
 */
export async function primeSiteState(upstream: string, state: SiteState = {}): Promise<void> {
  stubSiteState(upstream, { ...state, signedIn: false });
  nock(upstream)
    .get('/blocks-api/api/v1/block/light')
    .query(true)
    .reply(200, { data: state.block ?? NOT_BLOCKED })
    .post('/blocks-api/api/v2/block', { auth: true, url: BFF_BLOCK_PATH })
    .reply(200, { data: NOT_BLOCKED });
  const origin = 'http://localhost:3000';
  const settings = await getEdgeSiteSettings(origin);
  for (const signedIn of [false, true]) {
    await fetchBlockDecisions(
      {
        signedIn,
        path: BFF_BLOCK_PATH,
        referralParams: '',
        mainVipDomainAuthNeed: settings.isMainVipDomainAuthNeed,
      },
      origin,
    );
  }
}
