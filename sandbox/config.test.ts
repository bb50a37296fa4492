/** @jest-environment node */
import { configGroupsAnswerSchema, siteConfigAnswerSchema } from '@contract/config';
import {
  registrationReminderGroupSchema,
  routesGroupSchema,
  seoGroupSchema,
} from '@contract/config-groups';
import type { TestSandbox } from './test-harness';
import { removeDb, startTestSandbox } from './test-harness';

let sandbox: TestSandbox;

beforeEach(async () => {
  sandbox = await startTestSandbox();
});

afterEach(async () => {
  await sandbox.close();
  removeDb(sandbox.dbPath);
});

async function siteConfig(query: string, headers: Record<string, string> = {}) {
  const answer = await sandbox.call('GET', `/bff-api/config/all.json${query}`, undefined, headers);
  expect(answer.status).toBe(200);
  return siteConfigAnswerSchema.parse(answer.body);
}

describe('GET /bff-api/config/all.json', () => {
  it('answers the seeded site config in the shape of the contract', async () => {
    const config = await siteConfig('?lang=en');

    expect(config.languages).toEqual([
      { id: 1, code: 'en', name: 'English' },
      { id: 2, code: 'ru', name: 'Русский' },
    ]);
    expect(config.hiddenLanguages).toEqual([]);
    expect(config.maintenance).toMatchObject({ isActive: false, web_state: 0 });
    expect(config.siteConfig).toMatchObject({
      lng: 'en',
      companyName: 'Bet Arena',
      availableRoutes: [13, 47, 52],
      isRegistrationAllowed: true,
      isVipDomain: false,
      isShowIdentification: true,
      geoCurrency: { id: 1, iso: 'RUB' },
    });
    expect(config.footer.columns.map((column) => column.title)).toEqual([
      'Betting',
      'Casino',
      'Information',
      'Help',
    ]);
    expect(config.footer.columns[2]?.links).toContainEqual({
      label: 'Responsible gaming',
      href: '/responsiblegaming',
    });
    expect(config.footer.paymentMethods).toEqual([
      'visa',
      'mastercard',
      'skrill',
      'neteller',
      'bitcoin',
      'apple-pay',
    ]);
    expect(config.footer.copyright).toContain('© 2026');
  });

  it('answers the texts in the requested language and keeps the brand', async () => {
    const config = await siteConfig('?lang=ru');

    expect(config.footer.columns[0]?.title).toBe('Ставки');
    expect(config.footer.columns[0]?.links[0]).toEqual({ label: 'Линия', href: '/line' });
    expect(config.footer.copyright).toContain('Все права защищены');
    expect(config.licenceConfig.text).toContain('лицензии');
    expect(config.siteConfig.companyName).toBe('Bet Arena');
  });

  it('falls back to the default language for a language it has no texts in', async () => {
    expect((await siteConfig('?lang=de')).footer.columns[0]?.title).toBe('Betting');
    expect((await siteConfig('')).footer.columns[0]?.title).toBe('Betting');

    await sandbox.call('PATCH', '/__sandbox/site-config', { lng: 'ru' });
    expect((await siteConfig('?lang=de')).footer.columns[0]?.title).toBe('Ставки');
  });

  it('takes the country code from x-country-code, defaulting to ru', async () => {
    expect((await siteConfig('?lang=en')).countryCode).toBe('ru');
    expect((await siteConfig('?lang=en', { 'x-country-code': 'KZ' })).countryCode).toBe('kz');
  });

  it.each([['?lang=EN'], ['?lang=eng'], ['?lang=']])(
    'rejects %s with a 400 naming lang',
    async (query) => {
      const answer = await sandbox.call('GET', `/bff-api/config/all.json${query}`);

      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        errors: [
          expect.objectContaining({
            status: '400',
            detail: expect.stringMatching(/^lang: /),
            source: { parameter: 'lang' },
          }),
        ],
      });
    },
  );

  it('rejects a malformed country code header', async () => {
    const answer = await sandbox.call('GET', '/bff-api/config/all.json?lang=en', undefined, {
      'x-country-code': 'russia',
    });

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      errors: [expect.objectContaining({ source: { header: 'x-country-code' } })],
    });
  });

  it('shows languages and hidden languages changed through the control API', async () => {
    const patch = await sandbox.call('PATCH', '/__sandbox/languages', {
      languages: [
        { id: 1, code: 'en', name: 'English' },
        { id: 2, code: 'ru', name: 'Русский' },
        { id: 3, code: 'de', name: 'Deutsch' },
      ],
      hiddenLanguages: ['de'],
    });
    expect(patch.status).toBe(200);

    const config = await siteConfig('?lang=en');
    expect(config.languages.map((language) => language.code)).toEqual(['en', 'ru', 'de']);
    expect(config.hiddenLanguages).toEqual(['de']);
  });

  it('uses texts added for a new language', async () => {
    await sandbox.call('PUT', '/__sandbox/texts/de', { 'footer.betting.title': 'Wetten' });

    const config = await siteConfig('?lang=de');
    expect(config.footer.columns[0]?.title).toBe('Wetten');
    expect(config.footer.columns[1]?.title).toBe('Casino');
  });
});

