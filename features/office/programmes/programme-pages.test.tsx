/** @jest-environment node */
import { createTranslator } from 'next-intl';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { makeStore } from '@/features/shell/store';
import type { PartnerPageData, QrPageData } from '@/server/office/programmes-player';
import type { Participation, PlayerPromotions } from '@/server/upstream/schemas/office-programmes';
import { PartnerView } from './PartnerPage';
import { PromotionsView } from './PromotionPage';
import { QrAuthView } from './QrAuthPage';

jest.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({
      locale: 'en',
      messages: jest.requireActual('@/messages/en.json') as Record<string, never>,
      namespace: namespace as never,
    }),
}));
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

const CLOCK = { timeZone: 3, is12h: false };
const html = (element: ReactElement) =>
  renderToStaticMarkup(<Provider store={makeStore()}>{element}</Provider>);
const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const ACTIVE: Participation = {
  promotionId: 102,
  slug: 'express-booster',
  title: 'Accumulator booster',
  category: 'sport',
  task: 'bets',
  target: 10,
  joinedAt: '2026-11-20T09:00:00.000Z',
  endsAt: '2026-12-04T09:00:00.000Z',
  progress: 4,
  status: 'active',
  finishedAt: null,
};
const EXPIRED: Participation = {
  ...ACTIVE,
  promotionId: 203,
  slug: 'free-spins-friday',
  title: 'Free-spins Friday',
  category: 'casino',
  task: 'games',
  target: 3,
  progress: 1,
  status: 'expired',
  finishedAt: '2026-11-23T09:00:00.000Z',
};
const PROMOTIONS: PlayerPromotions = {
  available: [
    {
      promotionId: 101,
      slug: 'welcome',
      title: 'First deposit bonus',
      teaser: 'Double your first deposit.',
      category: 'sport',
      task: 'bets',
      target: 5,
      days: 30,
      endsAt: null,
    },
  ],
  joined: [ACTIVE, EXPIRED],
};

describe('PromotionsView', () => {
  const page = async (promotions: PlayerPromotions | null, flash = null) =>
    html(await PromotionsView({ lng: 'en', clock: CLOCK, promotions, flash }));

  it('shows the running task with its progress, the offer to join and the past one', async () => {
    const markup = await page(PROMOTIONS);
    const shown = text(markup);
    expect(shown).toContain('Your promotions');
    expect(shown).toMatch(/Accumulator booster · Sport Place 10 bets 4 of 10/);
    expect(shown).toMatch(/Free-spins Friday · Casino Play 3 different casino games .* Time is up/);
    expect(shown).toContain('Place 5 bets · 30 days to complete');
    expect(shown).toContain('no end date');
    expect(markup).toContain('aria-label="Take part in First deposit bonus"');
    expect(markup).toContain('action="/api/office/programmes/promotions?lng=en"');
    expect(markup).toContain('name="promotionId" value="101"');
    expect(markup).toContain('href="/en/promotions/welcome"');
  });

  it('says when nothing is joined, and when the upstream cannot answer', async () => {
    expect(text(await page({ available: [], joined: [] }))).toContain(
      'You do not take part in any promotion yet.',
    );
    expect(text(await page(null))).toContain('Your promotions cannot be shown right now.');
  });

  it('says what a form posted without JavaScript did', async () => {
    const done = text(
      html(
        await PromotionsView({
          lng: 'en',
          clock: CLOCK,
          promotions: PROMOTIONS,
          flash: { kind: 'done' },
        }),
      ),
    );
    expect(done).toContain('You take part in the promotion.');
    const refused = text(
      html(
        await PromotionsView({
          lng: 'en',
          clock: CLOCK,
          promotions: PROMOTIONS,
          flash: { kind: 'error', code: 'already_joined' },
        }),
      ),
    );
    expect(refused).toContain('You already take part in this promotion.');
  });
});

describe('PartnerView', () => {
  const PARTNER: PartnerPageData = {
    partner: {
      ref: 'p42',
      commissionPercent: 30,
      currency: 'RUB',
      links: [
        {
          id: 1,
          subId: null,
          createdAt: '2026-11-01T00:00:00.000Z',
          clicks: 120,
          registrations: 9,
        },
        {
          id: 2,
          subId: 'tg_may',
          createdAt: '2026-11-20T00:00:00.000Z',
          clicks: 8,
          registrations: 1,
        },
      ],
    },
    stats: {
      period: 'week',
      currency: 'RUB',
      rows: [
        {
          from: '2026-11-27T00:00:00.000Z',
          to: '2026-11-28T00:00:00.000Z',
          clicks: 1234,
          registrations: 3,
          firstDeposits: 2,
          commission: '1500.50',
        },
      ],
      total: { clicks: 1234, registrations: 3, firstDeposits: 2, commission: '1500.50' },
    },
  };

  it('builds the links with ref and sub-id and shows the period’s table with its total', async () => {
    const markup = html(
      await PartnerView({
        lng: 'en',
        origin: 'https://betarena.example',
        clock: CLOCK,
        period: 'week',
        partner: PARTNER,
        flash: null,
      }),
    );
    expect(markup).toContain('value="https://betarena.example/en?ref=p42"');
    expect(markup).toContain('https://betarena.example/en?ref=p42&amp;subid=tg_may');
    const shown = text(markup);
    expect(shown).toContain('you earn 30% of the net gaming revenue');
    expect(shown).toMatch(/Fri, Nov 27 1,234 3 2 ₽1,500\.50/);
    expect(shown).toMatch(/Total 1,234 3 2 ₽1,500\.50/);
    expect(markup).toContain('aria-current="page"');
  });

  it('puts a refused sub-id under its field after a post without JavaScript', async () => {
    const markup = html(
      await PartnerView({
        lng: 'en',
        origin: 'https://betarena.example',
        clock: CLOCK,
        period: 'week',
        partner: PARTNER,
        flash: { kind: 'error', code: 'invalid', field: 'subId' },
      }),
    );
    expect(markup).toContain('aria-invalid="true"');
    expect(text(markup)).toContain('Use 1 to 32 Latin letters, digits, _ or -.');
  });
});

describe('QrAuthView', () => {
  const QR: QrPageData = {
    code: {
      payload: 'https://app.betarena.example/qr-sign-in?token=abcdefghijklmnopqrstuvwx',
      expiresAt: '2026-11-27T09:02:00.000Z',
      ttlSeconds: 120,
    },
    devices: [{ id: 4, name: 'Pixel 8', signedInAt: '2026-11-27T09:00:30.000Z' }],
  };

  it('draws the code as inline SVG with its expiry, and lists the devices to sign out', async () => {
    const markup = html(await QrAuthView({ lng: 'en', clock: CLOCK, qr: QR, flash: null }));
    expect(markup).toMatch(/<svg[^>]*role="img"[^>]*aria-label="QR code to sign in/);
    expect(markup).toMatch(/<path d="M4 4h7v1h-7z/);
    expect(text(markup)).toContain('The code is valid until 12:02');
    expect(markup).toContain('aria-label="Sign out Pixel 8"');
    expect(markup).toContain('name="deviceId" value="4"');
    // The token is in the picture only, never as text on the page.
    expect(text(markup)).not.toContain('abcdefghijklmnop');
  });

  it('says when the upstream cannot answer', async () => {
    const markup = html(await QrAuthView({ lng: 'en', clock: CLOCK, qr: null, flash: null }));
    expect(text(markup)).toContain('The QR sign-in cannot be shown right now.');
  });
});
