/** @jest-environment node */
import nock from 'nock';
import { NextRequest } from 'next/server';
import { bffRequest, signIn, SITE, UPSTREAM } from '@/app/api/coupons/test-helpers';
import type {
  Participation,
  PartnerLink,
  QrCode,
} from '@/server/upstream/schemas/office-programmes';
import { withNockedUpstream } from '@/tests/nocked-upstream';
import { GET as readPartner } from './partner/route';
import { POST as addLink } from './partner/links/route';
import { GET as readPromotions, POST as joinPromotion } from './promotions/route';
import { POST as newCode } from './qr-auth/code/route';
import { GET as readQr } from './qr-auth/route';
import { POST as signOutDevice } from './qr-auth/sign-outs/route';

withNockedUpstream();

const PARTICIPATION: Participation = {
  promotionId: 102,
  slug: 'express-booster',
  title: 'Accumulator booster: up to +25% on winnings',
  category: 'sport',
  task: 'bets',
  target: 10,
  joinedAt: '2026-11-27T12:00:00.000Z',
  endsAt: '2026-12-11T12:00:00.000Z',
  progress: 0,
  status: 'active',
  finishedAt: null,
};

const LINK: PartnerLink = {
  id: 7,
  subId: 'tg_may',
  createdAt: '2026-11-27T12:00:00.000Z',
  clicks: 0,
  registrations: 0,
};

const CODE: QrCode = {
  payload: 'https://app.betarena.example/qr-sign-in?token=abcdefghijklmnopqrstuvwx',
  expiresAt: '2026-11-27T12:02:00.000Z',
  ttlSeconds: 120,
};

const errorsOf = async (response: Response) =>
  ((await response.json()) as { errors: { code: string; source?: { pointer?: string } }[] }).errors;

