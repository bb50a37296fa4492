/**
 * The Jest set-up every BFF route test shares: the upstream is nock's at `UPSTREAM` (no other
 * network), each test starts with no stubs, no rate-limit counts and no cached config or line answers and must
 * use every stub it sets, and the log lines of the failures the tests provoke stay out of the
 * output. `openSite` loads an open site (no maintenance, no block) into the caches of the gate
 * state-changing calls pass (server/bff/site-gate.ts) for the whole file.
 */
import nock from 'nock';
import { UPSTREAM } from '@/app/api/coupons/test-helpers';
import { resetRateLimits } from '@/server/bff/rate-limit';
import { primeSiteState } from '@/server/bff/site-state.fixture';
import { clearConfigCaches } from '@/server/config/site-config';
import { clearLineCache } from '@/server/line/line-api';

export function withNockedUpstream(options: { openSite?: boolean } = {}): void {
  beforeAll(async () => {
    process.env.UPSTREAM_URL = UPSTREAM;
    nock.disableNetConnect();
    if (options.openSite) {
      process.env.SITE_CONFIG_TTL_S = '3600';
      await primeSiteState(UPSTREAM);
    }
  });
  afterAll(() => nock.enableNetConnect());
  beforeEach(() => {
    nock.cleanAll();
    resetRateLimits();
    clearConfigCaches();
    clearLineCache();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    expect(nock.pendingMocks()).toEqual([]);
    jest.restoreAllMocks();
  });
}
