/**
 * Demo data written into an empty database and again on every reset: one brand ("Bet Arena"),
 * English and Russian, a footer of four columns, the start-up config groups, one redirect rule,
 * no block, the SEO records of the main sections, the demo players (auth-seed.ts), the line
 * (line-seed.ts), the demo players' accounts (player-accounts.ts) and office activity
 * (office-activity-seed.ts).
 */
import type { Language, Maintenance, SiteConfig } from '@contract/config';
import type { SeoContent, SeoPageData, SeoPageVisual } from '@contract/seo';
import { hashPasswordSync } from './auth-crypto';
import { DEMO_PASSWORD, demoPhoneCountries, demoPhoneMasks, demoUsers } from './auth-seed';
import type { FooterLayout } from './documents';
import { seedLineData } from './line-seed';
import { seedOfficeActivity } from './office-activity-seed';
import { seedOfficeVerification } from './office-verification-store';
import { seedAccountData } from './player-accounts';
import type { SeoKey } from './seo-records';
import type { ConfigGroup, RedirectRule, SandboxStore } from './store';

export const DEMO_BRAND = 'Bet Arena';
export const DEMO_DOMAIN = 'betarena.example';

export const demoLanguages: readonly Language[] = [
  { id: 1, code: 'en', name: 'English' },
  { id: 2, code: 'ru', name: 'Русский' },
];

export const demoSiteConfig: SiteConfig = {
  group_id: 1,
  companyName: DEMO_BRAND,
  lng: 'en',
  isAvailableConfirmTerms: true,
  isMainVipDomainAuthNeed: false,
  geoAuthReqVip: false,
  dataForReplace: { '{brand}': DEMO_BRAND, '{domain}': 'betarena.example' },
  isRegistrationAllowed: true,
  isVipDomain: false,
  isShowIdentification: true,
  isShowPaymentPageOnlyAuth: false,
  availableRoutes: [13, 47, 52],
  banPageUrl: null,
  isAutoLogoffEnable: true,
  autoLogoffInactiveMinutes: 30,
  isOneTapAuthEnabled: false,
  geoCountryId: 1,
  geoCurrency: { id: 1, iso: 'RUB' },
  minAge: 18,
  consultantParams: { consultant_id: 'betarena-support' },
  langsHiddenCallback: [],
  isAvailableCallback: true,
  isMaintenanceDate: false,
  isRedesignedHeader: true,
  isShowHeader: true,
  isShowSeoModuleLinks: true,
};

export const demoMaintenance: Maintenance = {
  started_at: null,
  ended_at: null,
  notify_started_at: null,
  notify_ended_at: null,
  isActive: false,
  web_state: 0,
};

export const demoFooter: FooterLayout = {
  columns: [
    {
      titleKey: 'footer.betting.title',
      links: [
        { labelKey: 'footer.betting.line', href: '/line' },
        { labelKey: 'footer.betting.live', href: '/live' },
        { labelKey: 'footer.betting.results', href: '/results' },
        { labelKey: 'footer.betting.statistics', href: '/statistic' },
      ],
    },
    {
      titleKey: 'footer.casino.title',
      links: [
        { labelKey: 'footer.casino.casino', href: '/casino' },
        { labelKey: 'footer.casino.slots', href: '/slots' },
        { labelKey: 'footer.casino.liveCasino', href: '/live-casino' },
        { labelKey: 'footer.casino.poker', href: '/poker' },
      ],
    },
    {
      titleKey: 'footer.information.title',
      links: [
        { labelKey: 'footer.information.about', href: '/about' },
        { labelKey: 'footer.information.rules', href: '/rules/general' },
        { labelKey: 'footer.information.responsibleGaming', href: '/responsiblegaming' },
        { labelKey: 'footer.information.cookies', href: '/cookies' },
        { labelKey: 'footer.information.contacts', href: '/contacts' },
      ],
    },
    {
      titleKey: 'footer.help.title',
      links: [
        { labelKey: 'footer.help.howToBet', href: '/howbet' },
        { labelKey: 'footer.help.payments', href: '/payment' },
        { labelKey: 'footer.help.licenses', href: '/licenses' },
        { labelKey: 'footer.help.amlPolicy', href: '/amlpolicy' },
      ],
    },
  ],
  paymentMethods: ['visa', 'mastercard', 'skrill', 'neteller', 'bitcoin', 'apple-pay'],
  copyrightKey: 'footer.copyright',
};

