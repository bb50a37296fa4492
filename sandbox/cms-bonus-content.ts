/**
 * The sandbox CMS's bonus pages (docs/decisions.md "Bonus pages and games landings"): casino
 * bonuses and promotions, promo codes, tournaments with their leaderboards, partner offers, the
 * games a bonus is wagered on and the games landings, in English and Russian. Games are named by
 * a filter over the sandbox casino catalogue (casino-catalogue.ts), never copied here.
 */
import type {
  BonusGames,
  CasinoOffer,
  GamesLanding,
  LeaderboardRow,
  PartnerOffer,
  PromoCodes,
  Tournament,
  TournamentDetails,
} from '@contract/cms-bonus';
import type { CmsSection } from '@contract/cms';
import type { CmsLang } from './cms-content';

type Localised<T> = Record<CmsLang, T>;

const p = (...paragraphs: string[]): CmsSection => ({ paragraphs });
const list = (heading: string, items: string[]): CmsSection => ({
  heading,
  paragraphs: [],
  items,
});

// ── Casino bonuses and promotions ─────────────────────────────────────────────────────────

type OfferText = Pick<CasinoOffer, 'title' | 'teaser' | 'body' | 'terms' | 'seo'>;
/** The badge is the banner's short offer, in each language like the rest of the text. */
type OfferDefinition = Omit<CasinoOffer, keyof OfferText | 'badge'> & {
  badge: Localised<string>;
  text: Localised<OfferText>;
};

