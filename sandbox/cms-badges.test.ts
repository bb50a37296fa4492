/** @jest-environment node */
import {
  CASINO_OFFERS,
  GAMES_LANDINGS,
  PARTNER_OFFERS,
  TOURNAMENTS,
  casinoOfferOf,
  gamesLandingOf,
  partnerOfferOf,
  tournamentOf,
} from './cms-bonus-content';
import type { CmsLang } from './cms-content';

const NOW = Date.parse('2026-11-18T10:30:00Z');

/**
 * Every badge a bonus page shows, in one language, by the slug of what carries it. (A landing's
 * badge is only drawn on its preview picture, in ASCII for every language: docs/decisions.md.)
 */
function badgesIn(lang: CmsLang): [string, string][] {
  return [
    ...CASINO_OFFERS.map((d) => casinoOfferOf(d, lang)).map((o) => [o.slug, o.badge]),
    ...TOURNAMENTS.map((d) => tournamentOf(d, lang, NOW)).map((t) => [t.slug, t.badge]),
    ...PARTNER_OFFERS.map((d) => partnerOfferOf(d, lang)).map((o) => [o.slug, o.badge]),
    ...GAMES_LANDINGS.map((d) => gamesLandingOf(d, lang)).map((l) => [l.slug, l.badge]),
  ] as [string, string][];
}

describe('CMS badges', () => {
  it('are in Russian in the Russian answers: no Latin word on a /ru banner', () => {
    const latin = badgesIn('ru').filter(([, badge]) => /[A-Za-z]{2,}/.test(badge));
    expect(latin).toEqual([]);
    expect(badgesIn('ru')).toContainEqual(['partner-cup', 'ФРИБЕТ €50']);
  });

  it('keep their English in the English answers, one per item in both', () => {
    const en = badgesIn('en');
    expect(en).toContainEqual(['partner-cup', '€50 FREE BET']);
    expect(en.map(([slug]) => slug)).toEqual(badgesIn('ru').map(([slug]) => slug));
    for (const [, badge] of [...en, ...badgesIn('ru')]) expect(badge.trim()).not.toBe('');
  });
});