/** Every text a player reads, per language; the default language must hold every key. */
export const demoTexts: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  en: {
    'footer.betting.title': 'Betting',
    'footer.betting.line': 'Line',
    'footer.betting.live': 'Live',
    'footer.betting.results': 'Results',
    'footer.betting.statistics': 'Statistics',
    'footer.casino.title': 'Casino',
    'footer.casino.casino': 'Casino',
    'footer.casino.slots': 'Slots',
    'footer.casino.liveCasino': 'Live casino',
    'footer.casino.poker': 'Poker',
    'footer.information.title': 'Information',
    'footer.information.about': 'About us',
    'footer.information.rules': 'Rules',
    'footer.information.responsibleGaming': 'Responsible gaming',
    'footer.information.cookies': 'Cookies',
    'footer.information.contacts': 'Contacts',
    'footer.help.title': 'Help',
    'footer.help.howToBet': 'How to bet',
    'footer.help.payments': 'Payments',
    'footer.help.licenses': 'Licenses',
    'footer.help.amlPolicy': 'AML policy',
    'footer.copyright': `© 2026 ${DEMO_BRAND}. All rights reserved. 18+`,
    'licence.text': `${DEMO_BRAND} is a demo brand operated under sandbox licence No. BA-0001. Gambling can be addictive, play responsibly.`,
    'contacts.address': '1 Demo Street, Sandbox City',
  },
  ru: {
    'footer.betting.title': 'Ставки',
    'footer.betting.line': 'Линия',
    'footer.betting.live': 'Лайв',
    'footer.betting.results': 'Результаты',
    'footer.betting.statistics': 'Статистика',
    'footer.casino.title': 'Казино',
    'footer.casino.casino': 'Казино',
    'footer.casino.slots': 'Слоты',
    'footer.casino.liveCasino': 'Лайв-казино',
    'footer.casino.poker': 'Покер',
    'footer.information.title': 'Информация',
    'footer.information.about': 'О нас',
    'footer.information.rules': 'Правила',
    'footer.information.responsibleGaming': 'Ответственная игра',
    'footer.information.cookies': 'Файлы cookie',
    'footer.information.contacts': 'Контакты',
    'footer.help.title': 'Помощь',
    'footer.help.howToBet': 'Как сделать ставку',
    'footer.help.payments': 'Способы оплаты',
    'footer.help.licenses': 'Лицензии',
    'footer.help.amlPolicy': 'Политика AML',
    'footer.copyright': `© 2026 ${DEMO_BRAND}. Все права защищены. 18+`,
    'licence.text': `${DEMO_BRAND} — демонстрационный бренд, работающий по тестовой лицензии № BA-0001. Азартные игры могут вызывать зависимость, играйте ответственно.`,
    'contacts.address': 'Демо-улица, 1, Песочный город',
  },
};

export const demoConfigGroups: Readonly<Record<string, ConfigGroup>> = {
  // spec 01 §3 Registration reminder config: delay in seconds, interval in minutes.
  registrationReminder: { delay: 30, interval: 60 },
  // spec 01 §4 New-site information modal: off, so pages open without it; a test turns it on.
  newSiteModal: { isEnabled: false },
  cookieConsent: { isPopupEnabled: true },
  // issue 12 §5 (analyticsGroupSchema): no tag manager, so nothing calls Google; the collector on.
  analytics: { gtmId: null, collectorEnabled: true },
  // Home-page snow (snowGroupSchema): off, so screenshots and tests see a still page.
  snow: { isEnabled: false },
  // spec 01 §2; the schema is routesGroupSchema in server/upstream/schemas/config-groups.ts.
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
  // spec 02 §5; the schema is couponGroupSchema in server/upstream/schemas/coupon.ts.
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
  seo: { projectId: 1, domain: 'betarena.example' },
};

export const demoRedirectRules: readonly RedirectRule[] = [
  { from: '/en/old-bonus', to: '/en/promotions/welcome', code: 301 },
];

type DemoPageTexts = Pick<SeoPageData, 'title' | 'description'> & Partial<SeoPageData>;

interface DemoSeoPage {
  section: string;
  subsectionId?: string;
  /** Fields that are the same in both languages. */
  shared?: Partial<SeoPageData>;
  en: DemoPageTexts;
  ru: DemoPageTexts;
}