export const CASINO_OFFERS: readonly OfferDefinition[] = [
  {
    slug: 'slot-first-deposit',
    kind: 'bonus',
    badge: { en: '150% + 100 FS', ru: '150% + 100 ФС' },
    startsAt: '2025-01-01T00:00:00Z',
    endsAt: null,
    games: { category: 'slots' },
    text: {
      en: {
        title: '150% slot bonus on your first deposit',
        teaser: 'Deposit from €20 and get 150% up to €300 plus 100 free spins for slots.',
        body: [
          p(
            'Your first deposit in the casino is matched 150%, up to €300, and 100 free spins are added in batches of 20 a day for five days.',
          ),
          list('How to get it', [
            'Sign up and choose "Casino bonus" on the deposit page.',
            'Deposit at least €20.',
            'The bonus and the first 20 spins are credited at once.',
          ]),
        ],
        terms: [
          'New players only, 18+.',
          'Wagering 35× the bonus within 21 days; only slots count.',
          'Maximum bet while wagering: €5.',
          'Free spins are worth €0.20 each; their winnings are wagered 35×.',
        ],
        seo: {
          title: '150% slot bonus + 100 free spins — Bet Arena casino',
          description:
            'Get 150% up to €300 and 100 free spins on your first casino deposit at Bet Arena. 18+, terms apply.',
        },
      },
      ru: {
        title: 'Бонус 150% на слоты за первый депозит',
        teaser: 'Пополните счёт от 20 € и получите 150% до 300 € и 100 фриспинов в слотах.',
        body: [
          p(
            'Первый депозит в казино увеличивается на 150%, до 300 €, а 100 фриспинов начисляются по 20 в день в течение пяти дней.',
          ),
          list('Как получить', [
            'Зарегистрируйтесь и выберите «Бонус казино» на странице пополнения.',
            'Внесите от 20 €.',
            'Бонус и первые 20 фриспинов начисляются сразу.',
          ]),
        ],
        terms: [
          'Только для новых игроков, 18+.',
          'Вейджер ×35 от суммы бонуса за 21 день; засчитываются только слоты.',
          'Максимальная ставка при отыгрыше — 5 €.',
          'Фриспин стоит 0,20 €; выигрыш с фриспинов отыгрывается ×35.',
        ],
        seo: {
          title: 'Бонус 150% на слоты + 100 фриспинов — казино Bet Arena',
          description:
            'Получите 150% до 300 € и 100 фриспинов за первый депозит в казино Bet Arena. 18+, действуют условия.',
        },
      },
    },
  },
  {
    slug: 'live-cashback',
    kind: 'bonus',
    badge: { en: '15% CASHBACK', ru: 'КЕШБЭК 15%' },
    startsAt: '2025-03-01T00:00:00Z',
    endsAt: null,
    games: { category: 'live-casino' },
    text: {
      en: {
        title: '15% weekly cashback in the live casino',
        teaser: 'Get 15% of your net live casino losses back every Monday, no wagering.',
        body: [
          p(
            'Cashback is counted from Monday to Sunday on live roulette, blackjack, baccarat and game shows, and paid on Monday by 12:00 UTC.',
          ),
        ],
        terms: [
          '18+. Net losses of at least €50 in the week.',
          'Cashback up to €1,000 a week, paid in real money.',
          'Bets settled with bonus money do not count.',
        ],
        seo: {
          title: '15% live casino cashback every week — Bet Arena',
          description:
            'Play live roulette, blackjack and game shows at Bet Arena and get 15% of your weekly losses back. 18+.',
        },
      },
      ru: {
        title: 'Кешбэк 15% в live-казино каждую неделю',
        teaser: 'Возвращаем 15% чистого проигрыша в live-казино каждый понедельник, без отыгрыша.',
        body: [
          p(
            'Кешбэк считается с понедельника по воскресенье по живой рулетке, блэкджеку, баккаре и игровым шоу и выплачивается в понедельник до 12:00 UTC.',
          ),
        ],
        terms: [
          '18+. Чистый проигрыш за неделю — от 50 €.',
          'Кешбэк до 1000 € в неделю, реальными деньгами.',
          'Ставки бонусными деньгами не учитываются.',
        ],
        seo: {
          title: 'Кешбэк 15% в live-казино каждую неделю — Bet Arena',
          description:
            'Играйте в живую рулетку, блэкджек и игровые шоу в Bet Arena и возвращайте 15% недельного проигрыша. 18+.',
        },
      },
    },
  },
  {
    slug: 'spring-spins',
    kind: 'promotion',
    badge: { en: '500 000 FS', ru: '500 000 ФС' },
    startsAt: '2025-03-01T00:00:00Z',
    endsAt: '2030-05-31T23:59:59Z',
    games: { category: 'slots', flag: 'new' },
    text: {
      en: {
        title: 'Spring spins: 500,000 free spins in new slots',
        teaser: 'Play any new slot from €0.50 a spin and win free spins in daily random drops.',
        body: [
          p(
            'Every spin of €0.50 or more in a new slot enters the daily draw. Ten thousand players a day win from 10 to 500 free spins.',
          ),
        ],
        terms: [
          '18+. Real-money spins only.',
          'Prizes are credited within an hour of the draw at 21:00 UTC.',
          'Free spin winnings are wagered 20× within 7 days.',
        ],
        seo: {
          title: 'Spring spins: 500,000 free spins — Bet Arena casino',
          description:
            'Spin new slots from €0.50 and win a share of 500,000 free spins in daily drops at Bet Arena. 18+.',
        },
      },
      ru: {
        title: 'Весенние вращения: 500 000 фриспинов в новых слотах',
        teaser:
          'Играйте в любой новый слот от 0,50 € за вращение и выигрывайте фриспины в ежедневных розыгрышах.',
        body: [
          p(
            'Каждое вращение от 0,50 € в новом слоте участвует в ежедневном розыгрыше. Каждый день 10 000 игроков получают от 10 до 500 фриспинов.',
          ),
        ],
        terms: [
          '18+. Только вращения на реальные деньги.',
          'Призы начисляются в течение часа после розыгрыша в 21:00 UTC.',
          'Выигрыш с фриспинов отыгрывается ×20 за 7 дней.',
        ],
        seo: {
          title: 'Весенние вращения: 500 000 фриспинов — казино Bet Arena',
          description:
            'Крутите новые слоты от 0,50 € и выигрывайте фриспины из фонда 500 000 в ежедневных розыгрышах Bet Arena. 18+.',
        },
      },
    },
  },
  {
    slug: 'drops-and-wins',
    kind: 'promotion',
    badge: { en: '€2M DROPS', ru: 'ПРИЗЫ НА €2 МЛН' },
    startsAt: '2025-06-01T00:00:00Z',
    endsAt: null,
    games: { category: 'slots', provider: 'northlight-gaming' },
    text: {
      en: {
        title: 'Drops and wins: €2,000,000 a year in cash drops',
        teaser: 'Random cash prizes up to €10,000 in Northlight Gaming slots.',
        body: [
          p(
            'Any real-money spin in a Northlight Gaming slot can trigger a cash drop, paid instantly with no wagering.',
          ),
        ],
        terms: ['18+. Minimum spin €0.20.', 'Drops are random and paid in real money.'],
        seo: {
          title: 'Drops and wins: cash drops up to €10,000 — Bet Arena',
          description:
            'Spin Northlight Gaming slots at Bet Arena and catch random cash drops up to €10,000. 18+.',
        },
      },
      ru: {
        title: 'Дропы и выигрыши: 2 000 000 € в год',
        teaser: 'Случайные денежные призы до 10 000 € в слотах Northlight Gaming.',
        body: [
          p(
            'Любое вращение на реальные деньги в слоте Northlight Gaming может принести денежный приз, который выплачивается сразу и без отыгрыша.',
          ),
        ],
        terms: ['18+. Минимальная ставка 0,20 €.', 'Призы случайны и выплачиваются деньгами.'],
        seo: {
          title: 'Дропы и выигрыши: призы до 10 000 € — Bet Arena',
          description:
            'Крутите слоты Northlight Gaming в Bet Arena и ловите случайные денежные призы до 10 000 €. 18+.',
        },
      },
    },
  },
];

