/**
 * The records behind the SEO API (spec 01 §3 "SEO page data", §7 "SEO module"): page data,
 * content and page visual. Each kind is stored per (section, language) and, more specifically,
 * per (section, language, subsectionId). A page gets its subsection's record, else its
 * section's, else a built-in default made from the section's name.
 */
import type { z } from 'zod';
import {
  seoContentAnswerSchema,
  seoPageDataSchema,
  seoPageVisualAnswerSchema,
} from '@/server/upstream/schemas/seo';
import { DEMO_BRAND } from './seed';
import type { SandboxStore } from './store';

export const seoRecordSchemas = {
  'page-data': seoPageDataSchema,
  content: seoContentAnswerSchema.shape.data,
  'page-visual': seoPageVisualAnswerSchema.shape.data,
} as const;

export type SeoKind = keyof typeof seoRecordSchemas;
export type SeoRecord<K extends SeoKind> = z.infer<(typeof seoRecordSchemas)[K]>;

type SeoPageData = SeoRecord<'page-data'>;

/** Where a record applies. An absent or empty subsectionId means the whole section. */
export interface SeoKey {
  section: string;
  language: string;
  subsectionId?: string | undefined;
}

/** Section names for the default titles; a section missing here is named from its id. */
const sectionNames: Readonly<Record<string, { en: string; ru?: string }>> = {
  home: { en: 'Home', ru: 'Главная' },
  line: { en: 'Line', ru: 'Линия' },
  live: { en: 'Live', ru: 'Лайв' },
  results: { en: 'Results', ru: 'Результаты' },
  statistic: { en: 'Statistics', ru: 'Статистика' },
  news: { en: 'News', ru: 'Новости' },
  promo: { en: 'Promo', ru: 'Промо' },
  promotions: { en: 'Promotions', ru: 'Акции' },
  promotion: { en: 'Promotion', ru: 'Акция' },
  casinoCategory: { en: 'Casino', ru: 'Казино' },
  slotsCategory: { en: 'Slots', ru: 'Слоты' },
  poker: { en: 'Poker', ru: 'Покер' },
  virtualsports: { en: 'Virtual sports', ru: 'Виртуальный спорт' },
  rules: { en: 'Rules', ru: 'Правила' },
  about: { en: 'About us', ru: 'О нас' },
  contacts: { en: 'Contacts', ru: 'Контакты' },
  howbet: { en: 'How to bet', ru: 'Как сделать ставку' },
  cookies: { en: 'Cookies', ru: 'Файлы cookie' },
  licenses: { en: 'Licenses', ru: 'Лицензии' },
  amlpolicy: { en: 'AML policy', ru: 'Политика AML' },
  amlPolicy: { en: 'AML policy', ru: 'Политика AML' },
  responsiblegaming: { en: 'Responsible gaming', ru: 'Ответственная игра' },
  responsibleGaming: { en: 'Responsible gaming', ru: 'Ответственная игра' },
  bettingCalculator: { en: 'Betting calculator', ru: 'Калькулятор ставок' },
  payment: { en: 'Payments', ru: 'Способы оплаты' },
  registration: { en: 'Registration', ru: 'Регистрация' },
};

/** `casinoCategory`, `fast-games` and `cash_terminals` read "Casino category", "Fast games"… */
export function sectionWords(section: string): string {
  const words = section
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter((word) => word !== '')
    .map((word) => word.toLowerCase());
  const text = words.join(' ');
  return text === '' ? section : `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

function defaultPageData(section: string, language: string): SeoPageData {
  const names = Object.hasOwn(sectionNames, section) ? sectionNames[section] : undefined;
  const ru = language === 'ru' ? names?.ru : undefined;
  const title = ru ?? names?.en ?? sectionWords(section);
  const description =
    ru === undefined
      ? `${title} at ${DEMO_BRAND}, the home of sports betting and online casino games.`
      : `${title} на ${DEMO_BRAND} — ставки на спорт и игры онлайн-казино.`;
  return {
    title: `${title} — ${DEMO_BRAND}`,
    description,
    metaRobots: null,
    hierarchyMetaRobots: null,
    metas: [],
    customCanonical: null,
    alternativeLinks: [],
    mediaAlternates: [],
  };
}

/** What a page gets when neither its subsection nor its section has a record. */
export function defaultSeoRecord<K extends SeoKind>(kind: K, key: SeoKey): SeoRecord<K> {
  const byKind: { [Kind in SeoKind]: () => SeoRecord<Kind> } = {
    'page-data': () => defaultPageData(key.section, key.language),
    content: () => ({ style: '', content: '', isBlocked: false }),
    'page-visual': () => ({ h1: null, breadcrumbs: [] }),
  };
  return byKind[kind]();
}

/** The record of the page: the subsection's, else the section's, else the default. */
export function resolveSeoRecord<K extends SeoKind>(
  store: SandboxStore,
  kind: K,
  key: SeoKey,
): SeoRecord<K> {
  if (key.subsectionId !== undefined && key.subsectionId !== '') {
    const subsection = store.findSeoRecord(kind, key);
    if (subsection !== undefined) return subsection;
  }
  return (
    store.findSeoRecord(kind, { section: key.section, language: key.language }) ??
    defaultSeoRecord(kind, key)
  );
}
