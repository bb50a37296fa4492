/** The header's main sections (spec 01 §2), in display order; keys are message keys under nav. */
export const MAIN_SECTIONS = [
  { key: 'line', href: '/line' },
  { key: 'live', href: '/live' },
  { key: 'casino', href: '/casino' },
  { key: 'slots', href: '/slots' },
  { key: 'liveCasino', href: '/live-casino' },
  { key: 'fastGames', href: '/fast-games' },
  { key: 'poker', href: '/poker' },
  { key: 'toto', href: '/toto' },
  { key: 'promotions', href: '/bonuses' },
] as const;

export type MainSectionKey = (typeof MAIN_SECTIONS)[number]['key'];