export function casinoOfferOf(definition: OfferDefinition, lang: CmsLang): CasinoOffer {
  const { text, badge, ...rest } = definition;
  return { ...rest, badge: badge[lang], ...text[lang] };
}

// ── Promo codes ───────────────────────────────────────────────────────────────────────────

const PROMO_CODE_VALID_UNTIL = '2030-12-31T23:59:59Z';

export const PROMO_CODES: Localised<PromoCodes> = {
  en: {
    intro:
      'Exchange the bonus points you earn by playing for promo codes, or enter a code from our newsletter in your account.',
    steps: [
      'Earn 1 point for every €10 wagered in the casino.',
      'Pick a code below and exchange your points in the account, section "Promo check".',
      'The reward is credited as soon as the code is accepted.',
    ],
    codes: [
      {
        code: 'SPIN25',
        reward: '25 free spins in the slot of the week',
        points: 250,
        validUntil: PROMO_CODE_VALID_UNTIL,
      },
      {
        code: 'LIVE10',
        reward: '€10 live casino bonus, wagering 10×',
        points: 400,
        validUntil: PROMO_CODE_VALID_UNTIL,
      },
      {
        code: 'WELCOME5',
        reward: '5 free spins for new players',
        points: 0,
        validUntil: PROMO_CODE_VALID_UNTIL,
      },
    ],
  },
  ru: {
    intro:
      'Обменивайте бонусные баллы за игру на промокоды или вводите код из нашей рассылки в личном кабинете.',
    steps: [
      'За каждые 10 € ставок в казино начисляется 1 балл.',
      'Выберите код ниже и обменяйте баллы в кабинете, раздел «Проверка промокода».',
      'Награда начисляется, как только код принят.',
    ],
    codes: [
      {
        code: 'SPIN25',
        reward: '25 фриспинов в слоте недели',
        points: 250,
        validUntil: PROMO_CODE_VALID_UNTIL,
      },
      {
        code: 'LIVE10',
        reward: 'Бонус 10 € в live-казино, вейджер ×10',
        points: 400,
        validUntil: PROMO_CODE_VALID_UNTIL,
      },
      {
        code: 'WELCOME5',
        reward: '5 фриспинов для новых игроков',
        points: 0,
        validUntil: PROMO_CODE_VALID_UNTIL,
      },
    ],
  },
};

// ── Tournaments ───────────────────────────────────────────────────────────────────────────

const DAY_MS = 86_400_000;

/** Monday 00:00 UTC of the week `now` falls in. */
function weekStart(now: number): number {
  const day = new Date(now);
  const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  return midnight - ((day.getUTCDay() + 6) % 7) * DAY_MS;
}