const demoSeoPages: readonly DemoSeoPage[] = [
  {
    section: 'home',
    shared: {
      metas: [{ name: 'dmca-site-verification', content: 'sandbox-dmca-verification' }],
      mediaAlternates: [{ mediaType: 'mobile', urlPath: '/', toDomain: `m.${DEMO_DOMAIN}` }],
    },
    en: {
      title: `${DEMO_BRAND} — sports betting and online casino`,
      description: `Bet on football, tennis, basketball and 40 more sports before the match and live at ${DEMO_BRAND}. Casino, slots and live dealers in one account.`,
    },
    ru: {
      title: `${DEMO_BRAND} — ставки на спорт и онлайн-казино`,
      description: `Ставки на футбол, теннис, баскетбол и ещё 40 видов спорта до матча и в лайве на ${DEMO_BRAND}. Казино, слоты и живые дилеры в одном аккаунте.`,
    },
  },
  {
    section: 'line',
    en: {
      title: `Sports betting line: pre-match odds — ${DEMO_BRAND}`,
      description: `Pre-match odds on thousands of events every day: football, tennis, hockey, esports and more. Place your bets at ${DEMO_BRAND}.`,
    },
    ru: {
      title: `Линия ставок на спорт: коэффициенты до матча — ${DEMO_BRAND}`,
      description: `Коэффициенты до начала матча на тысячи событий каждый день: футбол, теннис, хоккей, киберспорт и другие. Делайте ставки на ${DEMO_BRAND}.`,
    },
  },
  {
    section: 'live',
    en: {
      title: `Live betting: in-play odds — ${DEMO_BRAND}`,
      description: `Bet on matches as they happen, with odds updated every second, live scores and match trackers at ${DEMO_BRAND}.`,
    },
    ru: {
      title: `Ставки в лайве: коэффициенты по ходу матча — ${DEMO_BRAND}`,
      description: `Ставки по ходу матча с коэффициентами, которые обновляются каждую секунду, онлайн-счётом и трекером матча на ${DEMO_BRAND}.`,
    },
  },
  {
    section: 'casinoCategory',
    en: {
      title: `Online casino games — ${DEMO_BRAND}`,
      description: `Roulette, blackjack, baccarat and hundreds of other casino games from leading providers. Play at ${DEMO_BRAND}.`,
    },
    ru: {
      title: `Онлайн-казино — ${DEMO_BRAND}`,
      description: `Рулетка, блэкджек, баккара и сотни других игр казино от ведущих провайдеров. Играйте на ${DEMO_BRAND}.`,
    },
  },
  {
    section: 'casinoCategory',
    subsectionId: 'live-casino',
    en: {
      title: `Live casino with real dealers — ${DEMO_BRAND}`,
      description: `Live roulette, blackjack and game shows streamed in HD with real dealers, around the clock at ${DEMO_BRAND}.`,
    },
    ru: {
      title: `Лайв-казино с живыми дилерами — ${DEMO_BRAND}`,
      description: `Рулетка, блэкджек и игровые шоу с живыми дилерами в HD-трансляции круглосуточно на ${DEMO_BRAND}.`,
    },
  },
  {
    section: 'slotsCategory',
    en: {
      title: `Online slots — ${DEMO_BRAND}`,
      description: `Thousands of slots from top providers: classic fruit machines, Megaways, jackpots and new releases every week at ${DEMO_BRAND}.`,
    },
    ru: {
      title: `Игровые автоматы онлайн — ${DEMO_BRAND}`,
      description: `Тысячи слотов от лучших провайдеров: классические автоматы, Megaways, джекпоты и новинки каждую неделю на ${DEMO_BRAND}.`,
    },
  },
  {
    section: 'slotsCategory',
    subsectionId: 'megaways',
    en: {
      title: `Megaways slots — ${DEMO_BRAND}`,
      description: `Slots with up to 117,649 ways to win on every spin. Play Megaways games at ${DEMO_BRAND}.`,
    },
    ru: {
      title: `Слоты Megaways — ${DEMO_BRAND}`,
      description: `Слоты, в которых до 117 649 выигрышных комбинаций на каждом вращении. Играйте в Megaways на ${DEMO_BRAND}.`,
    },
  },
  {
    section: 'rules',
    en: {
      title: `Betting rules — ${DEMO_BRAND}`,
      description: `How ${DEMO_BRAND} accepts and settles bets, and the terms of using your account.`,
    },
    ru: {
      title: `Правила приёма ставок — ${DEMO_BRAND}`,
      description: `Как ${DEMO_BRAND} принимает и рассчитывает ставки, и условия пользования аккаунтом.`,
    },
  },
  {
    section: 'about',
    en: {
      title: `About ${DEMO_BRAND}`,
      description: `${DEMO_BRAND} is a licensed bookmaker and online casino. Learn about our licence, our values and how we keep play fair.`,
    },
    ru: {
      title: `О компании ${DEMO_BRAND}`,
      description: `${DEMO_BRAND} — лицензированная букмекерская компания и онлайн-казино. Узнайте о нашей лицензии, ценностях и о том, как мы обеспечиваем честную игру.`,
    },
  },
  {
    section: 'contacts',
    en: {
      title: `Contact ${DEMO_BRAND} support`,
      description: `Reach ${DEMO_BRAND} support around the clock by chat, e-mail or phone. We answer questions about bets, payments and your account.`,
    },
    ru: {
      title: `Контакты службы поддержки ${DEMO_BRAND}`,
      description: `Служба поддержки ${DEMO_BRAND} работает круглосуточно: чат, e-mail и телефон. Ответим на вопросы о ставках, платежах и аккаунте.`,
    },
  },
  {
    section: 'promotion',
    en: {
      title: `Bonuses and promotions — ${DEMO_BRAND}`,
      description: `Welcome bonus, cashback, express boosters and other current offers for sports betting and casino players at ${DEMO_BRAND}.`,
    },
    ru: {
      title: `Бонусы и акции — ${DEMO_BRAND}`,
      description: `Приветственный бонус, кешбэк, бустер экспрессов и другие актуальные предложения для игроков в ставки и казино на ${DEMO_BRAND}.`,
    },
  },
  {
    section: 'responsibleGaming',
    en: {
      title: `Responsible gaming — ${DEMO_BRAND}`,
      description: `Set deposit and session limits, take a break or exclude yourself. ${DEMO_BRAND} helps you keep gambling fun and under control.`,
    },
    ru: {
      title: `Ответственная игра — ${DEMO_BRAND}`,
      description: `Установите лимиты на депозиты и игровые сессии, возьмите паузу или исключите себя из игры. ${DEMO_BRAND} помогает играть в удовольствие и под контролем.`,
    },
  },
  {
    section: 'results',
    shared: { hierarchyMetaRobots: 'noindex, follow' },
    en: {
      title: `Match results — ${DEMO_BRAND}`,
      description: `Final scores and settled results of sports events at ${DEMO_BRAND}.`,
    },
    ru: {
      title: `Результаты матчей — ${DEMO_BRAND}`,
      description: `Итоговые счета и результаты спортивных событий на ${DEMO_BRAND}.`,
    },
  },
  {
    section: 'news',
    shared: {
      customCanonical: { mode: 'mirror', targetUrl: null, domain: `news.${DEMO_DOMAIN}` },
    },
    en: {
      title: `Sports and betting news — ${DEMO_BRAND}`,
      description: `Match previews, transfer news and betting tips from the ${DEMO_BRAND} editorial team.`,
    },
    ru: {
      title: `Новости спорта и ставок — ${DEMO_BRAND}`,
      description: `Анонсы матчей, трансферные новости и прогнозы от редакции ${DEMO_BRAND}.`,
    },
  },
  {
    section: 'promo',
    en: {
      title: `Welcome bonus — ${DEMO_BRAND}`,
      description: `Get a bonus on your first deposit and start betting at ${DEMO_BRAND}.`,
      customCanonical: { mode: 'url', targetUrl: '/en/promotions/welcome', domain: null },
    },
    ru: {
      title: `Приветственный бонус — ${DEMO_BRAND}`,
      description: `Получите бонус на первый депозит и начните делать ставки на ${DEMO_BRAND}.`,
      customCanonical: { mode: 'url', targetUrl: '/ru/promotions/welcome', domain: null },
    },
  },
];

