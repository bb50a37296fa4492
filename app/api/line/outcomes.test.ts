/** @jest-environment node */
import nock from 'nock';
import { bffRequest, couponFixture, UPSTREAM } from '@/app/api/coupons/test-helpers';
import { testOutcome } from '@/features/coupon/testing/outcome';
import { clearConfigCaches } from '@/server/config/site-config';
import { GET as outcomes } from './outcomes/route';

const OUTCOME = { ...testOutcome(1000001, 100001, 1.9), isBlocked: true };

beforeAll(() => {
  process.env.UPSTREAM_URL = UPSTREAM;
  nock.disableNetConnect();
});
afterAll(() => nock.enableNetConnect());
beforeEach(() => {
  nock.cleanAll();
  clearConfigCaches();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  expect(nock.pendingMocks()).toEqual([]);
  jest.restoreAllMocks();
});

describe('GET /api/line/outcomes', () => {
  it('answers a visitor the current outcomes, without a token and never cached', async () => {
    nock(UPSTREAM, { badheaders: ['authorization'] })
      .get('/line-api/v1/outcomes')
      .query({ ids: '1000001,1000002', lang: 'en' })
      .reply(200, { data: [OUTCOME] });
    const response = await outcomes(
      bffRequest('/api/line/outcomes?ids=1000001,1000002,1000001&lang=en'),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ data: [OUTCOME] });
  });

  it.each([
    '',
    'ids=',
    'ids=a,b',
    'ids=1,,2',
    'ids=0',
    `ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`,
  ])('400 naming ids for "%s"', async (query) => {
    const response = await outcomes(bffRequest(`/api/line/outcomes?${query}`));
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].source).toEqual({ parameter: 'ids' });
  });

  it('502 when the upstream answers another shape', async () => {
    nock(UPSTREAM)
      .get('/line-api/v1/outcomes')
      .query(true)
      .reply(200, { data: [couponFixture()] });
    expect((await outcomes(bffRequest('/api/line/outcomes?ids=1'))).status).toBe(502);
  });
  // A session cookie iron-session cannot parse once made even public routes answer 500.
  it('answers a caller whose session cookie is malformed like any visitor', async () => {
    nock(UPSTREAM)
      .get('/line-api/v1/outcomes')
      .query({ ids: '1000001' })
      .reply(200, { data: [OUTCOME] });
    const response = await outcomes(
      bffRequest('/api/line/outcomes?ids=1000001', {
        cookie: '__Secure-sb-session=Fe26.2*****a**',
      }),
    );
    expect(response.status).toBe(200);
    expect((await response.json()).data[0].id).toBe(OUTCOME.id);
  });
});
