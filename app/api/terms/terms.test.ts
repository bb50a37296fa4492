/** @jest-environment node */
import nock from 'nock';
import { withNockedUpstream } from '@/tests/nocked-upstream';
import { bffRequest, signIn, UPSTREAM } from '@/app/api/coupons/test-helpers';
import { siteConfigFixture } from '@/server/config/site-config.fixture';
import { POST as acceptTerms } from './accept/route';
import { GET as termsStatus } from './status/route';

withNockedUpstream({ openSite: true });

const STATUS = '/web-api/api-v3/v2/user/agreement-rules/status';
const CONFIRM = '/web-api/api-v3/v2/user/agreement-rules/confirm';

function siteConfig(isAvailableConfirmTerms: boolean) {
  nock(UPSTREAM)
    .get('/bff-api/config/all.json')
    .query({ lang: 'en' })
    .reply(200, {
      ...siteConfigFixture,
      siteConfig: { ...siteConfigFixture.siteConfig, isAvailableConfirmTerms },
    });
}

const status = (cookie = '', query = '?lang=en') =>
  termsStatus(bffRequest(`/api/terms/status${query}`, { cookie }));
const accept = (cookie = '') =>
  acceptTerms(bffRequest('/api/terms/accept', { method: 'POST', body: {}, cookie }));

describe('GET /api/terms/status (spec 01 §4 Terms confirmation)', () => {
  it('401 for a visitor, without asking the upstream', async () => {
    const response = await status();
    expect(response.status).toBe(401);
    expect((await response.json()).errors[0].code).toBe('unauthorized');
  });

  it.each([
    [true, '2026-05-01T10:00:00.000Z'],
    [false, null],
  ])('answers whether terms wait for confirmation (%s)', async (result, updatedAt) => {
    const cookie = await signIn();
    siteConfig(true);
    nock(UPSTREAM, { reqheaders: { authorization: /^Bearer \S+$/ } })
      .get(STATUS)
      .reply(200, { result, updatedAt });
    const response = await status(cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ data: { toConfirm: result, updatedAt } });
  });

  it('never asks while the site has the feature off', async () => {
    const cookie = await signIn();
    siteConfig(false);
    const response = await status(cookie);
    expect(await response.json()).toEqual({ data: { toConfirm: false, updatedAt: null } });
  });

  it('400 naming the parameter for a bad language', async () => {
    const cookie = await signIn();
    const response = await status(cookie, '?lang=english');
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].source).toEqual({ parameter: 'lang' });
  });

  it('502 for a status of another shape', async () => {
    const cookie = await signIn();
    siteConfig(true);
    nock(UPSTREAM).get(STATUS).reply(200, { result: 'yes', updatedAt: null });
    expect((await status(cookie)).status).toBe(502);
  });
});

describe('POST /api/terms/accept', () => {
  it('401 for a visitor', async () => {
    expect((await accept()).status).toBe(401);
  });

  it('confirms the terms with the player’s token', async () => {
    const cookie = await signIn();
    nock(UPSTREAM, { reqheaders: { authorization: /^Bearer \S+$/ } })
      .post(CONFIRM)
      .reply(204);
    const response = await accept(cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { accepted: true } });
  });

  it('refuses a cross-site request', async () => {
    const cookie = await signIn();
    const response = await acceptTerms(
      bffRequest('/api/terms/accept', {
        method: 'POST',
        body: {},
        cookie,
        headers: { origin: 'https://evil.example' },
      }),
    );
    expect(response.status).toBe(403);
  });

  it('passes the upstream’s refusal on', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .post(CONFIRM)
      .reply(409, { errors: [{ status: '409', code: 'terms_changed', title: 'Terms changed' }] });
    const response = await accept(cookie);
    expect(response.status).toBe(409);
    expect((await response.json()).errors[0]).toMatchObject({ code: 'terms_changed' });
  });
});