/** The first day of the month after `now`, 00:00 UTC. */
function nextMonthStart(now: number): number {
  const day = new Date(now);
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 1);
}

type TournamentText = Pick<Tournament, 'title' | 'teaser' | 'rules' | 'terms' | 'seo'> & {
  prizes: Tournament['prizes'];
};

interface TournamentDefinition {
  slug: string;
  badge: Localised<string>;
  prizePool: Tournament['prizePool'];
  /** The period as of the sandbox's clock: a weekly race always runs this week. */
  period: (now: number) => { startsAt: number; endsAt: number };
  games: Tournament['games'];
  /** Points of places 1… (the leaderboard); players' nicknames are masked. */
  leaderboard: readonly [player: string, points: number][];
  text: Localised<TournamentText>;
}

const prizeTable = (first: string, second: string, third: string, rest: string) => [
  { places: '1', prize: first },
  { places: '2', prize: second },
  { places: '3', prize: third },
  { places: '4–10', prize: rest },
];

export const TOURNAMENTS: readonly TournamentDefinition[] = [
  {
    slug: 'weekly-race',
    badge: { en: '€10,000', ru: '€10 000' },
    prizePool: { amount: 10000, currency: 'EUR' },
    period: (now) => {
      const start = weekStart(now);
      return { startsAt: start, endsAt: start + 7 * DAY_MS - 1000 };
    },
    games: { category: 'slots', flag: 'popular' },
    leaderboard: [
      ['Lu***42', 18_450],
      ['ma***ik', 17_120],
      ['Sv***na', 15_980],
      ['ro***77', 12_300],
      ['Ka***ya', 11_875],
      ['de***x9', 9_640],
      ['Ol***ov', 8_210],
      ['an***a5', 7_002],
      ['Ti***ur', 6_450],
      ['pe***er', 5_990],
      ['Ni***ai', 4_120],
      ['za***k1', 3_004],
    ],
    text: {
      en: {
        title: 'Weekly slots race',
        teaser: 'Spin popular slots all week, collect points and share €10,000 on Monday.',
        prizes: prizeTable('€3,000', '€2,000', '€1,000', '€500'),
        rules: [
          list('How points are scored', [
            'Every €1 wagered in a qualifying slot is 1 point.',
            'A win of 100× the stake or more adds 500 points.',
            'Only real-money spins of €0.20 or more count.',
          ]),
        ],
        terms: [
          '18+. Players with a verified account only.',
          'Ties are decided by who reached the points first.',
          'Prizes are paid in real money within 24 hours of the end.',
        ],
        seo: {
          title: 'Weekly slots race: €10,000 prize pool — Bet Arena',
          description:
            'Play popular slots at Bet Arena, collect points and win a share of €10,000 every week. See the live leaderboard. 18+.',
        },
      },
      ru: {
        title: 'Еженедельная гонка слотов',
        teaser:
          'Крутите популярные слоты всю неделю, набирайте очки и делите 10 000 € в понедельник.',
        prizes: prizeTable('3000 €', '2000 €', '1000 €', '500 €'),
        rules: [
          list('Как начисляются очки', [
            'Каждый 1 € ставок в слоте турнира — 1 очко.',
            'Выигрыш от ×100 к ставке добавляет 500 очков.',
            'Засчитываются только вращения на реальные деньги от 0,20 €.',
          ]),
        ],
        terms: [
          '18+. Только для игроков с подтверждённым аккаунтом.',
          'При равенстве очков выше тот, кто набрал их раньше.',
          'Призы выплачиваются реальными деньгами в течение 24 часов после окончания.',
        ],
        seo: {
          title: 'Еженедельная гонка слотов: фонд 10 000 € — Bet Arena',
          description:
            'Играйте в популярные слоты Bet Arena, набирайте очки и выигрывайте долю 10 000 € каждую неделю. 18+.',
        },
      },
    },
  },
  {
    slug: 'live-masters',
    badge: { en: '€25,000', ru: '€25 000' },
    prizePool: { amount: 25000, currency: 'EUR' },
    period: (now) => {
      const start = nextMonthStart(now);
      return { startsAt: start, endsAt: start + 14 * DAY_MS - 1000 };
    },
    games: { category: 'live-casino' },
    leaderboard: [],
    text: {
      en: {
        title: 'Live casino masters',
        teaser: 'Two weeks at the live tables: the biggest multipliers share €25,000.',
        prizes: prizeTable('€8,000', '€5,000', '€3,000', '€1,000'),
        rules: [p('Your best win as a multiple of the stake in any live game counts.')],
        terms: ['18+. Minimum bet €1.', 'Prizes are paid in real money.'],
        seo: {
          title: 'Live casino masters: €25,000 tournament — Bet Arena',
          description:
            'Two weeks of live roulette, blackjack and game shows at Bet Arena with a €25,000 prize pool. 18+.',
        },
      },
      ru: {
        title: 'Мастера live-казино',
        teaser: 'Две недели за живыми столами: лучшие множители делят 25 000 €.',
        prizes: prizeTable('8000 €', '5000 €', '3000 €', '1000 €'),
        rules: [p('Засчитывается ваш лучший выигрыш, кратный ставке, в любой live-игре.')],
        terms: ['18+. Минимальная ставка 1 €.', 'Призы выплачиваются реальными деньгами.'],
        seo: {
          title: 'Мастера live-казино: турнир на 25 000 € — Bet Arena',
          description:
            'Две недели живой рулетки, блэкджека и игровых шоу в Bet Arena с призовым фондом 25 000 €. 18+.',
        },
      },
    },
  },
  {
    slug: 'autumn-jackpot-cup',
    badge: { en: '€50,000', ru: '€50 000' },
    prizePool: { amount: 50000, currency: 'EUR' },
    period: () => ({
      startsAt: Date.parse('2025-09-01T00:00:00Z'),
      endsAt: Date.parse('2025-11-30T23:59:59Z'),
    }),
    games: { category: 'jackpots' },
    leaderboard: [
      ['Ge***an', 96_400],
      ['ir***a3', 88_150],
      ['Bo***is', 71_020],
      ['ya***na', 64_900],
      ['Al***ey', 58_330],
    ],
    text: {
      en: {
        title: 'Autumn jackpot cup',
        teaser: 'Three months of jackpot slots; the cup is over and the winners are paid.',
        prizes: prizeTable('€20,000', '€12,000', '€8,000', '€1,500'),
        rules: [p('Every €1 wagered in a jackpot slot was 1 point.')],
        terms: ['18+. The results are final.'],
        seo: {
          title: 'Autumn jackpot cup results — Bet Arena',
          description:
            'The final leaderboard of the Bet Arena autumn jackpot cup with its €50,000 prize pool.',
        },
      },
      ru: {
        title: 'Осенний кубок джекпотов',
        teaser: 'Три месяца слотов с джекпотом; кубок завершён, победители получили призы.',
        prizes: prizeTable('20 000 €', '12 000 €', '8000 €', '1500 €'),
        rules: [p('Каждый 1 € ставок в слоте с джекпотом давал 1 очко.')],
        terms: ['18+. Итоги окончательные.'],
        seo: {
          title: 'Итоги осеннего кубка джекпотов — Bet Arena',
          description:
            'Итоговая таблица осеннего кубка джекпотов Bet Arena с призовым фондом 50 000 €.',
        },
      },
    },
  },
];

