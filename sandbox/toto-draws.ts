/**
 * The sandbox's toto (docs/upstream-contract.md "Toto API"): a few toto types, each drawn on a
 * fixed schedule from an epoch, so every draw (its events, the players' share of bets, its
 * results and winners) follows from the toto, the draw number and the clock, like the casino
 * catalogue is code. Only the players' coupons are stored (toto-store.ts).
 */
import type { TotoPick } from '@contract/toto';
import { TOTO_PICKS } from '@contract/toto';
import type { Lang } from './line-answer';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Draw 1 of every toto closes one period after this. */
export const TOTO_EPOCH_MS = Date.UTC(2026, 0, 1, 16, 0, 0);
/** A closed draw's matches are played out and its results published this long after closing. */
export const TOTO_RESULTS_AFTER_MS = 6 * HOUR_MS;
/** The past draws a toto keeps answering. */
export const TOTO_HISTORY_DRAWS = 30;

type Named = Readonly<Record<Lang, string>>;

export interface TotoType {
  id: number;
  slug: string;
  name: Named;
  eventCount: number;
  periodMs: number;
  /** In minor units of `currency`. */
  combinationPriceMinor: number;
  maxCombinations: number;
  currency: string;
  /** The correct-pick counts that win, best first. */
  prizeTiers: readonly number[];
  /** The share of the pool each tier splits, in the order of prizeTiers. */
  tierShares: readonly number[];
  jackpotBaseMinor: number;
  clubs: readonly Club[];
}

interface Club {
  name: Named;
  league: Named;
}

const league = (en: string, ru: string): Named => ({ en, ru });
const EPL = league('Premier League', 'Премьер-лига');
const LALIGA = league('LaLiga', 'Ла Лига');
const SERIE_A = league('Serie A', 'Серия A');
const BUNDESLIGA = league('Bundesliga', 'Бундеслига');
const KHL = league('KHL', 'КХЛ');

const club = (en: string, ru: string, of: Named): Club => ({ name: { en, ru }, league: of });

const FOOTBALL_CLUBS: readonly Club[] = [
  club('Arsenal', 'Арсенал', EPL),
  club('Chelsea', 'Челси', EPL),
  club('Liverpool', 'Ливерпуль', EPL),
  club('Manchester City', 'Манчестер Сити', EPL),
  club('Manchester United', 'Манчестер Юнайтед', EPL),
  club('Tottenham', 'Тоттенхэм', EPL),
  club('Newcastle', 'Ньюкасл', EPL),
  club('Aston Villa', 'Астон Вилла', EPL),
  club('Real Madrid', 'Реал Мадрид', LALIGA),
  club('Barcelona', 'Барселона', LALIGA),
  club('Atletico Madrid', 'Атлетико Мадрид', LALIGA),
  club('Sevilla', 'Севилья', LALIGA),
  club('Valencia', 'Валенсия', LALIGA),
  club('Villarreal', 'Вильярреал', LALIGA),
  club('Real Sociedad', 'Реал Сосьедад', LALIGA),
  club('Athletic Bilbao', 'Атлетик Бильбао', LALIGA),
  club('Juventus', 'Ювентус', SERIE_A),
  club('Inter', 'Интер', SERIE_A),
  club('Milan', 'Милан', SERIE_A),
  club('Napoli', 'Наполи', SERIE_A),
  club('Roma', 'Рома', SERIE_A),
  club('Lazio', 'Лацио', SERIE_A),
  club('Atalanta', 'Аталанта', SERIE_A),
  club('Fiorentina', 'Фиорентина', SERIE_A),
  club('Bayern Munich', 'Бавария', BUNDESLIGA),
  club('Borussia Dortmund', 'Боруссия Дортмунд', BUNDESLIGA),
  club('RB Leipzig', 'РБ Лейпциг', BUNDESLIGA),
  club('Bayer Leverkusen', 'Байер Леверкузен', BUNDESLIGA),
  club('Eintracht Frankfurt', 'Айнтрахт Франкфурт', BUNDESLIGA),
  club('Wolfsburg', 'Вольфсбург', BUNDESLIGA),
  club('Stuttgart', 'Штутгарт', BUNDESLIGA),
  club('Freiburg', 'Фрайбург', BUNDESLIGA),
];

