/** @jest-environment node */
import nock from 'nock';
import { withNockedUpstream } from '@/tests/nocked-upstream';
import { GET as byRequest } from './by-request/[requestId]/route';
import { bffRequest, couponFixture, signIn, UPSTREAM } from './test-helpers';

// GET /api/coupons/by-request/[requestId]: what placing under an x-request-id came to, for a
// player whose placing got no answer (issue 9 item 4: the upstream may place a bet and answer
// after the BFF's 5 s budget).

const LOOKUP = '/coupon-api/v1/coupons/by-request/click-1';

function lookup(cookie: string, requestId = 'click-1', query = '?lang=en') {
  return byRequest(
    bffRequest(`/api/coupons/by-request/${encodeURIComponent(requestId)}${query}`, { cookie }),
    { params: Promise.resolve({ requestId }) },
  );
}

withNockedUpstream();

describe('GET /api/coupons/by-request/[requestId]', () => {
  it('401 for a visitor, before anything reaches the upstream', async () => {
    const response = await lookup('');
    expect(response.status).toBe(401);
    expect((await response.json()).errors[0].code).toBe('unauthorized');
  });

  it.each([
    ['has spaces', 'has spaces'],
    ['too long', 'x'.repeat(129)],
    ['empty', ''],
  ])('400 naming requestId when it is %s', async (_name, requestId) => {
    const response = await lookup('', requestId);
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0]).toMatchObject({
      code: 'invalid',
      source: { parameter: 'requestId' },
    });
  });

  it('placed: the placing answer, as POST /api/coupons answers it, marked as a replay', async () => {
    const cookie = await signIn();
    const coupon = couponFixture();
    nock(UPSTREAM)
      .get(LOOKUP)
      .query({ lang: 'en' })
      .reply(201, { data: coupon }, { 'x-idempotent-replay': 'true' });
    const response = await lookup(cookie);
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-idempotent-replay')).toBe('true');
    expect(await response.json()).toEqual({ data: coupon });
  });

  it('placed many singles: one result per bet', async () => {
    const cookie = await signIn();
    const data = {
      typeId: 9,
      singlesResultCoupons: [{ result: 'success', outcomeId: 1000001, coupon: couponFixture() }],
    };
    nock(UPSTREAM).get(LOOKUP).query(true).reply(201, { data });
    const response = await lookup(cookie);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ data });
  });

  it('refused: the same refusal as placing, with its status, code and meta', async () => {
    const cookie = await signIn();
    const refusal = {
      status: '400',
      code: 'coef_changed',
      title: 'The coefficient changed',
      source: { pointer: '/bets/0/coef' },
      meta: { outcomeId: 1000001, coef: 1.7, requestedCoef: 1.85 },
    };
    nock(UPSTREAM)
      .get(LOOKUP)
      .query(true)
      .reply(400, { errors: [refusal] }, { 'x-idempotent-replay': 'true' });
    const response = await lookup(cookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: [refusal] });
  });

  it('unknown: 404 request_unknown, so the browser may place again', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .get(LOOKUP)
      .query(true)
      .reply(404, {
        errors: [{ status: '404', code: 'request_unknown', title: 'Request unknown' }],
      });
    const response = await lookup(cookie);
    expect(response.status).toBe(404);
    expect((await response.json()).errors[0]).toMatchObject({
      code: 'request_unknown',
      source: { parameter: 'requestId' },
    });
  });

  it('a 404 without request_unknown (no lookup there) is not taken for "nothing placed"', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .get(LOOKUP)
      .query(true)
      .reply(404, { errors: [{ status: '404', code: 'not_found', title: 'No such route' }] });
    const response = await lookup(cookie);
    expect((await response.json()).errors[0].code).not.toBe('request_unknown');
  });

  it.each([
    [500, 502, 'upstream_error'],
    [503, 502, 'upstream_error'],
  ])('an upstream %i is a %i %s: still unknown', async (upstreamStatus, status, code) => {
    const cookie = await signIn();
    nock(UPSTREAM).get(LOOKUP).query(true).reply(upstreamStatus, { errors: [] });
    const response = await lookup(cookie);
    expect(response.status).toBe(status);
    expect((await response.json()).errors[0].code).toBe(code);
  });

  it('a placed answer of an unexpected shape is a 502, never the raw answer', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .get(LOOKUP)
      .query(true)
      .reply(201, { data: { couponId: 'x' } });
    expect((await lookup(cookie)).status).toBe(502);
  });

  it('an upstream that does not answer in 5 s is a 504 upstream_timeout', async () => {
    const cookie = await signIn();
    nock(UPSTREAM).get(LOOKUP).query(true).delay(6_000).reply(201, { data: couponFixture() });
    const response = await lookup(cookie);
    expect(response.status).toBe(504);
    expect((await response.json()).errors[0].code).toBe('upstream_timeout');
    nock.abortPendingRequests();
  }, 15_000);
});