function isoOf(ms: number): string {
  return new Date(ms).toISOString();
}

export function tournamentOf(
  definition: TournamentDefinition,
  lang: CmsLang,
  now: number,
): Tournament {
  const { startsAt, endsAt } = definition.period(now);
  return {
    slug: definition.slug,
    badge: definition.badge[lang],
    prizePool: definition.prizePool,
    startsAt: isoOf(startsAt),
    endsAt: isoOf(endsAt),
    games: definition.games,
    ...definition.text[lang],
  };
}

/** The tournament with its leaderboard: places 1–10 take the prizes the table lists. */
export function tournamentDetailsOf(
  definition: TournamentDefinition,
  lang: CmsLang,
  now: number,
): TournamentDetails {
  const tournament = tournamentOf(definition, lang, now);
  const prizeOf = (place: number): string | null => {
    const prizes = tournament.prizes;
    if (place <= 3) return prizes[place - 1]?.prize ?? null;
    return place <= 10 ? (prizes[3]?.prize ?? null) : null;
  };
  const leaderboard: LeaderboardRow[] = definition.leaderboard.map(([player, points], index) => ({
    place: index + 1,
    player,
    points,
    prize: prizeOf(index + 1),
  }));
  // A running board was last counted on the hour; a finished one at its end.
  const endsAt = Date.parse(tournament.endsAt);
  const updatedAt = Math.min(now - (now % 3_600_000), endsAt);
  return {
    tournament,
    leaderboard: Date.parse(tournament.startsAt) > now ? [] : leaderboard,
    leaderboardUpdatedAt: isoOf(Math.max(updatedAt, Date.parse(tournament.startsAt))),
  };
}