/** An urlencoded page post (JavaScript off). */
function pagePost(path: string, fields: Record<string, string>, cookie?: string) {
  return new NextRequest(new URL(path, SITE), {
    method: 'POST',
    headers: {
      host: 'localhost:3000',
      origin: SITE,
      accept: 'text/html',
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

describe('promotions', () => {
  it('lists the player’s promotions in the page’s language', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .get('/office-api/v1/promotions')
      .query({ lang: 'ru' })
      .reply(200, { data: { available: [], joined: [PARTICIPATION] } });
    const response = await readPromotions(
      bffRequest('/api/office/programmes/promotions?lng=ru', { cookie }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { available: [], joined: [PARTICIPATION] } });
  });

  it('joins a promotion: 201 to the script, a 303 back to the page', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .post('/office-api/v1/promotions/participations', { promotionId: 102 })
      .query({ lang: 'en' })
      .twice()
      .reply(201, { data: PARTICIPATION });
    const json = await joinPromotion(
      bffRequest('/api/office/programmes/promotions?lng=en', {
        method: 'POST',
        body: { promotionId: 102 },
        cookie,
      }),
      undefined,
    );
    expect(json.status).toBe(201);
    expect(await json.json()).toEqual({ data: PARTICIPATION });

    const page = await joinPromotion(
      pagePost('/api/office/programmes/promotions?lng=en', { promotionId: '102' }, cookie),
      undefined,
    );
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/en/office/promotion?done=1');
  });

  it('passes the upstream’s refusal on, by code, to the script and to the page', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .post('/office-api/v1/promotions/participations')
      .query(true)
      .twice()
      .reply(409, {
        errors: [{ status: '409', code: 'already_joined', title: 'You already take part' }],
      });
    const json = await joinPromotion(
      bffRequest('/api/office/programmes/promotions', {
        method: 'POST',
        body: { promotionId: 101 },
        cookie,
      }),
      undefined,
    );
    expect(json.status).toBe(409);
    expect((await errorsOf(json))[0]?.code).toBe('already_joined');
    const page = await joinPromotion(
      pagePost('/api/office/programmes/promotions?lng=ru', { promotionId: '101' }, cookie),
      undefined,
    );
    expect(page.headers.get('location')).toBe('/ru/office/promotion?error=already_joined');
  });

  it('refuses a body without a promotion before asking the upstream', async () => {
    const cookie = await signIn();
    const json = await joinPromotion(
      bffRequest('/api/office/programmes/promotions', {
        method: 'POST',
        body: { promotionId: 'welcome' },
        cookie,
      }),
      undefined,
    );
    expect(json.status).toBe(400);
    expect((await errorsOf(json))[0]).toMatchObject({
      code: 'invalid',
      source: { pointer: '/promotionId' },
    });
    const page = await joinPromotion(
      pagePost('/api/office/programmes/promotions?lng=en', { promotionId: '1e9' }, cookie),
      undefined,
    );
    expect(page.headers.get('location')).toBe(
      '/en/office/promotion?error=invalid&field=promotionId',
    );
  });

  it('asks a visitor to sign in', async () => {
    const response = await readPromotions(bffRequest('/api/office/programmes/promotions'));
    expect(response.status).toBe(401);
  });
});

describe('partner programme', () => {
  it('answers the links with the period’s statistics', async () => {
    const cookie = await signIn();
    const stats = {
      period: 'month',
      currency: 'RUB',
      rows: [],
      total: { clicks: 0, registrations: 0, firstDeposits: 0, commission: '0.00' },
    };
    nock(UPSTREAM)
      .get('/office-api/v1/partner')
      .reply(200, {
        data: { ref: 'p1001', commissionPercent: 30, currency: 'RUB', links: [LINK] },
      })
      .get('/office-api/v1/partner/stats')
      .query({ period: 'month' })
      .reply(200, { data: stats });
    const response = await readPartner(
      bffRequest('/api/office/programmes/partner?period=month', { cookie }),
    );
    expect(await response.json()).toEqual({
      data: { ref: 'p1001', commissionPercent: 30, currency: 'RUB', links: [LINK], stats },
    });
    const bad = await readPartner(
      bffRequest('/api/office/programmes/partner?period=decade', { cookie }),
    );
    expect(bad.status).toBe(400);
  });

  it('creates a link with a sub-id; a bad sub-id comes back under its field', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .post('/office-api/v1/partner/links', { subId: 'tg_may' })
      .twice()
      .reply(201, { data: LINK });
    const json = await addLink(
      bffRequest('/api/office/programmes/partner/links', {
        method: 'POST',
        body: { subId: ' tg_may ' },
        cookie,
      }),
      undefined,
    );
    expect(json.status).toBe(201);
    const page = await addLink(
      pagePost('/api/office/programmes/partner/links?lng=en', { subId: 'tg_may' }, cookie),
      undefined,
    );
    expect(page.headers.get('location')).toBe('/en/office/partner?done=1');

    const bad = await addLink(
      pagePost('/api/office/programmes/partner/links?lng=en', { subId: 'два слова' }, cookie),
      undefined,
    );
    expect(bad.headers.get('location')).toBe('/en/office/partner?error=invalid&field=subId');
  });
});

describe('QR sign-in', () => {
  it('reads the code and the devices, gets a new code and signs a device out', async () => {
    const cookie = await signIn();
    const device = { id: 4, name: 'iPhone 15', signedInAt: '2026-11-27T12:00:30.000Z' };
    nock(UPSTREAM)
      .get('/office-api/v1/qr-auth/code')
      .reply(200, { data: CODE })
      .get('/office-api/v1/qr-auth/devices')
      .reply(200, { data: [device] })
      .post('/office-api/v1/qr-auth/code', {})
      .reply(200, { data: CODE })
      .delete('/office-api/v1/qr-auth/devices/4')
      .reply(200, { data: { id: 4 } });
    const read = await readQr(bffRequest('/api/office/programmes/qr-auth', { cookie }));
    expect(await read.json()).toEqual({ data: { code: CODE, devices: [device] } });

    const fresh = await newCode(
      pagePost('/api/office/programmes/qr-auth/code?lng=en', {}, cookie),
      undefined,
    );
    expect(fresh.headers.get('location')).toBe('/en/office/qr-auth?done=1');

    const out = await signOutDevice(
      bffRequest('/api/office/programmes/qr-auth/sign-outs', {
        method: 'POST',
        body: { deviceId: 4 },
        cookie,
      }),
      undefined,
    );
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ data: { id: 4 } });
  });

  it('refuses a cross-site sign-out', async () => {
    const cookie = await signIn();
    const response = await signOutDevice(
      bffRequest('/api/office/programmes/qr-auth/sign-outs', {
        method: 'POST',
        body: { deviceId: 4 },
        cookie,
        headers: { origin: 'https://evil.example' },
      }),
      undefined,
    );
    expect(response.status).toBe(403);
  });
});
