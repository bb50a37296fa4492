/**
 * Demo data written into an empty database and again on every reset: one brand ("Bet Arena"),
 * English and Russian, a footer of four columns, the start-up config groups, one redirect rule
 * and no block.
 */
import type { Language, Maintenance, SiteConfig } from '@/server/upstream/schemas/config';
import type { FooterLayout } from './documents';
import type { ConfigGroup, RedirectRule, SandboxStore } from './store';

export const DEMO_BRAND = 'Bet Arena';

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
  isShowPaymentPageOnlyAuth: true,
  availableRoutes: [13, 47, 52],
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
  cookieConsent: { isPopupEnabled: true },
  routes: {
    forced404: ['/promo-2019'],
    bonusRouteVariant: 'bonuses',
    isSlotFirstDepositRedirect: true,
  },
  coupon: {
    minMaxAmountTypes: [0, 1, 2],
    isBonusBetAllowed: true,
    isOneClickEnabled: true,
    isVipBetEnabled: true,
  },
  seo: { projectId: 1, domain: 'betarena.example' },
};

export const demoRedirectRules: readonly RedirectRule[] = [
  { from: '/en/old-bonus', to: '/en/promotions/welcome', code: 301 },
];

/** Writes the demo data; the caller wipes first when the store is not empty. */
export function seedDemoData(store: SandboxStore): void {
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
  });
}

/** Back to the demo state: every persisted change is dropped. */
export function resetToDemoData(store: SandboxStore): void {
  store.transaction(() => {
    store.wipe();
    seedDemoData(store);
  });
}