// ── Partner offers ────────────────────────────────────────────────────────────────────────

type PartnerText = Pick<PartnerOffer, 'title' | 'teaser' | 'body' | 'terms' | 'seo'> & {
  cta: string;
};
type PartnerDefinition = Omit<PartnerOffer, keyof PartnerText | 'cta' | 'badge'> & {
  badge: Localised<string>;
  action: PartnerOffer['cta']['action'];
  text: Localised<PartnerText>;
};

export const PARTNER_OFFERS: readonly PartnerDefinition[] = [
  {
    slug: 'partner-cup',
    partner: 'Nortavia Football League',
    badge: { en: '€50 FREE BET', ru: 'ФРИБЕТ €50' },
    code: 'CUP50',
    endsAt: null,
    action: 'registration',
    text: {
      en: {
        title: 'League fans: a €50 free bet on the cup final',
        teaser:
          'Official betting partner of the Nortavia Football League: sign up with code CUP50 and get a €50 free bet.',
        body: [
          p(
            'Season ticket holders and members of the league fan club get a free bet for the cup final when they join with the partner code.',
          ),
          list('How to claim', [
            'Sign up and enter CUP50 in the promo code field.',
            'Deposit at least €20.',
            'The free bet is credited within an hour.',
          ]),
        ],
        terms: [
          '18+. New players only, one free bet per household.',
          'The free bet is valid 14 days at odds of 1.50 or more.',
          'The stake of a free bet is not returned with the winnings.',
        ],
        cta: 'Join with CUP50',
        seo: {
          title: 'Nortavia Football League: €50 free bet — Bet Arena',
          description:
            'League fans sign up at Bet Arena with code CUP50 and get a €50 free bet on the cup final. 18+, terms apply.',
        },
      },
      ru: {
        title: 'Болельщикам лиги: фрибет 50 € на финал кубка',
        teaser:
          'Официальный партнёр Футбольной лиги Нортавии: зарегистрируйтесь с кодом CUP50 и получите фрибет 50 €.',
        body: [
          p(
            'Владельцы абонементов и члены фан-клуба лиги получают фрибет на финал кубка при регистрации с партнёрским кодом.',
          ),
          list('Как получить', [
            'Зарегистрируйтесь и введите CUP50 в поле промокода.',
            'Пополните счёт от 20 €.',
            'Фрибет начисляется в течение часа.',
          ]),
        ],
        terms: [
          '18+. Только для новых игроков, один фрибет на семью.',
          'Фрибет действует 14 дней на коэффициент от 1,50.',
          'Сумма фрибета в выигрыш не входит.',
        ],
        cta: 'Регистрация с CUP50',
        seo: {
          title: 'Футбольная лига Нортавии: фрибет 50 € — Bet Arena',
          description:
            'Болельщики лиги регистрируются в Bet Arena с кодом CUP50 и получают фрибет 50 € на финал кубка. 18+.',
        },
      },
    },
  },
  {
    slug: 'streamer-spins',
    partner: 'SpinCast TV',
    badge: { en: '77 FREE SPINS', ru: '77 ФРИСПИНОВ' },
    code: 'CAST77',
    endsAt: '2030-12-31T23:59:59Z',
    action: 'login',
    text: {
      en: {
        title: 'SpinCast TV viewers: 77 free spins',
        teaser: 'Watched the stream? Log in and enter CAST77 to get 77 free spins.',
        body: [p('The streamers of SpinCast TV play the slot of the week live every evening.')],
        terms: ['18+. Once per account.', 'Winnings wagered 30× within 7 days.'],
        cta: 'Log in and claim',
        seo: {
          title: 'SpinCast TV: 77 free spins — Bet Arena',
          description:
            'SpinCast TV viewers log in to Bet Arena, enter CAST77 and get 77 free spins. 18+, terms apply.',
        },
      },
      ru: {
        title: 'Зрителям SpinCast TV: 77 фриспинов',
        teaser: 'Смотрели стрим? Войдите и введите CAST77, чтобы получить 77 фриспинов.',
        body: [p('Стримеры SpinCast TV каждый вечер играют в слот недели в прямом эфире.')],
        terms: ['18+. Один раз на аккаунт.', 'Выигрыш отыгрывается ×30 за 7 дней.'],
        cta: 'Войти и получить',
        seo: {
          title: 'SpinCast TV: 77 фриспинов — Bet Arena',
          description:
            'Зрители SpinCast TV входят в Bet Arena, вводят CAST77 и получают 77 фриспинов. 18+, действуют условия.',
        },
      },
    },
  },
];