export const demoSeoPageData: readonly { key: SeoKey; value: SeoPageData }[] = demoSeoPages.flatMap(
  (page) =>
    (['en', 'ru'] as const).map((language) => ({
      key: { section: page.section, language, subsectionId: page.subsectionId },
      value: {
        metaRobots: null,
        hierarchyMetaRobots: null,
        metas: [],
        customCanonical: null,
        alternativeLinks: [],
        mediaAlternates: [],
        ...page.shared,
        ...page[language],
      },
    })),
);

export const demoSeoContent: readonly { key: SeoKey; value: SeoContent }[] = [
  {
    key: { section: 'home', language: 'en' },
    value: {
      style: '',
      isBlocked: false,
      content: [
        `<h2>Sports betting at ${DEMO_BRAND}</h2>`,
        `<p>${DEMO_BRAND} offers pre-match and live betting on more than 40 sports, from football, tennis and basketball to cricket, hockey and esports. Thousands of events are open every day, with markets on results, totals, handicaps and player statistics.</p>`,
        '<h2>Live betting</h2>',
        '<p>In the live section the odds move with the game. Follow the score, the match tracker and the statistics, and place a bet in one click while the match is on.</p>',
        '<h2>Casino and slots</h2>',
        `<p>Besides sports, ${DEMO_BRAND} has an online casino with slots, roulette, blackjack and live dealers. One account and one balance work for both.</p>`,
        '<h2>Play responsibly</h2>',
        '<p>Betting is for adults only (18+). Set deposit and session limits in your account, and contact support whenever you need help.</p>',
      ].join(''),
    },
  },
  {
    key: { section: 'home', language: 'ru' },
    value: {
      style: '',
      isBlocked: false,
      content: [
        `<h2>Ставки на спорт в ${DEMO_BRAND}</h2>`,
        `<p>${DEMO_BRAND} принимает ставки до матча и в лайве более чем на 40 видов спорта: от футбола, тенниса и баскетбола до крикета, хоккея и киберспорта. Каждый день открыты тысячи событий с рынками на исход, тоталы, форы и статистику игроков.</p>`,
        '<h2>Ставки в лайве</h2>',
        '<p>В лайве коэффициенты меняются по ходу игры. Следите за счётом, трекером и статистикой матча и делайте ставку в один клик, пока идёт игра.</p>',
        '<h2>Казино и слоты</h2>',
        `<p>Кроме спорта, в ${DEMO_BRAND} есть онлайн-казино со слотами, рулеткой, блэкджеком и живыми дилерами. Один аккаунт и один баланс для всего.</p>`,
        '<h2>Играйте ответственно</h2>',
        '<p>Ставки доступны только совершеннолетним (18+). Установите лимиты на депозиты и игровые сессии в личном кабинете и обращайтесь в поддержку, если нужна помощь.</p>',
      ].join(''),
    },
  },
];

