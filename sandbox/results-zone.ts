/**
 * The virtual sports zone (spec 01 §2 "Other": `results/zone`): a virtual football match, a
 * horse race and a greyhound race run on fixed cycles around the clock, each result drawn from a
 * generator seeded by the sport and the event's number, so the zone needs no table.
 */
import { MINUTE_MS } from './line-game';
import { mixSeed, poissonDraw, randomInt, seededRng } from './line-model';

type Lang = 'en' | 'ru';

interface ZoneSportEntry {
  code: number;
  slug: string;
  name: Record<Lang, string>;
  eventName: Record<Lang, string>;
  /** A new event starts every this many ms; its result is known when the next one starts. */
  everyMs: number;
  kind: 'score' | 'placings';
  entrants: readonly string[];
}

export const ZONE_SPORTS: readonly ZoneSportEntry[] = [
  {
    code: 1,
    slug: 'virtual-football',
    name: { en: 'Virtual football', ru: 'Виртуальный футбол' },
    eventName: { en: 'Matchday', ru: 'Тур' },
    everyMs: 3 * MINUTE_MS,
    kind: 'score',
    entrants: [
      'Red Lions',
      'Blue Harbour',
      'Northbridge',
      'Castle United',
      'Riverside',
      'Port Royal',
      'Ashford City',
      'Kingsgate',
      'Westmoor',
      'Eastfield',
      'Hill Rovers',
      'Stormhaven',
    ],
  },
  {
    code: 2,
    slug: 'virtual-horse-racing',
    name: { en: 'Virtual horse racing', ru: 'Виртуальные скачки' },
    eventName: { en: 'Race', ru: 'Заезд' },
    everyMs: 4 * MINUTE_MS,
    kind: 'placings',
    entrants: [
      'Silver Comet',
      'Midnight Dancer',
      'Golden Arrow',
      'Thunder Road',
      'Lucky Clover',
      'Desert Wind',
      'Royal Crown',
      'Blue Velvet',
      'Iron Duke',
      'Morning Star',
    ],
  },
  {
    code: 3,
    slug: 'virtual-greyhounds',
    name: { en: 'Virtual greyhounds', ru: 'Виртуальные бега' },
    eventName: { en: 'Race', ru: 'Забег' },
    everyMs: 5 * MINUTE_MS,
    kind: 'placings',
    entrants: [
      'Swift Arrow',
      'Night Runner',
      'Flash Gordon',
      'Rocket Girl',
      'Dusty Trail',
      'Jet Set',
    ],
  },
];

/** How many finished events of each zone sport are listed. */
export const ZONE_EVENTS_LISTED = 12;
/** Event ids: the zone sport and the event's number in one number. */
const ZONE_ID_FACTOR = 1_000_000_000;

export type ZoneResult =
  | { kind: 'score'; home: string; away: string; score: { home: number; away: number } }
  | { kind: 'placings'; runners: string[] };

export interface ZoneEventRecord {
  id: number;
  startTime: number;
  name: string;
  result: ZoneResult;
}

function shuffle<T>(rng: () => number, list: readonly T[]): T[] {
  const copy = [...list];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = randomInt(rng, index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

function resultOf(sport: ZoneSportEntry, number: number): ZoneResult {
  const rng = seededRng(mixSeed(sport.code, number, 0x20e));
  const order = shuffle(rng, sport.entrants);
  if (sport.kind === 'placings') return { kind: 'placings', runners: order.slice(0, 3) };
  return {
    kind: 'score',
    home: order[0] ?? '',
    away: order[1] ?? '',
    score: { home: poissonDraw(rng, 1.5), away: poissonDraw(rng, 1.2) },
  };
}

/** The latest finished events of each zone sport, newest first. */
export function zoneResults(now: number, lang: Lang) {
  return ZONE_SPORTS.map((sport) => {
    const current = Math.floor(now / sport.everyMs);
    const events: ZoneEventRecord[] = [];
    for (let number = current - 1; number >= current - ZONE_EVENTS_LISTED; number--) {
      events.push({
        id: sport.code * ZONE_ID_FACTOR + number,
        startTime: number * sport.everyMs,
        name: `${sport.eventName[lang]} ${number % 10_000}`,
        result: resultOf(sport, number),
      });
    }
    return { slug: sport.slug, name: sport.name[lang], events };
  });
}