export function partnerOfferOf(definition: PartnerDefinition, lang: CmsLang): PartnerOffer {
  const { text, action, badge, ...rest } = definition;
  const { cta, ...own } = text[lang];
  return { ...rest, badge: badge[lang], ...own, cta: { label: cta, action } };
}

// ── A bonus's wagering games ──────────────────────────────────────────────────────────────

type BonusGamesText = Pick<BonusGames, 'title' | 'text' | 'contributions' | 'seo'>;
type BonusGamesDefinition = Omit<BonusGames, keyof BonusGamesText> & {
  text: Localised<BonusGamesText>;
};

export const BONUS_GAMES: readonly BonusGamesDefinition[] = [
  {
    id: 'welcome',
    wagering: '35×',
    games: { category: 'slots' },
    promotion: 'welcome',
    text: {
      en: {
        title: 'Welcome bonus: where to wager it',
        text: 'The casino part of the welcome pack is wagered in slots. Stakes in other games do not count.',
        contributions: [
          { label: 'Slots', percent: 100 },
          { label: 'Table games and live casino', percent: 0 },
        ],
        seo: {
          title: 'Welcome bonus wagering games — Bet Arena',
          description:
            'The slots in which the Bet Arena welcome bonus is wagered 35×, and how much each kind of game counts.',
        },
      },
      ru: {
        title: 'Приветственный бонус: где отыгрывать',
        text: 'Казино-часть приветственного пакета отыгрывается в слотах. Ставки в других играх не засчитываются.',
        contributions: [
          { label: 'Слоты', percent: 100 },
          { label: 'Настольные игры и live-казино', percent: 0 },
        ],
        seo: {
          title: 'Игры для отыгрыша приветственного бонуса — Bet Arena',
          description:
            'Слоты, в которых отыгрывается приветственный бонус Bet Arena с вейджером ×35, и вклад каждого вида игр.',
        },
      },
    },
  },
  {
    id: 'casino-welcome',
    wagering: '40×',
    games: { category: 'jackpots' },
    promotion: 'casino-welcome',
    text: {
      en: {
        title: 'Casino welcome package: jackpot games',
        text: 'The third deposit bonus of the casino package is wagered in jackpot slots.',
        contributions: [
          { label: 'Jackpot slots', percent: 100 },
          { label: 'Other slots', percent: 50 },
          { label: 'Live casino', percent: 10 },
        ],
        seo: {
          title: 'Casino welcome package games — Bet Arena',
          description:
            'The jackpot slots in which the Bet Arena casino welcome package is wagered 40×.',
        },
      },
      ru: {
        title: 'Приветственный пакет казино: слоты с джекпотом',
        text: 'Бонус за третий депозит пакета казино отыгрывается в слотах с джекпотом.',
        contributions: [
          { label: 'Слоты с джекпотом', percent: 100 },
          { label: 'Другие слоты', percent: 50 },
          { label: 'Live-казино', percent: 10 },
        ],
        seo: {
          title: 'Игры приветственного пакета казино — Bet Arena',
          description:
            'Слоты с джекпотом, в которых отыгрывается приветственный пакет казино Bet Arena с вейджером ×40.',
        },
      },
    },
  },
];