export const demoSeoPageVisual: readonly { key: SeoKey; value: SeoPageVisual }[] = [
  {
    key: { section: 'home', language: 'en' },
    value: { h1: 'Sports betting and casino', breadcrumbs: [] },
  },
  {
    key: { section: 'home', language: 'ru' },
    value: { h1: 'Ставки на спорт и казино', breadcrumbs: [] },
  },
  {
    key: { section: 'casinoCategory', language: 'en', subsectionId: 'live-casino' },
    value: {
      h1: 'Live casino',
      breadcrumbs: [
        { name: 'Home', url: '/en' },
        { name: 'Casino', url: '/en/casino' },
        { name: 'Live casino', url: '/en/live-casino' },
      ],
    },
  },
  {
    key: { section: 'casinoCategory', language: 'ru', subsectionId: 'live-casino' },
    value: {
      h1: 'Лайв-казино',
      breadcrumbs: [
        { name: 'Главная', url: '/ru' },
        { name: 'Казино', url: '/ru/casino' },
        { name: 'Лайв-казино', url: '/ru/live-casino' },
      ],
    },
  },
];

function seedSeoRecords(store: SandboxStore): void {
  for (const { key, value } of demoSeoPageData) store.putSeoRecord('page-data', key, value);
  for (const { key, value } of demoSeoContent) store.putSeoRecord('content', key, value);
  for (const { key, value } of demoSeoPageVisual) store.putSeoRecord('page-visual', key, value);
}

/**
 * Writes the demo data; the caller wipes first when the store is not empty. `now` (epoch ms) is
 * when the line's games are scheduled from.
 */