describe('GET /bff-api/config/group/get', () => {
  it('answers only the requested groups that exist', async () => {
    const answer = await sandbox.call(
      'GET',
      '/bff-api/config/group/get?groups=registrationReminder,coupon,noSuchGroup&lang=en',
    );

    expect(answer.status).toBe(200);
    expect(configGroupsAnswerSchema.parse(answer.body).data).toEqual({
      registrationReminder: { delay: 30, interval: 60 },
      coupon: {
        minMaxAmountTypes: [0, 1, 2],
        isBonusBetAllowed: true,
        isOneClickEnabled: true,
        isVipBetEnabled: true,
        amountLimitsByCurrency: {
          RUB: { minBetAmount: 10, maxBetAmount: 100000 },
          USD: { minBetAmount: 0.2, maxBetAmount: 1500 },
          EUR: { minBetAmount: 0.2, maxBetAmount: 1500 },
        },
      },
    });
  });

  it('answers every seeded group', async () => {
    const answer = await sandbox.call(
      'GET',
      '/bff-api/config/group/get?groups=cookieConsent,routes,seo',
    );

    expect(configGroupsAnswerSchema.parse(answer.body).data).toEqual({
      cookieConsent: { isPopupEnabled: true },
      routes: {
        forced404: ['/promo-2019'],
        bonusRouteVariant: 'bonuses',
        isSlotFirstDepositRedirect: true,
        casinoCategories: ['casino', 'live-casino', 'table-games'],
        slotsCategories: ['slots', 'jackpots', 'megaways'],
        kenoGames: ['keno', 'keno-express'],
        tokens: ['cricket-world-cup'],
        bonusLandings: ['welcome-pack', 'weekend-reload'],
        thankyouSections: ['registration', 'deposit'],
        oldPromotionPaths: {
          'bonus-100': 'welcome',
          'first-deposit': 'welcome',
          'cashback-10': 'cashback',
          'express-boost': 'express-booster',
        },
      },
      seo: { projectId: 1, domain: 'betarena.example' },
    });
  });

  it('answers routes, seo and registrationReminder groups that parse with their schemas', async () => {
    const answer = await sandbox.call(
      'GET',
      '/bff-api/config/group/get?groups=routes,seo,registrationReminder&lang=ru',
    );
    const groups = configGroupsAnswerSchema.parse(answer.body).data;

    expect(routesGroupSchema.parse(groups.routes)).toMatchObject({
      bonusRouteVariant: 'bonuses',
      casinoCategories: ['casino', 'live-casino', 'table-games'],
    });
    expect(seoGroupSchema.parse(groups.seo)).toEqual({
      projectId: 1,
      domain: 'betarena.example',
    });
    expect(registrationReminderGroupSchema.parse(groups.registrationReminder)).toEqual({
      delay: 30,
      interval: 60,
    });
  });

  it.each([[''], ['?groups='], ['?groups=,%20,'], ['?lang=en']])(
    'answers 400 "groups is required" for %s',
    async (query) => {
      const answer = await sandbox.call('GET', `/bff-api/config/group/get${query}`);

      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ errors: [{ status: '400', title: 'groups is required' }] });
    },
  );

  it('rejects a malformed lang', async () => {
    const answer = await sandbox.call('GET', '/bff-api/config/group/get?groups=seo&lang=xx1');

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      errors: [expect.objectContaining({ source: { parameter: 'lang' } })],
    });
  });

  it('answers a group replaced through the control API', async () => {
    const put = await sandbox.call('PUT', '/__sandbox/config-groups/registrationReminder', {
      delay: 5,
      interval: 0,
    });
    expect(put.status).toBe(200);

    const answer = await sandbox.call(
      'GET',
      '/bff-api/config/group/get?groups=registrationReminder',
    );
    expect(configGroupsAnswerSchema.parse(answer.body).data).toEqual({
      registrationReminder: { delay: 5, interval: 0 },
    });
  });

  it('rejects a group body that is not an object', async () => {
    const answer = await sandbox.call('PUT', '/__sandbox/config-groups/coupon', [1, 2]);

    expect(answer.status).toBe(400);
  });
});