export function bonusGamesOf(definition: BonusGamesDefinition, lang: CmsLang): BonusGames {
  const { text, ...rest } = definition;
  return { ...rest, ...text[lang] };
}

// ── Games landings ────────────────────────────────────────────────────────────────────────

type GamesLandingText = Pick<GamesLanding, 'headline' | 'text' | 'bullets' | 'seo'>;
type GamesLandingDefinition = Omit<GamesLanding, keyof GamesLandingText | 'badge'> & {
  badge: Localised<string>;
  text: Localised<GamesLandingText>;
};

export const GAMES_LANDINGS: readonly GamesLandingDefinition[] = [
  {
    slug: 'summer',
    badge: { en: 'SUMMER QUEST', ru: 'ЛЕТНИЙ КВЕСТ' },
    theme: 'sun',
    games: { category: 'allgamesentrance' },
    text: {
      en: {
        headline: 'Summer quest in the bonus games',
        text: 'Open chests, crack the safe and spin the wheel of fortune: every game of the quest gives a daily reward.',
        bullets: [
          'A free try in each game every day',
          'Collect five keys for the grand chest',
          'Rewards: free spins, free bets and bonus points',
        ],
        seo: {
          title: 'Summer quest in the bonus games — Bet Arena',
          description:
            'Play the Bet Arena bonus games every day this summer: open chests, crack the safe and collect free spins and free bets. 18+.',
        },
      },
      ru: {
        headline: 'Летний квест в бонусных играх',
        text: 'Открывайте сундуки, взламывайте сейф и крутите колесо фортуны: каждая игра квеста дарит ежедневную награду.',
        bullets: [
          'Бесплатная попытка в каждой игре каждый день',
          'Соберите пять ключей от главного сундука',
          'Награды: фриспины, фрибеты и бонусные баллы',
        ],
        seo: {
          title: 'Летний квест в бонусных играх — Bet Arena',
          description:
            'Играйте в бонусные игры Bet Arena каждый день этим летом: сундуки, сейф, фриспины и фрибеты. 18+.',
        },
      },
    },
  },
  {
    slug: 'dragon-nights',
    badge: { en: 'DRAGON NIGHTS', ru: 'НОЧИ ДРАКОНА' },
    theme: 'night',
    games: { category: 'jackpots' },
    text: {
      en: {
        headline: 'Dragon nights: jackpots after dark',
        text: 'From 20:00 to 02:00 UTC every jackpot slot pays double jackpot points.',
        bullets: ['Double points at night', 'Progressive and daily jackpots', 'No opt-in needed'],
        seo: {
          title: 'Dragon nights: double jackpot points — Bet Arena',
          description:
            'Play jackpot slots at Bet Arena between 20:00 and 02:00 UTC and earn double jackpot points. 18+.',
        },
      },
      ru: {
        headline: 'Ночи дракона: джекпоты после заката',
        text: 'С 20:00 до 02:00 UTC каждый слот с джекпотом приносит двойные очки.',
        bullets: [
          'Двойные очки ночью',
          'Прогрессивные и ежедневные джекпоты',
          'Регистрироваться не нужно',
        ],
        seo: {
          title: 'Ночи дракона: двойные очки джекпота — Bet Arena',
          description:
            'Играйте в слоты с джекпотом в Bet Arena с 20:00 до 02:00 UTC и получайте двойные очки. 18+.',
        },
      },
    },
  },
];

export function gamesLandingOf(definition: GamesLandingDefinition, lang: CmsLang): GamesLanding {
  const { text, badge, ...rest } = definition;
  return { ...rest, badge: badge[lang], ...text[lang] };
}