const HOCKEY_CLUBS: readonly Club[] = [
  club('CSKA Moscow', 'ЦСКА', KHL),
  club('SKA Saint Petersburg', 'СКА', KHL),
  club('Ak Bars Kazan', 'Ак Барс', KHL),
  club('Metallurg Magnitogorsk', 'Металлург Мг', KHL),
  club('Dynamo Moscow', 'Динамо Москва', KHL),
  club('Avangard Omsk', 'Авангард', KHL),
  club('Salavat Yulaev', 'Салават Юлаев', KHL),
  club('Lokomotiv Yaroslavl', 'Локомотив', KHL),
  club('Traktor Chelyabinsk', 'Трактор', KHL),
  club('Spartak Moscow', 'Спартак', KHL),
  club('Torpedo Nizhny Novgorod', 'Торпедо', KHL),
  club('Severstal Cherepovets', 'Северсталь', KHL),
  club('Avtomobilist Yekaterinburg', 'Автомобилист', KHL),
  club('Sibir Novosibirsk', 'Сибирь', KHL),
  club('Barys Astana', 'Барыс', KHL),
  club('Amur Khabarovsk', 'Амур', KHL),
];

export const TOTO_TYPES: readonly TotoType[] = [
  {
    id: 1,
    slug: 'football',
    name: { en: 'Football Toto 15', ru: 'Футбольное тото 15' },
    eventCount: 15,
    periodMs: 3 * DAY_MS,
    combinationPriceMinor: 2_000,
    maxCombinations: 3_888,
    currency: 'RUB',
    prizeTiers: [15, 14, 13, 12, 11, 10, 9],
    tierShares: [0.3, 0.15, 0.12, 0.1, 0.1, 0.08, 0.05],
    jackpotBaseMinor: 500_000_000,
    clubs: FOOTBALL_CLUBS,
  },
  {
    id: 2,
    slug: 'express',
    name: { en: 'Express Toto 12', ru: 'Экспресс-тото 12' },
    eventCount: 12,
    periodMs: DAY_MS,
    combinationPriceMinor: 1_000,
    maxCombinations: 1_944,
    currency: 'RUB',
    prizeTiers: [12, 11, 10, 9],
    tierShares: [0.35, 0.2, 0.15, 0.1],
    jackpotBaseMinor: 100_000_000,
    clubs: FOOTBALL_CLUBS,
  },
  {
    id: 3,
    slug: 'hockey',
    name: { en: 'Hockey Toto 8', ru: 'Хоккейное тото 8' },
    eventCount: 8,
    periodMs: 2 * DAY_MS,
    combinationPriceMinor: 5_000,
    maxCombinations: 648,
    currency: 'RUB',
    prizeTiers: [8, 7, 6],
    tierShares: [0.4, 0.2, 0.15],
    jackpotBaseMinor: 20_000_000,
    clubs: HOCKEY_CLUBS,
  },
];

export function findTotoType(slug: string): TotoType | undefined {
  return TOTO_TYPES.find((toto) => toto.slug === slug);
}

/** Draw ids carry their toto: 100000 × toto id + draw number. */
const DRAW_ID_BASE = 100_000;

export function drawIdOf(toto: TotoType, number: number): number {
  return toto.id * DRAW_ID_BASE + number;
}

export function drawOfId(id: number): { toto: TotoType; number: number } | undefined {
  const toto = TOTO_TYPES.find((t) => t.id === Math.floor(id / DRAW_ID_BASE));
  const number = id % DRAW_ID_BASE;
  return toto === undefined || number < 1 ? undefined : { toto, number };
}

export function closesAtOf(toto: TotoType, number: number): number {
  return TOTO_EPOCH_MS + number * toto.periodMs;
}

/** The draw taking coupons at `now`: the first whose closing time is still ahead. */
export function currentDrawNumber(toto: TotoType, now: number): number {
  return Math.max(1, Math.floor((now - TOTO_EPOCH_MS) / toto.periodMs) + 1);
}

export type DrawStatus = 'upcoming' | 'open' | 'closed' | 'settled';

export function drawStatus(toto: TotoType, number: number, now: number): DrawStatus {
  const current = currentDrawNumber(toto, now);
  if (number > current) return 'upcoming';
  if (number === current) return 'open';
  return now >= closesAtOf(toto, number) + TOTO_RESULTS_AFTER_MS ? 'settled' : 'closed';
}