export function seedDemoData(store: SandboxStore, now: number): void {
  store.transaction(() => {
    store.replaceLanguages(demoLanguages);
    store.setDocument('hiddenLanguages', []);
    store.setDocument('siteConfig', demoSiteConfig);
    store.setDocument('maintenance', demoMaintenance);
    store.setDocument('customizeConfig', {
      geo_with_twelve_format: [],
      has_twelve_h_by_geo: false,
    });
    store.setDocument('licence', {
      dmca: {
        domains: ['betarena.example'],
        name: 'dmca-site-verification',
        content: 'sandbox-dmca-verification',
      },
      textKey: 'licence.text',
    });
    store.setDocument('footer', demoFooter);
    store.setDocument('contacts', {
      email: 'support@betarena.example',
      phone: '+1 555 010 0100',
      addressKey: 'contacts.address',
      socials: [
        { network: 'telegram', href: 'https://t.me/betarena_demo' },
        { network: 'x', href: 'https://x.com/betarena_demo' },
        { network: 'youtube', href: 'https://www.youtube.com/@betarena_demo' },
      ],
    });
    store.setDocument('fatmanApiKey', { key: 'sandbox-fatman-key' });
    store.setDocument('verificationTypes', [
      { id: 1, kind: 'face_id' },
      { id: 2, kind: 'documents' },
    ]);
    store.setDocument('globalBlock', { displayTypeId: 0, templateTypeId: null });
    for (const [lang, texts] of Object.entries(demoTexts)) store.putTexts(lang, texts);
    for (const [name, group] of Object.entries(demoConfigGroups)) {
      store.putConfigGroup(name, group);
    }
    for (const rule of demoRedirectRules) store.putRedirectRule(rule);
    seedSeoRecords(store);
    seedAuthData(store);
    seedLineData(store, now);
    seedAccountData(store, new Date(now).toISOString());
    seedOfficeActivity(store, now);
    seedOfficeVerification(store.officeVerification, now);
  });
}

/** The schema version that added the SEO records and the routes group's lists. */
const SEO_SCHEMA_VERSION = 2;
/** The schema version that added users, logins and codes, and the phone data documents. */
const AUTH_SCHEMA_VERSION = 3;
/** The schema version that added the line, accounts and coupons. */
const BETTING_SCHEMA_VERSION = 4;
/** The schema version that added payments, bonuses, the inbox and support requests. */
const OFFICE_ACTIVITY_SCHEMA_VERSION = 7;

/** A group as stored, with the seed's fields it lacks added. */
function completeGroup(store: SandboxStore, name: string): void {
  const stored = store.getConfigGroups([name])[name];
  const seeded = demoConfigGroups[name];
  if (stored !== undefined && seeded !== undefined) {
    store.putConfigGroup(name, { ...seeded, ...stored });
  }
}

/**
 * Brings a database seeded by an older version up to date without undoing what the control API
 * changed since: the routes and coupon groups get the fields they lack, the SEO records are
 * seeded, the demo players and phone data are added, the line and the demo players' accounts, and
 * the demo player's office activity (office-activity-seed.ts).
 */
export function upgradeDemoData(store: SandboxStore, fromVersion: number, now: number): void {
  if (fromVersion === 0 || fromVersion >= OFFICE_ACTIVITY_SCHEMA_VERSION) return;
  store.transaction(() => {
    if (fromVersion < SEO_SCHEMA_VERSION) {
      completeGroup(store, 'routes');
      seedSeoRecords(store);
    }
    if (fromVersion < AUTH_SCHEMA_VERSION) seedAuthData(store);
    if (fromVersion < BETTING_SCHEMA_VERSION) {
      completeGroup(store, 'coupon');
      seedLineData(store, now);
      seedAccountData(store, new Date(now).toISOString());
    }
    seedOfficeActivity(store, now);
  });
}

/** Back to the demo state: every persisted change is dropped; the line is scheduled from `now`. */
export function resetToDemoData(store: SandboxStore, now: number): void {
  store.transaction(() => {
    store.wipe();
    seedDemoData(store, now);
  });
}

/**
 * The demo players' password hash, made once per process: scrypt is slow on purpose (about 50 ms
 * a hash), and every fresh database (each sandbox test starts one) would pay it per player. The
 * demo password is public, so one salt for all of them hides nothing.
 */
let demoPasswordHash: string | undefined;

/** Writes the players and the phone data; the caller runs it in a transaction. */
function seedAuthData(store: SandboxStore): void {
  store.setDocument('phoneCountries', demoPhoneCountries);
  store.setDocument('phoneMasks', demoPhoneMasks);
  const createdAt = new Date().toISOString();
  for (const user of demoUsers) {
    if (store.auth.findUserById(user.id) !== undefined) continue;
    store.auth.insertUser({
      ...user,
      passwordHash: (demoPasswordHash ??= hashPasswordSync(DEMO_PASSWORD)),
      createdAt,
    });
  }
}
