/**
 * Well-formed requests per route, the starting points the fuzzer mutates so that many fuzzed
 * requests get past validation and reach the sandbox. A route without seeds is still fuzzed, with
 * shapeless input only. Identities here are never the demo player's (wrong passwords would lock
 * the account the suite signs in with).
 */
export interface RouteSeeds {
  query?: Record<string, string>[];
  body?: unknown[];
  params?: Record<string, string[]>;
}

export interface SeedContext {
  /** An outcome of the sandbox's line. */
  outcome: { id: number; gameId: number; coef: number };
  /** A coupon the demo player placed. */
  couponId: number;
}

const STRANGER = 'stranger@betarena.example';

export function routeSeeds({ outcome, couponId }: SeedContext): Record<string, RouteSeeds> {
  const single = {
    accountId: 1,
    amount: 10,
    bets: [{ outcomeId: outcome.id, gameId: outcome.gameId, coef: outcome.coef }],
    coef: outcome.coef,
    typeId: 0,
  };
  return {
    'GET /api/accounts': {},
    'POST /api/accounts/active': { body: [{ id: 1 }, { id: 2 }, { id: 999999 }] },
    'GET /api/auth/captcha': {},
    'POST /api/auth/captcha': { body: [{ key: 'k-1', answer: 'abcd' }] },
    'POST /api/auth/login': {
      body: [
        { type: 'login_password', login: STRANGER, password: 'Wrong-2026!', isRemember: true },
        {
          type: 'phone_password',
          countryCode: '7',
          phone: '9001112233',
          password: 'x',
          isRemember: false,
        },
        { type: 'sms', countryCode: '7', phone: '9001112233', code: '1234' },
        { type: 'token', token: 't', methodId: 1, sign: 's', lng: 'en' },
        { type: 'login_password_two_step_code', twoStepToken: 'tt', code: '123456' },
      ],
    },
    'POST /api/auth/logout': { body: [{}] },
    'GET /api/auth/one-tap': {},
    'POST /api/auth/one-tap': { body: [{ credential: 'header.payload.sig', language: 'en' }] },
    'POST /api/auth/password/recovery': { body: [{ login: STRANGER }, { login: '+79001112233' }] },
    'POST /api/auth/password/reset': {
      body: [{ login: STRANGER, code: '1234', password: 'Better-2026' }],
    },
    'GET /api/auth/phone-data': {},
    'POST /api/auth/refresh': { body: [{}] },
    'POST /api/auth/register': {
      body: [
        { type: 'one_click', currencyIso: 'RUB', countryId: 1 },
        {
          type: 'phone',
          countryCode: '7',
          phone: '9001112233',
          code: '1234',
          password: 'Better-2026',
          currencyIso: 'RUB',
        },
        {
          type: 'full',
          email: 'new.player@betarena.example',
          password: 'Better-2026',
          firstName: 'Ann',
          lastName: 'Lee',
          birthDate: '1990-01-31',
          countryId: 1,
          currencyIso: 'RUB',
          acceptTerms: true,
        },
      ],
    },
    'GET /api/auth/session': {},
    'POST /api/auth/sms': {
      body: [{ countryCode: '7', phone: '9001112233', purpose: 'login' }],
    },
    'GET /api/config': { query: [{ lang: 'en' }, { lang: 'ru' }] },
    'POST /api/account-entry/verify': {
      query: [{ lang: 'en' }],
      body: [{ token: 'Zk3vQm9R2xLs8TnB4wYc1HdE6uJa0PoF' }],
    },
    'POST /api/account-entry/verify/resend': { query: [{ lang: 'ru' }], body: [{}] },
    'POST /api/account-entry/activation/link': {
      query: [{ lang: 'en' }],
      body: [{ token: 'Zk3vQm9R2xLs8TnB4wYc1HdE6uJa0PoF' }],
    },
    'POST /api/account-entry/activation/send': {
      query: [{ lang: 'en' }],
      body: [
        { channel: 'email', method: 'code' },
        { channel: 'phone', method: 'link' },
      ],
    },
    'POST /api/account-entry/activation/code': {
      query: [{ lang: 'en' }],
      body: [{ channel: 'phone', code: '123456' }],
    },
    'POST /api/account-entry/newsletter': {
      query: [{ lang: 'en' }],
      body: [{ token: `n1.1001.1780000000.${'s'.repeat(43)}` }],
    },
    'GET /api/config/groups': {
      query: [
        { lang: 'en', groups: 'coupon' },
        { lang: 'en', groups: 'coupon,unknownGroup' },
      ],
    },
    'GET /api/coupons': {
      query: [{ page: '1', pageSize: '10' }, { page: '999' }, { lang: 'en' }],
    },
    'POST /api/coupons': {
      query: [{ lang: 'en' }, {}],
      body: [single, { ...single, typeId: 9, amount: 5 }, { ...single, amount: 1e9 }],
    },
    'GET /api/coupons/[id]': {
      query: [{ lang: 'en' }, {}],
      params: { id: [String(couponId), '1', '99999999'] },
    },
    'GET /api/office/programmes/promotions': { query: [{ lng: 'en' }, { lng: 'ru' }, {}] },
    'POST /api/office/programmes/promotions': {
      query: [{ lng: 'en' }, {}],
      body: [{ promotionId: 101 }, { promotionId: 203 }, { promotionId: 999999 }],
    },
    'GET /api/office/programmes/partner': {
      query: [{ period: 'week' }, { period: 'month' }, { period: 'year' }],
    },
    'POST /api/office/programmes/partner/links': {
      query: [{ lng: 'en' }],
      body: [{ subId: 'fuzz_seed' }, { subId: 'a-b_c' }],
    },
    'GET /api/office/programmes/qr-auth': {},
    'POST /api/office/programmes/qr-auth/code': { query: [{ lng: 'en' }], body: [{}] },
    'POST /api/office/programmes/qr-auth/sign-outs': {
      query: [{ lng: 'en' }],
      body: [{ deviceId: 1 }, { deviceId: 999999 }],
    },
    'GET /api/line/outcomes': {
      query: [{ ids: String(outcome.id) }, { ids: `${outcome.id},1,2`, lang: 'en' }],
    },
    'POST /api/office/loyalty/cashback/vip/claims': { query: [{ lng: 'en' }], body: [{}] },
    'POST /api/office/loyalty/cashback/premium/claims': { query: [{ lng: 'ru' }], body: [{}] },
    'POST /api/office/loyalty/rewards/exchanges': {
      query: [{ lng: 'en' }],
      body: [{ rewardId: 1 }, { rewardId: 3 }, { rewardId: 999 }],
    },
  };
}