/** mulberry32: the same seed gives the same draw on every machine. */
export function seededRandom(...seed: number[]): () => number {
  let state = seed.reduce(
    (acc, n) => (Math.imul(acc ^ n, 0x9e3779b1) + 0x7f4a7c15) >>> 0,
    0x2545f491,
  );
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface DrawEvent {
  position: number;
  home: Named;
  away: Named;
  tournament: Named;
  startsAt: number;
  /** Percent with one decimal; the three add up to 100. */
  bets: Record<TotoPick, number>;
  result: TotoPick;
}

/** The draw's matches, the players' share of bets on each outcome and how each ended. */
export function drawEvents(toto: TotoType, number: number): DrawEvent[] {
  const random = seededRandom(toto.id, number);
  const clubs = [...toto.clubs];
  for (let i = clubs.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [clubs[i], clubs[j]] = [clubs[j]!, clubs[i]!];
  }
  const closesAt = closesAtOf(toto, number);
  return Array.from({ length: toto.eventCount }, (_, index) => {
    const home = clubs[(2 * index) % clubs.length]!;
    const away = clubs[(2 * index + 1) % clubs.length]!;
    const home1 = Math.round(250 + random() * 400);
    const draw = Math.round(150 + random() * 200);
    const bets = { '1': home1 / 10, X: draw / 10, '2': (1000 - home1 - draw) / 10 };
    const roll = random() * 100;
    const result: TotoPick = roll < bets['1'] ? '1' : roll < bets['1'] + bets.X ? 'X' : '2';
    return {
      position: index + 1,
      home: home.name,
      away: away.name,
      tournament: home.league,
      // The first match kicks off 30 minutes after closing, then one every 30 minutes.
      startsAt: closesAt + (index + 1) * 30 * 60_000,
      bets,
      result,
    };
  });
}

/** The pool the players' stakes made, in minor units, before the coupons stored here. */
export function basePoolMinor(toto: TotoType, number: number): number {
  const random = seededRandom(toto.id, number, 7);
  return Math.round((toto.jackpotBaseMinor / 2) * (1 + random()));
}

/** The jackpot grows with every draw nobody won it; a draw won resets it. */
export function jackpotMinor(toto: TotoType, number: number): number {
  let rollovers = 0;
  for (let n = number - 1; n >= 1 && rollovers < 10; n--) {
    if (tierWinnerCounts(toto, n)[0]! > 0) break;
    rollovers += 1;
  }
  return toto.jackpotBaseMinor + rollovers * Math.round(toto.jackpotBaseMinor / 10);
}

/** How many combinations won each tier of a settled draw. */
export function tierWinnerCounts(toto: TotoType, number: number): number[] {
  const random = seededRandom(toto.id, number, 11);
  return toto.prizeTiers.map((_, tier) =>
    tier === 0 ? (random() < 0.2 ? 1 : 0) : Math.round(random() * 4 ** tier * 3) + tier,
  );
}

/** What one combination of each tier pays, in minor units (0 for a tier nobody won). */
export function tierPayoutsMinor(toto: TotoType, number: number, extraPoolMinor = 0): number[] {
  const pool = basePoolMinor(toto, number) + extraPoolMinor;
  const counts = tierWinnerCounts(toto, number);
  return toto.tierShares.map((share, tier) => {
    const winners = counts[tier] ?? 0;
    if (winners === 0) return 0;
    const tierPool = tier === 0 ? jackpotMinor(toto, number) : Math.round(pool * share);
    return Math.floor(tierPool / winners);
  });
}

/* ---------- Coupons: pricing and scoring ---------- */

/** A system coupon plays every combination of its picks: the product of picks per event. */
export function combinationsOf(picks: readonly (readonly TotoPick[])[]): number {
  return picks.reduce((product, event) => product * event.length, 1);
}

/**
 * How many of the coupon's combinations got each number of picks right (index = correct picks):
 * each event multiplies in (1 right way if the result is picked) and (the other picks wrong).
 */
export function combinationsByCorrect(
  picks: readonly (readonly TotoPick[])[],
  results: readonly TotoPick[],
): number[] {
  let counts = [1];
  picks.forEach((event, index) => {
    const right = event.includes(results[index]!) ? 1 : 0;
    const wrong = event.length - right;
    const next = new Array<number>(counts.length + 1).fill(0);
    counts.forEach((count, correct) => {
      next[correct] = next[correct]! + count * wrong;
      next[correct + 1] = next[correct + 1]! + count * right;
    });
    counts = next;
  });
  return counts;
}

/** The coupon's win in minor units and its best combination's correct picks. */
export function scoreCoupon(
  toto: TotoType,
  number: number,
  picks: readonly (readonly TotoPick[])[],
): { winMinor: number; correct: number } {
  const results = drawEvents(toto, number).map((event) => event.result);
  const byCorrect = combinationsByCorrect(picks, results);
  const payouts = tierPayoutsMinor(toto, number);
  let winMinor = 0;
  toto.prizeTiers.forEach((correct, tier) => {
    winMinor += (byCorrect[correct] ?? 0) * (payouts[tier] ?? 0);
  });
  const correct = byCorrect.reduce((best, count, k) => (count > 0 ? k : best), 0);
  return { winMinor, correct };
}

export const isTotoPick = (value: string): value is TotoPick =>
  (TOTO_PICKS as readonly string[]).includes(value);
