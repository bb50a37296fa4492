/**
 * The sandbox CMS's information pages beyond the first ones of cms-content.ts (spec 01 §2
 * "Information", "Other"; spec 02 §2 the cricket world cup landing with its tabs): how to bet,
 * licences, taxes, consent, identification, SMS bets, disputes, KYC, cash terminals, the betting
 * calculator's explanation, the apps, loyalty points, awards, partners, the Football Champions
 * rules, the betting glossary, the token landing and the thank-you pages, in English and
 * Russian. The brand, contacts and licence are the demo ones of seed.ts.
 */
import type { CmsChapter, CmsGlossary, CmsPage, CmsSection } from '@contract/cms';

type Lang = 'en' | 'ru';
type Localised<T> = Record<Lang, T>;
type PageText = Omit<CmsPage, 'slug' | 'updatedAt'>;

const BRAND = 'Bet Arena';
const EMAIL = 'support@betarena.example';
const PHONE = '+1 555 010 0100';
const SMS_NUMBER = '5510';

const p = (...paragraphs: string[]): CmsSection => ({ paragraphs });
const h = (heading: string, ...paragraphs: string[]): CmsSection => ({ heading, paragraphs });
const list = (heading: string, items: string[], ...paragraphs: string[]): CmsSection => ({
  heading,
  paragraphs,
  items,
});
const table = (
  heading: string,
  columns: string[],
  rows: string[][],
  ...paragraphs: string[]
): CmsSection => ({ heading, paragraphs, table: { columns, rows } });
const chapter = (slug: string, title: string, ...sections: CmsSection[]): CmsChapter => ({
  slug,
  title,
  sections,
});

// ── Cash terminals ───────────────────────────────────────────────────────────────────────────

/** [city en, city ru, address en, address ru, hours en, hours ru]. */
const TERMINALS: readonly (readonly [string, string, string, string, string, string])[] = [
  [
    'Nortavia',
    'Нортавия',
    '12 Harbour Lane (our office)',
    'Харбор-лейн, 12 (наш офис)',
    '24/7',
    'круглосуточно',
  ],
  [
    'Nortavia',
    'Нортавия',
    'Central Station, hall B',
    'Центральный вокзал, зал B',
    '05:00–01:00',
    '05:00–01:00',
  ],
  [
    'Nortavia',
    'Нортавия',
    '48 Market Street, Marina Mall, level 1',
    'Маркет-стрит, 48, ТЦ «Марина», 1 этаж',
    '09:00–22:00',
    '09:00–22:00',
  ],
  [
    'Nortavia',
    'Нортавия',
    '3 Lighthouse Square, kiosk 7',
    'Маячная площадь, 3, киоск 7',
    '08:00–23:00',
    '08:00–23:00',
  ],
  ['Eastgate', 'Истгейт', '21 Station Road', 'Стейшн-роуд, 21', '24/7', 'круглосуточно'],
  [
    'Eastgate',
    'Истгейт',
    '7 Mill Lane, Eastgate Arena, gate 2',
    'Милл-лейн, 7, «Истгейт Арена», вход 2',
    'match days 12:00–23:00',
    'в дни матчей 12:00–23:00',
  ],
  ['Lindmark', 'Линдмарк', '90 King’s Avenue', 'Кингс-авеню, 90', '08:00–22:00', '08:00–22:00'],
  [
    'Lindmark',
    'Линдмарк',
    '15 Old Bridge Street, Fresh Market',
    'Олд-Бридж-стрит, 15, супермаркет «Свежий»',
    '07:00–23:00',
    '07:00–23:00',
  ],
  [
    'Port Selby',
    'Порт-Селби',
    '2 Quay Street, ferry terminal',
    'Куэй-стрит, 2, паромный терминал',
    '06:00–00:00',
    '06:00–00:00',
  ],
  [
    'Westhaven',
    'Уэстхейвен',
    '64 Orchard Road, petrol station',
    'Орчард-роуд, 64, АЗС',
    '24/7',
    'круглосуточно',
  ],
  [
    'Westhaven',
    'Уэстхейвен',
    '11 University Road, student centre',
    'Юниверсити-роуд, 11, студенческий центр',
    'Mon–Fri 08:00–20:00',
    'пн–пт 08:00–20:00',
  ],
  ['Granby', 'Грэнби', '5 Church Street', 'Черч-стрит, 5', '09:00–21:00', '09:00–21:00'],
];

function terminalRows(lang: Lang): string[][] {
  return TERMINALS.map(([cityEn, cityRu, addressEn, addressRu, hoursEn, hoursRu]) =>
    lang === 'en' ? [cityEn, addressEn, hoursEn] : [cityRu, addressRu, hoursRu],
  );
}

// ── The betting glossary ─────────────────────────────────────────────────────────────────────

/** [slug, block, category, title en, title ru, definition en, definition ru]. */
const TERMS: readonly (readonly [string, string, string, string, string, string[], string[]])[] = [
  [
    'accumulator',
    'a',
    'bet-types',
    'Accumulator',
    'Экспресс (accumulator)',
    [
      'One bet on several selections from different events. It wins only if every selection wins; the odds are multiplied, so the return grows quickly.',
      'Example: €10 on three selections at 2.00, 1.50 and 1.80 pays €10 × 2.00 × 1.50 × 1.80 = €54.00.',
    ],
    [
      'Одна ставка на несколько исходов разных событий. Выигрывает, только если сыграли все исходы; коэффициенты перемножаются, поэтому выигрыш быстро растёт.',
      'Пример: 10 € на три исхода с коэффициентами 2,00, 1,50 и 1,80 — выплата 10 € × 2,00 × 1,50 × 1,80 = 54,00 €.',
    ],
  ],
  [
    'asian-handicap',
    'a',
    'markets',
    'Asian handicap',
    'Азиатская фора (Asian handicap)',
    [
      'A handicap in quarter or half goals that removes the draw. A quarter line such as −0.75 splits the stake in two: half on −0.5 and half on −1.0.',
      'If the favourite at −0.75 wins by exactly one goal, the −0.5 half wins and the −1.0 half is refunded.',
    ],
    [
      'Фора с шагом в четверть или половину мяча, исключающая ничью. Четвертная фора, например −0,75, делит ставку пополам: половина на −0,5 и половина на −1,0.',
      'Если фаворит с форой −0,75 побеждает ровно в один мяч, половина на −0,5 выигрывает, а половина на −1,0 возвращается.',
    ],
  ],
  [
    'anti-accumulator',
    'a',
    'bet-types',
    'Anti-accumulator',
    'Антиэкспресс (anti-accumulator)',
    [
      'The reverse of an accumulator: it wins if at least one of its selections loses. The odds are set by the bookmaker for each combination.',
    ],
    [
      'Противоположность экспресса: ставка выигрывает, если проиграл хотя бы один из исходов. Коэффициент рассчитывает букмекер для каждой комбинации.',
    ],
  ],
  [
    'banker',
    'b',
    'bet-types',
    'Banker',
    'Банкер (banker)',
    [
      'A selection you are confident in, placed in every line of a system bet. It reduces the number of lines; if the banker loses, every line loses.',
    ],
    [
      'Исход, в котором вы уверены: он входит в каждую комбинацию системы. Банкер уменьшает число комбинаций, но если он проигрывает, проигрывают все.',
    ],
  ],
  [
    'both-teams-to-score',
    'b',
    'markets',
    'Both teams to score',
    'Обе забьют (both teams to score)',
    [
      'A market on whether each team scores at least one goal in regular time. Own goals count for the team credited with them.',
    ],
    [
      'Рынок на то, забьёт ли каждая команда хотя бы один гол в основное время. Автогол засчитывается команде, которой он записан.',
    ],
  ],
  [
    'bet-builder',
    'b',
    'bet-types',
    'Bet builder',
    'Конструктор ставок (bet builder)',
    [
      'Several selections from the same match combined into one bet, priced together because they are related (for example, a win and over 2.5 goals).',
    ],
    [
      'Несколько исходов одного матча в одной ставке с общим коэффициентом, учитывающим их связь (например, победа и тотал больше 2,5).',
    ],
  ],
  [
    'cash-out',
    'c',
    'account',
    'Cash out',
    'Продажа ставки (cash out)',
    [
      'Settling a bet early for the amount offered before the events end. The offer changes with the score and the odds and may be suspended during dangerous moments.',
    ],
    [
      'Досрочный расчёт ставки на предложенную сумму до окончания событий. Сумма меняется вместе со счётом и коэффициентами и может быть недоступна в опасные моменты.',
    ],
  ],
  [
    'correct-score',
    'c',
    'markets',
    'Correct score',
    'Точный счёт (correct score)',
    [
      'A bet on the exact final score of regular time. High odds, since only one result of many wins.',
    ],
    [
      'Ставка на точный итоговый счёт основного времени. Коэффициенты высокие: выигрывает лишь один результат из многих.',
    ],
  ],
  [
    'double-chance',
    'd',
    'markets',
    'Double chance',
    'Двойной шанс (double chance)',
    [
      'Two of the three results of a match in one selection: 1X (home or draw), 12 (either team wins) or X2 (draw or away).',
    ],
    [
      'Два из трёх исходов матча в одной ставке: 1X (победа хозяев или ничья), 12 (победа любой команды) или X2 (ничья или победа гостей).',
    ],
  ],
  [
    'decimal-odds',
    'd',
    'odds',
    'Decimal odds',
    'Десятичный коэффициент (decimal odds)',
    [
      'Odds written as the total return per unit staked, stake included. Odds of 2.50 return €25 for €10: €15 of profit and the €10 stake.',
      'The implied probability is 1 ÷ odds: 2.50 means 40%.',
    ],
    [
      'Коэффициент, показывающий полную выплату на единицу ставки вместе с самой ставкой. При коэффициенте 2,50 ставка 10 € приносит 25 €: 15 € прибыли и 10 € ставки.',
      'Подразумеваемая вероятность равна 1 ÷ коэффициент: 2,50 — это 40%.',
    ],
  ],
  [
    'each-way',
    'e',
    'bet-types',
    'Each way',
    'Each way (на победу и место)',
    [
      'Two equal bets in one: one on the selection to win, one on it to place. The place part pays a fraction of the odds, for example 1/4 for the first three places.',
    ],
    [
      'Две равные ставки в одной: на победу участника и на попадание в призовые места. Часть на место оплачивается по доле коэффициента, например 1/4 за первые три места.',
    ],
  ],
  [
    'free-bet',
    'f',
    'account',
    'Free bet',
    'Фрибет (free bet)',
    [
      'A bet placed with the bookmaker’s money. If it wins, you get the winnings without the free bet’s stake; if it loses, you lose nothing of your own.',
    ],
    [
      'Ставка за счёт букмекера. При выигрыше вы получаете выигрыш без суммы самого фрибета, при проигрыше ничего не теряете.',
    ],
  ],
  [
    'fractional-odds',
    'f',
    'odds',
    'Fractional odds',
    'Дробный коэффициент (fractional odds)',
    [
      'British odds showing the profit per unit staked: 5/2 pays €5 of profit for every €2, so €10 returns €35. Decimal odds are the fraction plus one (5/2 = 3.50).',
    ],
    [
      'Британский формат, показывающий прибыль на единицу ставки: 5/2 — это 5 € прибыли на каждые 2 €, то есть 10 € приносят 35 €. Десятичный коэффициент равен дроби плюс один (5/2 = 3,50).',
    ],
  ],
  [
    'handicap',
    'h',
    'markets',
    'Handicap',
    'Фора (handicap)',
    [
      'A head start given to one side and taken from the other before the result is compared. Home −1.5 wins if the home team wins by two goals or more.',
    ],
    [
      'Преимущество, которое добавляется одной стороне и вычитается у другой перед сравнением результата. Фора хозяев −1,5 выигрывает, если они побеждают с разницей в два мяча и больше.',
    ],
  ],
  [
    'live-betting',
    'l',
    'bet-types',
    'Live betting',
    'Ставки в лайве (live betting)',
    [
      'Bets placed while the event is under way, with odds updated every few seconds. A bet is accepted only if the odds have not moved while it was sent, unless you agreed to accept changes.',
    ],
    [
      'Ставки по ходу события с коэффициентами, которые обновляются каждые несколько секунд. Ставка принимается, только если коэффициент не изменился за время отправки, если вы не согласились принимать изменения.',
    ],
  ],
  [
    'margin',
    'm',
    'odds',
    'Margin',
    'Маржа (margin)',
    [
      'The bookmaker’s built-in edge: the amount by which the implied probabilities of all outcomes add up to more than 100%. Odds of 1.90 and 1.90 on two outcomes mean a margin of about 5.3%.',
    ],
    [
      'Заложенное преимущество букмекера: на сколько сумма подразумеваемых вероятностей всех исходов превышает 100%. Коэффициенты 1,90 и 1,90 на два исхода означают маржу около 5,3%.',
    ],
  ],
  [
    'over-under',
    'o',
    'markets',
    'Over/under (total)',
    'Тотал больше/меньше (over/under)',
    [
      'A bet on whether the number of goals, points or games is above or below a line. Over 2.5 goals wins with three goals or more.',
    ],
    [
      'Ставка на то, будет ли количество голов, очков или геймов больше или меньше линии. Тотал больше 2,5 выигрывает при трёх голах и более.',
    ],
  ],
  [
    'single',
    's',
    'bet-types',
    'Single',
    'Одинар (single)',
    ['A bet on one selection. The return is the stake times the odds: €20 at 1.85 pays €37.00.'],
    [
      'Ставка на один исход. Выплата равна ставке, умноженной на коэффициент: 20 € по коэффициенту 1,85 приносят 37,00 €.',
    ],
  ],
  [
    'system-bet',
    's',
    'bet-types',
    'System bet',
    'Система (system bet)',
    [
      'Every accumulator of a chosen size from your selections, the stake split equally between them. A 2/3 system makes three doubles; it still pays if one selection loses.',
      'Example: €30 on a 2/3 system with odds 2, 3 and 4 is €10 per double; all winning pays €60 + €80 + €120 = €260.',
    ],
    [
      'Все экспрессы выбранного размера из ваших исходов, ставка делится между ними поровну. Система 2 из 3 — это три двойных экспресса; она приносит выигрыш, даже если один исход проиграл.',
      'Пример: 30 € на систему 2 из 3 с коэффициентами 2, 3 и 4 — по 10 € на каждый экспресс; если сыграли все, выплата 60 € + 80 € + 120 € = 260 €.',
    ],
  ],
  [
    'value-bet',
    'v',
    'odds',
    'Value bet',
    'Валуйная ставка (value bet)',
    [
      'A bet whose odds are higher than the true chance of the outcome implies. If you rate a team’s chance at 50%, any odds above 2.00 are value.',
    ],
    [
      'Ставка, коэффициент которой выше, чем следует из реальной вероятности исхода. Если вы оцениваете шансы команды в 50%, любой коэффициент выше 2,00 — валуйный.',
    ],
  ],
  [
    'wagering',
    'w',
    'account',
    'Wagering requirement',
    'Отыгрыш бонуса (wagering)',
    [
      'How many times a bonus must be staked before it becomes withdrawable money. A €100 bonus with ×5 wagering needs €500 of qualifying bets.',
    ],
    [
      'Сколько раз нужно поставить сумму бонуса, прежде чем его можно будет вывести. Бонус 100 € с вейджером ×5 требует ставок на 500 €, подходящих под условия.',
    ],
  ],
];

function glossaryOf(lang: Lang): CmsGlossary {
  const en = lang === 'en';
  return {
    categories: [
      { slug: 'bet-types', title: en ? 'Bet types' : 'Виды ставок' },
      { slug: 'markets', title: en ? 'Markets' : 'Рынки' },
      { slug: 'odds', title: en ? 'Odds and payouts' : 'Коэффициенты и выплаты' },
      { slug: 'account', title: en ? 'Account and bonuses' : 'Счёт и бонусы' },
    ],
    terms: TERMS.map(([slug, block, category, titleEn, titleRu, defEn, defRu]) => ({
      slug,
      block,
      category,
      title: en ? titleEn : titleRu,
      definition: en ? defEn : defRu,
    })),
  };
}

// ── The cricket world cup landing ({token}/{tab}) ───────────────────────────────────────────

const OUTRIGHT_ODDS: readonly (readonly [string, string, string])[] = [
  ['India', 'Индия', '3.75'],
  ['Australia', 'Австралия', '4.50'],
  ['England', 'Англия', '6.00'],
  ['South Africa', 'ЮАР', '7.00'],
  ['New Zealand', 'Новая Зеландия', '8.50'],
  ['Pakistan', 'Пакистан', '11.00'],
  ['Sri Lanka', 'Шри-Ланка', '26.00'],
  ['Afghanistan', 'Афганистан', '34.00'],
  ['West Indies', 'Вест-Индия', '41.00'],
  ['Bangladesh', 'Бангладеш', '67.00'],
];

/** [year, winner en, winner ru, runner-up en, runner-up ru]. */
const WINNERS: readonly (readonly [string, string, string, string, string])[] = [
  ['2023', 'Australia', 'Австралия', 'India', 'Индия'],
  ['2019', 'England', 'Англия', 'New Zealand', 'Новая Зеландия'],
  ['2015', 'Australia', 'Австралия', 'New Zealand', 'Новая Зеландия'],
  ['2011', 'India', 'Индия', 'Sri Lanka', 'Шри-Ланка'],
  ['2007', 'Australia', 'Австралия', 'Sri Lanka', 'Шри-Ланка'],
  ['2003', 'Australia', 'Австралия', 'India', 'Индия'],
  ['1999', 'Australia', 'Австралия', 'Pakistan', 'Пакистан'],
  ['1996', 'Sri Lanka', 'Шри-Ланка', 'Australia', 'Австралия'],
  ['1992', 'Pakistan', 'Пакистан', 'England', 'Англия'],
  ['1987', 'Australia', 'Австралия', 'England', 'Англия'],
  ['1983', 'India', 'Индия', 'West Indies', 'Вест-Индия'],
  ['1979', 'West Indies', 'Вест-Индия', 'England', 'Англия'],
  ['1975', 'West Indies', 'Вест-Индия', 'Australia', 'Австралия'],
];

function tokenCricketWorldCup(lang: Lang): PageText {
  if (lang === 'en') {
    return {
      title: 'Cricket World Cup 2027 betting',
      description:
        'Cricket World Cup 2027: outright odds, past winners, live betting on every match, tips from our traders and answers to common questions.',
      sections: [
        p(
          `The 14th men’s Cricket World Cup is played in South Africa, Zimbabwe and Namibia in October and November 2027. ${BRAND} prices every match before the toss and ball by ball in live.`,
        ),
      ],
      chapters: [
        chapter(
          'about',
          'About the tournament',
          p(
            'Fourteen teams play 54 one-day internationals of 50 overs a side. Two groups of seven are followed by the Super Six stage, the semi-finals and the final in Johannesburg.',
            'South Africa and Zimbabwe qualify as hosts together with the top eight of the ODI rankings; the last four places go through the qualifying tournament.',
          ),
          list('Key dates', [
            'Opening match: early October 2027, Cape Town.',
            'Group stage: three and a half weeks, two matches on most days.',
            'Super Six: the top three of each group carry their points forward.',
            'Final: mid-November 2027, the Wanderers, Johannesburg.',
          ]),
        ),
        chapter(
          'odds',
          'Outright odds',
          table(
            'Tournament winner',
            ['Team', 'Odds'],
            OUTRIGHT_ODDS.map(([en, , odds]) => [en, odds]),
            'Odds as of the latest update of this page; the line in the sportsbook is always current. Dead-heat rules do not apply to the winner market.',
          ),
          list('Other outright markets', [
            'Top batter and top bowler of the tournament (dead heat applies).',
            'Group winner and to reach the semi-finals.',
            'Highest individual score over or under 175.5 runs.',
          ]),
        ),
        chapter(
          'winners',
          'Past winners',
          table(
            'World Cup finals',
            ['Year', 'Winner', 'Runner-up'],
            WINNERS.map(([year, w, , r]) => [year, w, r]),
            'Australia have won the title six times, India and the West Indies twice each.',
          ),
        ),
        chapter(
          'live',
          'Live betting',
          p(
            'Every match is open for live betting from the first ball to the last, with markets re-priced after each delivery. Bets are suspended for a few seconds while a delivery is bowled and while a review is under way.',
          ),
          list('Live markets', [
            'Match winner and tied match.',
            'Runs in the current over and in the next five overs.',
            'Method of the next dismissal (caught, bowled, LBW, run out, stumped).',
            'Team total at the end of the innings, lines moving with every over.',
          ]),
          h(
            'Rain and reduced matches',
            'If a match is decided by the DLS method, match winner bets are settled on the official result. Over-based markets that were not completed are void.',
          ),
        ),
        chapter(
          'tips',
          'Betting tips',
          list('What our traders watch', [
            'The toss: teams chasing under lights have won about 55% of day-night ODIs in South Africa in recent seasons.',
            'Altitude: the Highveld grounds (Johannesburg, Centurion) favour batting; totals there run about 25 runs higher.',
            'Spin in Zimbabwe: the slower pitches in Harare and Bulawayo make spin bowlers’ markets worth a look.',
            'Squad news: a missing opener moves the top-batter market more than the match odds.',
          ]),
          p(
            'Tips are opinions, not promises. Bet only what you can afford to lose and set a limit in your account settings before the tournament starts.',
          ),
        ),
        chapter(
          'faq',
          'Frequently asked questions',
          h(
            'What happens to my bet if a match is abandoned?',
            'Match winner bets are void unless a result is declared under the competition’s rules. Settled markets, such as the first-innings total already completed, stand.',
          ),
          h(
            'Does a super over count?',
            'Match winner bets include the super over. Player and total markets count regular overs only.',
          ),
          h(
            'Can I cash out outright bets?',
            'Yes, cash out is offered on outright bets until the final starts, except while the market is suspended.',
          ),
          h(
            'Is there a bonus for the tournament?',
            'See the promotions page: the accumulator booster applies to cricket accumulators of four or more selections.',
          ),
        ),
      ],
    };
  }
  return {
    title: 'Ставки на чемпионат мира по крикету 2027',
    description:
      'Чемпионат мира по крикету 2027: коэффициенты на победителя, чемпионы прошлых лет, ставки в лайве на каждый матч, прогнозы и ответы на частые вопросы.',
    sections: [
      p(
        `14-й чемпионат мира по крикету среди мужчин пройдёт в ЮАР, Зимбабве и Намибии в октябре и ноябре 2027 года. ${BRAND} принимает ставки на каждый матч до жеребьёвки и в лайве после каждой подачи.`,
      ),
    ],
    chapters: [
      chapter(
        'about',
        'О турнире',
        p(
          'Четырнадцать сборных сыграют 54 однодневных матча по 50 оверов. После двух групп по семь команд — этап «Супер-6», полуфиналы и финал в Йоханнесбурге.',
          'ЮАР и Зимбабве участвуют как хозяева вместе с восемью лучшими командами рейтинга ODI; ещё четыре места разыгрываются в квалификации.',
        ),
        list('Главные даты', [
          'Матч открытия — начало октября 2027 года, Кейптаун.',
          'Групповой этап — три с половиной недели, в большинство дней по два матча.',
          '«Супер-6» — по три лучшие команды из каждой группы с набранными очками.',
          'Финал — середина ноября 2027 года, стадион «Уондерерс», Йоханнесбург.',
        ]),
      ),
      chapter(
        'odds',
        'Коэффициенты на победителя',
        table(
          'Победитель турнира',
          ['Сборная', 'Коэффициент'],
          OUTRIGHT_ODDS.map(([, ru, odds]) => [ru, odds.replace('.', ',')]),
          'Коэффициенты на момент последнего обновления страницы; в линии всегда актуальные. Правило dead heat к рынку победителя не применяется.',
        ),
        list('Другие долгосрочные рынки', [
          'Лучший бэтсмен и лучший боулер турнира (действует правило dead heat).',
          'Победитель группы и выход в полуфинал.',
          'Наибольший личный счёт — больше или меньше 175,5 рана.',
        ]),
      ),
      chapter(
        'winners',
        'Чемпионы прошлых лет',
        table(
          'Финалы чемпионатов мира',
          ['Год', 'Чемпион', 'Финалист'],
          WINNERS.map(([year, , w, , r]) => [year, w, r]),
          'Австралия выигрывала титул шесть раз, Индия и Вест-Индия — по два раза.',
        ),
      ),
      chapter(
        'live',
        'Ставки в лайве',
        p(
          'Каждый матч открыт для ставок в лайве с первой до последней подачи, рынки пересчитываются после каждой подачи. Приём ставок приостанавливается на несколько секунд во время подачи и видеопросмотра.',
        ),
        list('Рынки в лайве', [
          'Победитель матча и ничья.',
          'Раны в текущем овере и в следующих пяти оверах.',
          'Способ следующего аута (кэтч, боулд, LBW, ран-аут, стампинг).',
          'Командный тотал иннингса — линия меняется после каждого овера.',
        ]),
        h(
          'Дождь и сокращённые матчи',
          'Если матч решается по методу DLS, ставки на победителя рассчитываются по официальному результату. Незавершённые рынки по оверам аннулируются.',
        ),
      ),
      chapter(
        'tips',
        'Прогнозы',
        list('На что смотрят наши трейдеры', [
          'Жребий: в дневно-вечерних матчах в ЮАР за последние сезоны команды, отыгрывающиеся при свете прожекторов, побеждали примерно в 55% случаев.',
          'Высота: на стадионах Хайвельда (Йоханнесбург, Центурион) легче отбивать, тоталы там в среднем на 25 ранов выше.',
          'Спин в Зимбабве: медленные поля Хараре и Булавайо делают интересными рынки на спин-боулеров.',
          'Составы: отсутствие открывающего бэтсмена сильнее влияет на рынок лучшего бэтсмена, чем на исход матча.',
        ]),
        p(
          'Прогнозы — это мнение, а не обещание. Ставьте только те деньги, которые готовы потерять, и установите лимит в настройках аккаунта до начала турнира.',
        ),
      ),
      chapter(
        'faq',
        'Частые вопросы',
        h(
          'Что будет со ставкой, если матч прерван?',
          'Ставки на победителя аннулируются, если по регламенту турнира результат не объявлен. Уже рассчитанные рынки, например завершённый тотал первого иннингса, остаются в силе.',
        ),
        h(
          'Учитывается ли супер-овер?',
          'Ставки на победителя матча учитывают супер-овер. Рынки игроков и тоталов — только основные оверы.',
        ),
        h(
          'Можно ли продать ставку на победителя турнира?',
          'Да, продажа ставки доступна до начала финала, кроме моментов, когда рынок приостановлен.',
        ),
        h(
          'Есть ли бонус на турнир?',
          'Смотрите страницу акций: бустер экспрессов действует и на экспрессы из четырёх и более событий по крикету.',
        ),
      ),
    ],
  };
}

// ── The pages ────────────────────────────────────────────────────────────────────────────────

const HOWBET: Localised<PageText> = {
  en: {
    title: 'How to place a bet',
    description: `A step-by-step guide to betting at ${BRAND}: choose an event, read the odds, fill in the bet slip and place a single, accumulator or system bet.`,
    sections: [
      p(
        'Placing your first bet takes less than a minute. This guide walks you through it, from finding an event to checking the result in your bet history.',
      ),
      list('Step by step', [
        'Sign up and top up your account: the minimum deposit is €1 for most payment methods.',
        'Open Sports for matches that have not started yet, or Live for matches in progress.',
        'Click the odds of the outcome you expect, for example 2.15 for a home win. It lands in the bet slip.',
        'Choose the bet type in the slip: a single for one selection, an accumulator or a system for several.',
        'Enter your stake. The slip shows the possible win before you confirm.',
        'Press "Place bet". The bet is accepted when the slip says so and shows the bet number.',
      ]),
      list('Bet types', [
        'Single: one selection; the win is the stake times the odds.',
        'Accumulator: several selections from different events; all must win, the odds multiply.',
        'System: every accumulator of a chosen size from your selections (for example 2 out of 3), with the stake split between them.',
      ]),
      h(
        'If the odds change',
        'Odds move, especially in live. If they change while your bet is being sent, you will be asked to confirm the new odds, unless you chose "Accept any change" or "Accept higher odds" in the slip settings.',
      ),
      h(
        'After the match',
        'Bets are settled within minutes of the official result. Winnings go straight to your main account; you can follow every bet in the account under "Bet history".',
      ),
    ],
  },
  ru: {
    title: 'Как сделать ставку',
    description: `Пошаговая инструкция по ставкам на ${BRAND}: выберите событие, разберитесь в коэффициентах, заполните купон и сделайте одинар, экспресс или систему.`,
    sections: [
      p(
        'Первая ставка занимает меньше минуты. Эта инструкция проведёт вас от выбора события до проверки результата в истории ставок.',
      ),
      list('Шаг за шагом', [
        'Зарегистрируйтесь и пополните счёт: минимальный депозит для большинства способов оплаты — 1 €.',
        'Откройте «Спорт», чтобы выбрать матчи, которые ещё не начались, или «Лайв» — для матчей, которые уже идут.',
        'Нажмите на коэффициент исхода, который ожидаете, например 2,15 на победу хозяев. Он появится в купоне.',
        'Выберите тип ставки в купоне: одинар для одного исхода, экспресс или систему — для нескольких.',
        'Введите сумму. Купон покажет возможный выигрыш до подтверждения.',
        'Нажмите «Сделать ставку». Ставка принята, когда купон сообщит об этом и покажет её номер.',
      ]),
      list('Типы ставок', [
        'Одинар: один исход; выигрыш равен сумме, умноженной на коэффициент.',
        'Экспресс: несколько исходов разных событий; должны сыграть все, коэффициенты перемножаются.',
        'Система: все экспрессы выбранного размера из ваших исходов (например, 2 из 3), сумма делится между ними.',
      ]),
      h(
        'Если коэффициент изменился',
        'Коэффициенты меняются, особенно в лайве. Если это случилось во время отправки ставки, купон попросит подтвердить новый коэффициент — если в настройках купона не выбрано «Принимать любые изменения» или «Принимать повышение».',
      ),
      h(
        'После матча',
        'Ставки рассчитываются в течение нескольких минут после официального результата. Выигрыш сразу зачисляется на основной счёт; все ставки видны в аккаунте в разделе «История ставок».',
      ),
    ],
  },
};

const LICENSES: Localised<PageText> = {
  en: {
    title: 'Licences and certificates',
    description: `${BRAND}'s gaming licence No. BA-0001, what it covers, and how our games and random number generators are certified.`,
    sections: [
      table(
        'Our licence',
        ['Licence', 'Issued by', 'Covers', 'Valid until'],
        [
          [
            'No. BA-0001',
            'Gaming Supervision Board of the Free Port of Nortavia',
            'Fixed-odds sports betting, online casino, live casino',
            '31 December 2029',
          ],
        ],
        `${BRAND} Ltd. (Company No. 2016-0412) holds the licence since 2016. You can check it in the Board's public register by the licence number.`,
      ),
      list('What the licence requires of us', [
        'Player funds are held in a separate bank account and are not used for company expenses.',
        'Every player is verified to be 18 or over before any withdrawal.',
        'Games and random number generators are tested by an accredited laboratory every year.',
        'Players can set limits, take a break or exclude themselves at any time.',
        'Complaints we cannot resolve go to an independent dispute body free of charge.',
      ]),
      h(
        'Game certification',
        'Every casino game runs on a random number generator certified by an accredited testing laboratory; providers publish the return to player (RTP) of each game, which you can see on the game card. Live games are streamed from studios licensed in their own jurisdictions.',
      ),
    ],
  },
  ru: {
    title: 'Лицензии и сертификаты',
    description: `Лицензия ${BRAND} № BA-0001: что она охватывает и как сертифицируются наши игры и генераторы случайных чисел.`,
    sections: [
      table(
        'Наша лицензия',
        ['Лицензия', 'Кем выдана', 'Виды деятельности', 'Действует до'],
        [
          [
            '№ BA-0001',
            'Совет по надзору за азартными играми Свободного порта Нортавия',
            'Ставки на спорт с фиксированным коэффициентом, онлайн-казино, лайв-казино',
            '31 декабря 2029 года',
          ],
        ],
        `${BRAND} Ltd. (регистрационный номер 2016-0412) владеет лицензией с 2016 года. Проверить её можно в открытом реестре Совета по номеру лицензии.`,
      ),
      list('Что требует от нас лицензия', [
        'Средства игроков хранятся на отдельном банковском счёте и не используются на расходы компании.',
        'Перед любым выводом средств мы проверяем, что игроку исполнилось 18 лет.',
        'Игры и генераторы случайных чисел ежегодно проверяет аккредитованная лаборатория.',
        'Игроки могут в любой момент установить лимиты, взять паузу или исключить себя из игры.',
        'Жалобы, которые мы не смогли решить, бесплатно рассматривает независимый орган.',
      ]),
      h(
        'Сертификация игр',
        'Каждая игра казино работает на генераторе случайных чисел, сертифицированном аккредитованной лабораторией; провайдеры публикуют процент возврата (RTP) каждой игры — он указан в карточке игры. Лайв-игры транслируются из студий, лицензированных в своих юрисдикциях.',
      ),
    ],
  },
};

const TAXATION: Localised<PageText> = {
  en: {
    title: 'Taxes on winnings',
    description: `How winnings at ${BRAND} are taxed: the 13% tax on net winnings of Nortavia residents, the €4,000 allowance, withholding and the annual statement.`,
    sections: [
      p(
        'Whether you owe tax on winnings depends on where you are tax resident. This page explains what we do as the licensee in the Free Port of Nortavia; it is not tax advice.',
      ),
      table(
        'Nortavia residents',
        ['Net winnings in a calendar year', 'Tax', 'Who pays'],
        [
          ['Up to €4,000', 'None', '—'],
          ['Above €4,000', '13% of the part above €4,000', `${BRAND} withholds it at payout`],
          [
            'A single payout of €15,000 or more',
            '13%, withheld at once',
            `${BRAND} withholds it at payout`,
          ],
        ],
        'Net winnings are what you won on settled bets minus the stakes of those bets, counted from 1 January. Bonus money counts when it is converted to real money.',
      ),
      h(
        'Players resident elsewhere',
        'We do not withhold tax from players who are not resident in Nortavia. Your country may tax gambling winnings: check your local rules and declare them if required.',
      ),
      h(
        'Your annual statement',
        'By 31 January we publish in your account a statement of the previous year: deposits, withdrawals, stakes, winnings and any tax withheld. You can also ask for it at any time by writing to payments@betarena.example.',
      ),
    ],
  },
  ru: {
    title: 'Налоги на выигрыш',
    description: `Как облагаются выигрыши на ${BRAND}: налог 13% с чистого выигрыша для резидентов Нортавии, необлагаемые 4000 €, удержание при выплате и годовая справка.`,
    sections: [
      p(
        'Нужно ли платить налог с выигрыша, зависит от вашей налоговой резидентности. На этой странице описано, что мы делаем как лицензиат Свободного порта Нортавия; это не налоговая консультация.',
      ),
      table(
        'Резиденты Нортавии',
        ['Чистый выигрыш за календарный год', 'Налог', 'Кто платит'],
        [
          ['До 4000 €', 'Нет', '—'],
          ['Свыше 4000 €', '13% с суммы сверх 4000 €', `${BRAND} удерживает при выплате`],
          [
            'Разовая выплата от 15 000 €',
            '13%, удерживается сразу',
            `${BRAND} удерживает при выплате`,
          ],
        ],
        'Чистый выигрыш — это выигрыш по рассчитанным ставкам за вычетом сумм этих ставок с 1 января. Бонусные средства учитываются, когда становятся реальными деньгами.',
      ),
      h(
        'Игроки из других стран',
        'Мы не удерживаем налог с игроков, не являющихся резидентами Нортавии. Ваша страна может облагать выигрыши налогом: уточните местные правила и при необходимости задекларируйте доход.',
      ),
      h(
        'Годовая справка',
        'До 31 января в аккаунте появляется справка за прошлый год: депозиты, выводы, ставки, выигрыши и удержанный налог. Её также можно запросить в любой момент по адресу payments@betarena.example.',
      ),
    ],
  },
};

const CONSENT: Localised<PageText> = {
  en: {
    title: 'Consent to the processing of personal data',
    description: `What you agree to when you sign up at ${BRAND}: which personal data we process, why, with whom we share it and how to withdraw your consent.`,
    sections: [
      p(
        `By signing up you consent to ${BRAND} Ltd., 12 Harbour Lane, Free Port of Nortavia, processing your personal data as described here and in the privacy policy.`,
      ),
      list('The data we process', [
        'Identity: name, date of birth, nationality, identity document details and a photo of the document.',
        'Contacts: e-mail address, phone number, postal address.',
        'Payments: deposit and withdrawal history, the last four digits of cards, e-wallet identifiers.',
        'Play: bets, games, limits, bonuses and the device and IP address you play from.',
      ]),
      list('Why', [
        'To open and run your account and pay your winnings.',
        'To meet our licence and anti-money-laundering obligations.',
        'To protect you and us from fraud and to support responsible gaming.',
        'Only with a separate consent: to send you offers by e-mail, SMS and push.',
      ]),
      h(
        'Who receives it',
        'Payment providers, identity verification services and, when the law requires it, the Gaming Supervision Board and law enforcement. We never sell personal data.',
      ),
      h(
        'How long and how to withdraw',
        `We keep the data for five years after the account is closed, as the licence requires. You may withdraw marketing consent at any time in the account settings; to withdraw consent in full, write to ${EMAIL} — the account will then be closed.`,
      ),
    ],
  },
  ru: {
    title: 'Согласие на обработку персональных данных',
    description: `На что вы соглашаетесь при регистрации на ${BRAND}: какие данные мы обрабатываем, зачем, кому передаём и как отозвать согласие.`,
    sections: [
      p(
        `Регистрируясь, вы даёте согласие ${BRAND} Ltd. (Харбор-лейн, 12, Свободный порт Нортавия) на обработку ваших персональных данных, как описано здесь и в политике конфиденциальности.`,
      ),
      list('Какие данные мы обрабатываем', [
        'Личность: имя, дата рождения, гражданство, реквизиты и фото документа, удостоверяющего личность.',
        'Контакты: e-mail, номер телефона, почтовый адрес.',
        'Платежи: история пополнений и выводов, последние четыре цифры карт, идентификаторы кошельков.',
        'Игра: ставки, игры, лимиты, бонусы, устройство и IP-адрес, с которых вы играете.',
      ]),
      list('Зачем', [
        'Чтобы открыть и вести ваш счёт и выплачивать выигрыши.',
        'Чтобы выполнять требования лицензии и законодательства о противодействии отмыванию денег.',
        'Чтобы защищать вас и нас от мошенничества и поддерживать ответственную игру.',
        'Только с отдельного согласия: чтобы присылать предложения по e-mail, SMS и push.',
      ]),
      h(
        'Кому мы их передаём',
        'Платёжным провайдерам, сервисам проверки личности и, когда этого требует закон, Совету по надзору за азартными играми и правоохранительным органам. Мы никогда не продаём персональные данные.',
      ),
      h(
        'Сколько храним и как отозвать согласие',
        `Мы храним данные пять лет после закрытия счёта, как требует лицензия. Согласие на рассылки можно отозвать в настройках аккаунта в любой момент; чтобы отозвать согласие полностью, напишите на ${EMAIL} — счёт будет закрыт.`,
      ),
    ],
  },
};

const SIMPLE_IDENTIFICATION: Localised<PageText> = {
  en: {
    title: 'Simplified identification',
    description: `Verify your ${BRAND} account in five minutes: a photo of your ID and a selfie, or your online bank's ID service. What it unlocks and how long it takes.`,
    sections: [
      p(
        'Simplified identification confirms who you are without visiting an office. Most players complete it in five minutes, and most checks are done automatically within 15 minutes.',
      ),
      list('Two ways to identify', [
        'Document and selfie: photograph the front of your passport or ID card, then take a selfie in the app or browser when asked.',
        'Bank ID: sign in to your online bank through the secure form; the bank confirms your name and date of birth, and nothing else is shared.',
      ]),
      table(
        'What identification unlocks',
        ['Status', 'Deposits', 'Withdrawals'],
        [
          ['Not identified', 'Up to €150 in total', 'Not available'],
          ['Simplified identification', 'Up to €2,000 a month', 'Up to €2,000 a month'],
          ['Full identification (KYC)', 'Within your own limits', 'No monthly cap'],
        ],
      ),
      h(
        'If the check fails',
        'We will tell you why by e-mail, for example a blurred photo or a name that does not match your account. You can try again right away; after three failed attempts a specialist reviews your documents within 24 hours.',
      ),
    ],
  },
  ru: {
    title: 'Упрощённая идентификация',
    description: `Подтвердите аккаунт ${BRAND} за пять минут: фото документа и селфи или банковская идентификация. Что это даёт и сколько занимает.`,
    sections: [
      p(
        'Упрощённая идентификация подтверждает вашу личность без визита в офис. Большинство игроков проходят её за пять минут, а большинство проверок выполняется автоматически за 15 минут.',
      ),
      list('Два способа', [
        'Документ и селфи: сфотографируйте разворот паспорта или лицевую сторону удостоверения личности, затем сделайте селфи в приложении или браузере.',
        'Банковская идентификация: войдите в интернет-банк через защищённую форму; банк подтвердит только имя и дату рождения.',
      ]),
      table(
        'Что даёт идентификация',
        ['Статус', 'Пополнения', 'Выводы'],
        [
          ['Без идентификации', 'До 150 € в сумме', 'Недоступны'],
          ['Упрощённая идентификация', 'До 2000 € в месяц', 'До 2000 € в месяц'],
          ['Полная идентификация (KYC)', 'В пределах ваших лимитов', 'Без месячного ограничения'],
        ],
      ),
      h(
        'Если проверка не пройдена',
        'Мы сообщим причину по e-mail — например, размытое фото или имя, не совпадающее с данными аккаунта. Повторить попытку можно сразу; после трёх неудачных попыток документы в течение 24 часов проверит специалист.',
      ),
    ],
  },
};

const SMS_BETS: Localised<PageText> = {
  en: {
    title: 'Betting by SMS',
    description: `Place bets at ${BRAND} by text message to ${SMS_NUMBER}: the commands for balance, singles and accumulators, with examples and limits.`,
    sections: [
      p(
        `Bet without the internet: send a text message from the phone number confirmed in your account to ${SMS_NUMBER}. Each message costs the standard SMS rate of your operator; our replies are free.`,
      ),
      table(
        'Commands',
        ['Command', 'What it does', 'Example'],
        [
          ['BAL', 'Your balance', 'BAL'],
          ['B <event>*<outcome> <stake>', 'A single', 'B 48213*1 10'],
          [
            'E <event>*<outcome> … <stake>',
            'An accumulator of up to 10 selections',
            'E 48213*1 48220*X 51002*2 5',
          ],
          ['L <event>', 'The odds of an event', 'L 48213'],
          ['H', 'Your last five bets', 'H'],
          ['STOP', 'Turn betting by SMS off', 'STOP'],
        ],
        'The event number is shown next to each match in the line and in the printed line at our terminals. Outcomes are 1 (home), X (draw), 2 (away), 1X, 12, X2.',
      ),
      list('Rules', [
        'The stake is in your account currency, from €1 to €500 per SMS bet.',
        'A bet is accepted at the odds current when the message arrives; our reply confirms the odds and the bet number.',
        'If the odds have changed by more than 10%, the bet is not placed and the reply shows the new odds.',
        'Live events cannot be bet on by SMS.',
      ]),
      h(
        'Turning it on',
        'Betting by SMS is switched on in the account settings under "Security" after you confirm your phone number. Send STOP at any time to switch it off.',
      ),
    ],
  },
  ru: {
    title: 'Ставки по SMS',
    description: `Ставки на ${BRAND} по SMS на номер ${SMS_NUMBER}: команды для баланса, одинаров и экспрессов, примеры и ограничения.`,
    sections: [
      p(
        `Ставьте без интернета: отправьте SMS с номера, подтверждённого в аккаунте, на номер ${SMS_NUMBER}. Стоимость сообщения — по тарифу вашего оператора; наши ответы бесплатны.`,
      ),
      table(
        'Команды',
        ['Команда', 'Что делает', 'Пример'],
        [
          ['BAL', 'Баланс счёта', 'BAL'],
          ['B <событие>*<исход> <сумма>', 'Одинар', 'B 48213*1 10'],
          [
            'E <событие>*<исход> … <сумма>',
            'Экспресс до 10 событий',
            'E 48213*1 48220*X 51002*2 5',
          ],
          ['L <событие>', 'Коэффициенты события', 'L 48213'],
          ['H', 'Пять последних ставок', 'H'],
          ['STOP', 'Отключить ставки по SMS', 'STOP'],
        ],
        'Номер события указан рядом с каждым матчем в линии и в печатной линии у наших терминалов. Исходы: 1 (хозяева), X (ничья), 2 (гости), 1X, 12, X2.',
      ),
      list('Правила', [
        'Сумма — в валюте счёта, от 1 до 500 € за одну ставку по SMS.',
        'Ставка принимается по коэффициенту на момент получения сообщения; в ответе — коэффициент и номер ставки.',
        'Если коэффициент изменился больше чем на 10%, ставка не принимается, а в ответе будет новый коэффициент.',
        'На события в лайве ставки по SMS не принимаются.',
      ]),
      h(
        'Как включить',
        'Ставки по SMS включаются в настройках аккаунта в разделе «Безопасность» после подтверждения номера телефона. Отправьте STOP, чтобы отключить их в любой момент.',
      ),
    ],
  },
};

const DISPUTE_RESOLUTION: Localised<PageText> = {
  en: {
    title: 'Dispute resolution',
    description: `How to complain to ${BRAND} and what happens next: support, the complaints team within 14 days, then the independent adjudicator at no cost to you.`,
    sections: [
      p(
        'Most questions are settled by support within minutes. If you disagree with a decision, for example about how a bet was settled, follow the steps below.',
      ),
      list('Three steps', [
        `Support: contact us by chat or at ${EMAIL}. Give your account number and the bet or transaction number.`,
        'Complaints team: if support cannot resolve it, write to complaints@betarena.example. We acknowledge within 48 hours and give a final answer within 14 days.',
        'Independent adjudicator: if you are still not satisfied, refer the dispute within 12 months to the Betting Adjudication Service of Nortavia (adjudication.nortavia.example). It is free for players, and its decision binds us.',
      ]),
      h(
        'What helps us decide quickly',
        'Screenshots with the date and time, the bet number and a short description of what you expected. We keep the full history of every bet, so you do not need to prove it was placed.',
      ),
      h(
        'While a dispute is open',
        'We do not close your account or cancel your bets because of a complaint. Funds under dispute are held until the decision.',
      ),
    ],
  },
  ru: {
    title: 'Разрешение споров',
    description: `Как подать жалобу в ${BRAND} и что будет дальше: поддержка, отдел жалоб — до 14 дней, затем независимый арбитр бесплатно для вас.`,
    sections: [
      p(
        'Большинство вопросов поддержка решает за несколько минут. Если вы не согласны с решением, например с расчётом ставки, действуйте так.',
      ),
      list('Три шага', [
        `Поддержка: напишите в чат или на ${EMAIL}, указав номер счёта и номер ставки или операции.`,
        'Отдел жалоб: если поддержка не решила вопрос, напишите на complaints@betarena.example. Мы подтвердим получение в течение 48 часов и дадим окончательный ответ в течение 14 дней.',
        'Независимый арбитр: если вы всё ещё не согласны, в течение 12 месяцев обратитесь в Службу арбитража ставок Нортавии (adjudication.nortavia.example). Для игроков это бесплатно, а её решение для нас обязательно.',
      ]),
      h(
        'Что ускорит рассмотрение',
        'Скриншоты с датой и временем, номер ставки и короткое описание того, что вы ожидали. Мы храним полную историю каждой ставки, доказывать, что она была сделана, не нужно.',
      ),
      h(
        'Пока спор не решён',
        'Мы не закрываем счёт и не отменяем ставки из-за жалобы. Спорная сумма блокируется до решения.',
      ),
    ],
  },
};

const KYC_POLICY: Localised<PageText> = {
  en: {
    title: 'Know Your Customer (KYC) policy',
    description: `When and how ${BRAND} verifies its players: documents, proof of address, source of funds above €10,000, deadlines and how your documents are kept.`,
    sections: [
      p(
        'Our licence and anti-money-laundering law require us to know who our players are. We verify every player before the first withdrawal, and again when activity or the law requires it.',
      ),
      table(
        'When we ask',
        ['Trigger', 'What we ask for', 'Deadline'],
        [
          ['First withdrawal', 'Identity document and a selfie', 'Before payout'],
          ['Deposits above €2,000 a month', 'Proof of address not older than 3 months', '30 days'],
          [
            'Deposits above €10,000 in 12 months',
            'Source of funds: payslip, tax return or bank statement',
            '30 days',
          ],
          [
            'A card used for deposits',
            'Photo of the card, middle digits covered',
            'Before payout to it',
          ],
        ],
      ),
      list('Documents we accept', [
        'Identity: passport, national ID card or driving licence, valid and in colour.',
        'Address: utility bill, bank statement or tax letter showing your name and address.',
        'Source of funds: three latest payslips, last tax return, or three months of bank statements.',
      ]),
      h(
        'How we handle them',
        'Documents are uploaded through the account over an encrypted connection, checked within 24 hours (usually within an hour) and stored encrypted for five years after the account is closed. Only the compliance team can open them.',
      ),
      h(
        'If we cannot verify you',
        'Withdrawals and deposits are paused until the documents are received. If the deadline passes we suspend the account; your balance is returned to you once you are verified.',
      ),
    ],
  },
  ru: {
    title: 'Политика «Знай своего клиента» (KYC)',
    description: `Когда и как ${BRAND} проверяет игроков: документы, подтверждение адреса, источник средств свыше 10 000 €, сроки и хранение документов.`,
    sections: [
      p(
        'Лицензия и законодательство о противодействии отмыванию денег обязывают нас знать своих игроков. Мы проверяем каждого игрока перед первым выводом средств и повторно — когда этого требуют активность или закон.',
      ),
      table(
        'Когда мы запрашиваем документы',
        ['Повод', 'Что нужно', 'Срок'],
        [
          ['Первый вывод средств', 'Документ, удостоверяющий личность, и селфи', 'До выплаты'],
          [
            'Пополнения свыше 2000 € в месяц',
            'Подтверждение адреса не старше 3 месяцев',
            '30 дней',
          ],
          [
            'Пополнения свыше 10 000 € за 12 месяцев',
            'Источник средств: справка о доходах, декларация или выписка',
            '30 дней',
          ],
          [
            'Карта, которой пополняли счёт',
            'Фото карты с закрытыми средними цифрами',
            'До выплаты на неё',
          ],
        ],
      ),
      list('Какие документы подходят', [
        'Личность: паспорт, удостоверение личности или водительское удостоверение — действующие, в цвете.',
        'Адрес: счёт за коммунальные услуги, банковская выписка или налоговое письмо с вашим именем и адресом.',
        'Источник средств: три последние справки о зарплате, последняя декларация или выписки за три месяца.',
      ]),
      h(
        'Как мы с ними обращаемся',
        'Документы загружаются через аккаунт по зашифрованному соединению, проверяются в течение 24 часов (обычно за час) и хранятся в зашифрованном виде пять лет после закрытия счёта. Открыть их может только отдел комплаенса.',
      ),
      h(
        'Если проверка невозможна',
        'Выводы и пополнения приостанавливаются до получения документов. Если срок истёк, счёт блокируется; баланс возвращается вам после проверки.',
      ),
    ],
  },
};

const CASH_TERMINALS: Localised<PageText> = {
  en: {
    title: 'Cash terminals',
    description: `Top up your ${BRAND} account in cash at ${TERMINALS.length} terminals in six cities: addresses, opening hours and limits.`,
    sections: [
      p(
        'Pay cash into your account at any of our terminals. Enter your account number or scan the QR code from the "Top up" page of the app; the money is credited within a minute.',
      ),
      table('Terminal addresses', ['City', 'Address', 'Opening hours'], terminalRows('en')),
      list('Limits and fees', [
        'From €5 to €1,000 per payment, no fee.',
        'Notes of €5 to €200 are accepted; the terminal gives no change, so the whole amount is credited.',
        'Keep the receipt until the money is in your account.',
      ]),
    ],
  },
  ru: {
    title: 'Терминалы для пополнения наличными',
    description: `Пополните счёт ${BRAND} наличными в ${TERMINALS.length} терминалах в шести городах: адреса, часы работы и лимиты.`,
    sections: [
      p(
        'Вносите наличные на счёт в любом из наших терминалов. Введите номер счёта или отсканируйте QR-код со страницы «Пополнить» в приложении; деньги зачисляются в течение минуты.',
      ),
      table('Адреса терминалов', ['Город', 'Адрес', 'Часы работы'], terminalRows('ru')),
      list('Лимиты и комиссии', [
        'От 5 до 1000 € за платёж, без комиссии.',
        'Принимаются купюры от 5 до 200 €; терминал не выдаёт сдачу — зачисляется вся сумма.',
        'Сохраните чек, пока деньги не поступят на счёт.',
      ]),
    ],
  },
};

const BETTING_CALCULATOR: Localised<PageText> = {
  en: {
    title: 'Betting calculator',
    description:
      'Work out the possible win of a single, an accumulator or a system bet from your odds and stake, with the formulas explained.',
    sections: [
      p(
        'Enter the decimal odds of your selections and your stake to see what a bet could pay, before you place it. The figures are calculated exactly as our bet slip does, rounded down to the cent.',
      ),
      h('Single', 'Possible win = stake × odds. €20 at 1.85 pays €37.00.'),
      h(
        'Accumulator',
        'Possible win = stake × the product of all odds. €10 on 2.00, 1.50 and 1.80 pays €10 × 5.40 = €54.00. Every selection must win.',
      ),
      h(
        'System',
        'A k/n system is every accumulator of k selections out of n, with the stake split equally between them. €30 on a 2/3 system with odds 2, 3 and 4 makes three doubles of €10: 2 × 3, 2 × 4 and 3 × 4. If all win it pays €60 + €80 + €120 = €260; the smallest winning line, the two lowest odds, pays €60.',
      ),
    ],
  },
  ru: {
    title: 'Калькулятор ставок',
    description:
      'Рассчитайте возможный выигрыш одинара, экспресса или системы по вашим коэффициентам и сумме — с объяснением формул.',
    sections: [
      p(
        'Введите десятичные коэффициенты исходов и сумму ставки, чтобы увидеть возможный выигрыш до того, как сделаете ставку. Расчёт такой же, как в нашем купоне, с округлением вниз до цента.',
      ),
      h('Одинар', 'Возможный выигрыш = сумма × коэффициент. 20 € по 1,85 — это 37,00 €.'),
      h(
        'Экспресс',
        'Возможный выигрыш = сумма × произведение коэффициентов. 10 € на 2,00, 1,50 и 1,80 — это 10 € × 5,40 = 54,00 €. Сыграть должны все исходы.',
      ),
      h(
        'Система',
        'Система k из n — это все экспрессы из k исходов, составленные из n, ставка делится между ними поровну. 30 € на систему 2 из 3 с коэффициентами 2, 3 и 4 — три двойных экспресса по 10 €: 2 × 3, 2 × 4 и 3 × 4. Если сыграли все, выплата 60 € + 80 € + 120 € = 260 €; наименьшая выигрышная комбинация — два наименьших коэффициента — приносит 60 €.',
      ),
    ],
  },
};

const MOBILE: Localised<PageText> = {
  en: {
    title: `${BRAND} mobile apps for Android and iOS`,
    description: `Download the ${BRAND} app for Android (APK, 38 MB) or iOS (App Store): live betting, casino, streams, push alerts and fast deposits on the go.`,
    sections: [
      p(
        'Everything on the site, in an app built for your phone: the full line and live, the casino, your account and payments, with sign-in by fingerprint or face.',
      ),
      list('Why use the app', [
        'Live odds update faster and use less data than in the browser.',
        'Push alerts for goals, the start of your matches and settled bets.',
        'Watch live streams of more than 3,000 events a month.',
        'Works even where our site is blocked by your network.',
      ]),
      list('Android (8.0 or later)', [
        'Open this page on your phone and tap "Download for Android" to get the APK file (38 MB).',
        'Allow installing apps from this source when Android asks, then open the downloaded file.',
        'Sign in with your usual login; the app updates itself when a new version is out.',
      ]),
      list('iPhone and iPad (iOS 14 or later)', [
        `Open the App Store and search for "${BRAND}", or tap "Download for iOS" on this page.`,
        'Install the app (about 95 MB) and sign in.',
      ]),
    ],
  },
  ru: {
    title: `Мобильные приложения ${BRAND} для Android и iOS`,
    description: `Скачайте приложение ${BRAND} для Android (APK, 38 МБ) или iOS (App Store): лайв, казино, трансляции, push-уведомления и быстрые пополнения.`,
    sections: [
      p(
        'Всё, что есть на сайте, в приложении для телефона: линия и лайв, казино, аккаунт и платежи, вход по отпечатку пальца или лицу.',
      ),
      list('Зачем приложение', [
        'Коэффициенты в лайве обновляются быстрее и расходуют меньше трафика, чем в браузере.',
        'Push-уведомления о голах, начале ваших матчей и расчёте ставок.',
        'Трансляции более 3000 событий в месяц.',
        'Работает, даже если сайт заблокирован вашим провайдером.',
      ]),
      list('Android (8.0 и новее)', [
        'Откройте эту страницу на телефоне и нажмите «Скачать для Android» — загрузится APK-файл (38 МБ).',
        'Разрешите установку приложений из этого источника, когда Android спросит, и откройте загруженный файл.',
        'Войдите со своим логином; приложение обновляется само, когда выходит новая версия.',
      ]),
      list('iPhone и iPad (iOS 14 и новее)', [
        `Откройте App Store и найдите «${BRAND}» или нажмите «Скачать для iOS» на этой странице.`,
        'Установите приложение (около 95 МБ) и войдите.',
      ]),
    ],
  },
};

const DESKTOP: Localised<PageText> = {
  en: {
    title: `${BRAND} for Windows and macOS`,
    description: `The ${BRAND} desktop app for Windows 10+ and macOS 12+: a faster live line, several matches in one window and access when the site is blocked.`,
    sections: [
      p(
        'The desktop app opens the whole site in its own window, without browser tabs, and keeps working when the site itself cannot be reached from your network.',
      ),
      list('What you get', [
        'A live line that refreshes without reloading, with several matches side by side.',
        'Notifications from the system tray when your bets are settled.',
        'Automatic updates and a mirror switch built in.',
      ]),
      table(
        'System requirements',
        ['System', 'Version', 'Download size'],
        [
          ['Windows', '10 or 11, 64-bit', '84 MB'],
          ['macOS', '12 Monterey or later, Intel or Apple silicon', '92 MB'],
        ],
      ),
      list('Installing', [
        'Download the installer for your system from this page.',
        'Windows: run BetArenaSetup.exe and follow the steps. macOS: open BetArena.dmg and drag the app to Applications.',
        'Start the app and sign in with your usual login.',
      ]),
    ],
  },
  ru: {
    title: `${BRAND} для Windows и macOS`,
    description: `Приложение ${BRAND} для Windows 10+ и macOS 12+: быстрый лайв, несколько матчей в одном окне и доступ, когда сайт заблокирован.`,
    sections: [
      p(
        'Приложение открывает весь сайт в отдельном окне без вкладок браузера и продолжает работать, даже если сайт недоступен из вашей сети.',
      ),
      list('Что вы получаете', [
        'Лайв без перезагрузки страницы, несколько матчей рядом.',
        'Уведомления из системного трея о расчёте ставок.',
        'Автоматические обновления и встроенное переключение на зеркало.',
      ]),
      table(
        'Системные требования',
        ['Система', 'Версия', 'Размер загрузки'],
        [
          ['Windows', '10 или 11, 64-разрядная', '84 МБ'],
          ['macOS', '12 Monterey и новее, Intel или Apple silicon', '92 МБ'],
        ],
      ),
      list('Установка', [
        'Скачайте установщик для вашей системы на этой странице.',
        'Windows: запустите BetArenaSetup.exe и следуйте шагам. macOS: откройте BetArena.dmg и перетащите приложение в «Программы».',
        'Запустите приложение и войдите со своим логином.',
      ]),
    ],
  },
};

const POINTS: Localised<PageText> = {
  en: {
    title: 'Arena Points loyalty programme',
    description: `Earn Arena Points on every bet and spin at ${BRAND} and exchange them for free bets, free spins and cash in the points shop.`,
    sections: [
      p(
        'Every real-money bet and spin earns Arena Points. Points never expire while you play at least once in 90 days, and you can spend them in the shop at any time.',
      ),
      table(
        'How you earn',
        ['Activity', 'Points'],
        [
          ['€10 staked on sports, odds 1.50 or higher', '10'],
          ['€10 staked on an accumulator of 3+ selections', '15'],
          ['€10 wagered on slots', '4'],
          ['€10 wagered on live casino and table games', '2'],
          ['Identification completed', '200 once'],
        ],
        'Bets settled as void, cashed out or placed with bonus money earn no points.',
      ),
      table(
        'The points shop',
        ['Reward', 'Price in points'],
        [
          ['€5 free bet', '500'],
          ['€20 free bet', '1,800'],
          ['50 free spins on Book of the Arena', '1,200'],
          ['€10 in real money', '1,500'],
          ['Arena football shirt', '6,000'],
        ],
      ),
      list('Levels', [
        'Bronze from 0 points: the shop and birthday bonus.',
        'Silver from 5,000 points a quarter: +10% points on every bet.',
        'Gold from 20,000 points a quarter: +25% points and a personal manager.',
      ]),
    ],
  },
  ru: {
    title: 'Программа лояльности Arena Points',
    description: `Получайте баллы Arena Points за каждую ставку и спин на ${BRAND} и обменивайте их на фрибеты, фриспины и деньги в магазине баллов.`,
    sections: [
      p(
        'Каждая ставка и спин на реальные деньги приносят баллы Arena Points. Баллы не сгорают, пока вы играете хотя бы раз в 90 дней, а потратить их в магазине можно в любой момент.',
      ),
      table(
        'Как начисляются баллы',
        ['Действие', 'Баллы'],
        [
          ['10 € на спорт с коэффициентом от 1,50', '10'],
          ['10 € на экспресс из 3+ событий', '15'],
          ['10 € в слотах', '4'],
          ['10 € в лайв-казино и настольных играх', '2'],
          ['Пройдена идентификация', '200 однократно'],
        ],
        'За ставки, рассчитанные с возвратом, проданные или сделанные бонусными средствами, баллы не начисляются.',
      ),
      table(
        'Магазин баллов',
        ['Награда', 'Цена в баллах'],
        [
          ['Фрибет 5 €', '500'],
          ['Фрибет 20 €', '1800'],
          ['50 фриспинов в Book of the Arena', '1200'],
          ['10 € реальными деньгами', '1500'],
          ['Футболка Arena', '6000'],
        ],
      ),
      list('Уровни', [
        'Бронза — с 0 баллов: магазин и бонус на день рождения.',
        'Серебро — от 5000 баллов за квартал: +10% баллов за каждую ставку.',
        'Золото — от 20 000 баллов за квартал: +25% баллов и персональный менеджер.',
      ]),
    ],
  },
};

const BETTING_AWARDS: Localised<PageText> = {
  en: {
    title: `${BRAND} awards`,
    description: `The industry awards ${BRAND} has won for its sportsbook, live betting, mobile app and responsible gaming since 2019.`,
    sections: [
      p(
        'We are proud of the recognition our team has received from players and the industry. Here are the awards of recent years.',
      ),
      table(
        'Awards',
        ['Year', 'Award', 'Awarded by'],
        [
          ['2025', 'Sportsbook of the Year', 'Nortavia Gaming Awards'],
          ['2025', 'Best Responsible Gaming Programme', 'Harbour iGaming Summit'],
          ['2024', 'Best Live Betting Product', 'Nortavia Gaming Awards'],
          ['2023', 'Best Mobile Betting App', 'Players’ Choice Awards'],
          ['2022', 'Rising Operator of the Year', 'Harbour iGaming Summit'],
          ['2019', 'Best Customer Support', 'Players’ Choice Awards'],
        ],
      ),
      h(
        'What the judges said',
        '“A live product that settles faster than any we tested, and limit tools that are easy to find” — Nortavia Gaming Awards jury, 2025.',
      ),
    ],
  },
  ru: {
    title: `Награды ${BRAND}`,
    description: `Отраслевые награды ${BRAND} за букмекерский продукт, лайв, мобильное приложение и ответственную игру с 2019 года.`,
    sections: [
      p(
        'Мы гордимся признанием, которое наша команда получила от игроков и индустрии. Вот награды последних лет.',
      ),
      table(
        'Награды',
        ['Год', 'Награда', 'Кем присуждена'],
        [
          ['2025', 'Букмекер года', 'Nortavia Gaming Awards'],
          ['2025', 'Лучшая программа ответственной игры', 'Harbour iGaming Summit'],
          ['2024', 'Лучший продукт для ставок в лайве', 'Nortavia Gaming Awards'],
          ['2023', 'Лучшее мобильное приложение для ставок', 'Players’ Choice Awards'],
          ['2022', 'Восходящий оператор года', 'Harbour iGaming Summit'],
          ['2019', 'Лучшая служба поддержки', 'Players’ Choice Awards'],
        ],
      ),
      h(
        'Что сказало жюри',
        '«Лайв, который рассчитывается быстрее всех, что мы проверяли, и инструменты лимитов, которые легко найти» — жюри Nortavia Gaming Awards, 2025.',
      ),
    ],
  },
};

const IPL_BETTING_APP: Localised<PageText> = {
  en: {
    title: 'IPL betting app',
    description: `Bet on every IPL match in the ${BRAND} app: ball-by-ball live odds, player markets, score alerts and a welcome bonus for cricket.`,
    sections: [
      p(
        'The Indian Premier League is the busiest two months of the cricket year, and our app is built for it: every match, every over, with odds that move as fast as the game.',
      ),
      list('Made for the IPL', [
        'Ball-by-ball live betting on all 74 matches, including next-ball and next-over markets.',
        'Player markets: top batter, top bowler, sixes and fifties for every team.',
        'Push alerts for wickets and boundaries in the matches you bet on.',
        'Deposits in a minute by card or e-wallet, withdrawals usually within 15 minutes.',
      ]),
      h(
        'Get started',
        'Download the app for Android or iOS from the mobile apps page, sign up and claim the sports welcome bonus: 100% of your first deposit up to €500.',
      ),
    ],
  },
  ru: {
    title: 'Приложение для ставок на IPL',
    description: `Ставки на каждый матч IPL в приложении ${BRAND}: лайв после каждой подачи, рынки игроков, уведомления о счёте и приветственный бонус.`,
    sections: [
      p(
        'Индийская премьер-лига — самые насыщенные два месяца крикетного года, и наше приложение создано для них: каждый матч и каждый овер с коэффициентами, которые меняются так же быстро, как игра.',
      ),
      list('Создано для IPL', [
        'Ставки в лайве после каждой подачи на все 74 матча, включая рынки на следующую подачу и овер.',
        'Рынки игроков: лучший бэтсмен, лучший боулер, шестёрки и полусотни каждой команды.',
        'Push-уведомления о калитках и баундари в матчах, на которые вы поставили.',
        'Пополнение за минуту картой или кошельком, вывод обычно в течение 15 минут.',
      ]),
      h(
        'Как начать',
        'Скачайте приложение для Android или iOS на странице мобильных приложений, зарегистрируйтесь и получите приветственный бонус на спорт: 100% первого депозита до 500 €.',
      ),
    ],
  },
};

const CRICKET_APP: Localised<PageText> = {
  en: {
    title: 'Cricket betting app',
    description: `The ${BRAND} cricket app: Tests, ODIs and T20 leagues from around the world, live odds after every ball, streams and cash out.`,
    sections: [
      p(
        'From Test matches to the T20 leagues, the cricket app brings more than 1,500 matches a year to your phone, with live odds after every delivery.',
      ),
      list('Inside the app', [
        'International cricket: Tests, ODIs and T20Is, plus the World Cup and the Champions Trophy.',
        'Leagues: IPL, Big Bash, The Hundred, SA20, PSL and the Caribbean Premier League.',
        'Live streams and a ball-by-ball scorecard next to the odds.',
        'Cash out on singles and accumulators, full or partial.',
      ]),
      table(
        'Requirements',
        ['Platform', 'Version', 'Size'],
        [
          ['Android', '8.0 or later', '38 MB'],
          ['iOS', '14 or later', '95 MB'],
        ],
      ),
    ],
  },
  ru: {
    title: 'Приложение для ставок на крикет',
    description: `Приложение ${BRAND} для крикета: тест-матчи, ODI и лиги T20 со всего мира, лайв после каждой подачи, трансляции и продажа ставки.`,
    sections: [
      p(
        'От тест-матчей до лиг T20 — приложение для крикета показывает более 1500 матчей в год с коэффициентами в лайве после каждой подачи.',
      ),
      list('Что внутри', [
        'Международный крикет: тест-матчи, ODI и T20I, а также чемпионат мира и Трофей чемпионов.',
        'Лиги: IPL, Big Bash, The Hundred, SA20, PSL и Карибская премьер-лига.',
        'Трансляции и поподачный протокол рядом с коэффициентами.',
        'Продажа ставки на одинары и экспрессы — полная или частичная.',
      ]),
      table(
        'Требования',
        ['Платформа', 'Версия', 'Размер'],
        [
          ['Android', '8.0 и новее', '38 МБ'],
          ['iOS', '14 и новее', '95 МБ'],
        ],
      ),
    ],
  },
};

const FOOTBALL_CHAMPIONS_RULES: Localised<PageText> = {
  en: {
    title: 'Football Champions: rules of the prediction game',
    description:
      'Rules of Football Champions: who can play, how predictions are scored, how the leaderboard is ranked and how the €10,000 monthly prize pool is paid.',
    sections: [
      p(
        'Football Champions is a free prediction game: predict the scores of ten selected matches each round, climb the leaderboard and share the monthly prize pool of €10,000 in free bets.',
      ),
    ],
    chapters: [
      chapter(
        'participation',
        '1. Participation',
        p(
          `The game is open to verified ${BRAND} players aged 18 or over who have placed at least one real-money bet of €5 or more in the last 30 days. Taking part is free.`,
          'One entry per person. Accounts found to be linked are excluded from the leaderboard.',
        ),
      ),
      chapter(
        'predictions',
        '2. Predictions and scoring',
        p(
          'Each round lists ten matches. Predictions can be changed until the kick-off of each match and are locked after it.',
        ),
        table(
          'Points per match',
          ['Prediction', 'Points'],
          [
            ['Exact score', '5'],
            ['Correct result and goal difference', '3'],
            ['Correct result only', '2'],
            ['Wrong result', '0'],
          ],
          'Only the score at the end of regular time counts. A postponed match scores no points for anyone.',
        ),
      ),
      chapter(
        'leaderboard',
        '3. Leaderboard',
        p(
          'The leaderboard ranks players by points in the calendar month. Ties are broken by the number of exact scores, then by the time the last prediction of the month was made (earlier wins).',
        ),
      ),
      chapter(
        'prizes',
        '4. Prizes',
        table(
          'Monthly prize pool',
          ['Place', 'Prize'],
          [
            ['1st', '€2,500 free bet'],
            ['2nd', '€1,500 free bet'],
            ['3rd', '€1,000 free bet'],
            ['4th–10th', '€300 free bet each'],
            ['11th–100th', '€30 free bet each'],
          ],
          'Free bets are credited within three working days after the month ends and are valid for 14 days. They carry no wagering requirement.',
        ),
      ),
      chapter(
        'general-terms',
        '5. General terms',
        p(
          `${BRAND} may change or end the game with 14 days’ notice on this page. Decisions on scoring are final once a round is settled. The general rules of ${BRAND} apply.`,
        ),
      ),
    ],
  },
  ru: {
    title: 'Football Champions: правила игры в прогнозы',
    description:
      'Правила Football Champions: кто может участвовать, как начисляются очки, как строится таблица лидеров и как выплачивается призовой фонд 10 000 € в месяц.',
    sections: [
      p(
        'Football Champions — бесплатная игра в прогнозы: угадайте счёт десяти матчей тура, поднимайтесь в таблице лидеров и разделите ежемесячный призовой фонд 10 000 € во фрибетах.',
      ),
    ],
    chapters: [
      chapter(
        'participation',
        '1. Участие',
        p(
          `Играть могут игроки ${BRAND} старше 18 лет, прошедшие идентификацию и сделавшие за последние 30 дней хотя бы одну ставку от 5 € на реальные деньги. Участие бесплатное.`,
          'Один участник — одна заявка. Связанные аккаунты исключаются из таблицы.',
        ),
      ),
      chapter(
        'predictions',
        '2. Прогнозы и очки',
        p(
          'В каждом туре десять матчей. Прогноз можно изменить до начала каждого матча, после начала он фиксируется.',
        ),
        table(
          'Очки за матч',
          ['Прогноз', 'Очки'],
          [
            ['Точный счёт', '5'],
            ['Верный исход и разница мячей', '3'],
            ['Только верный исход', '2'],
            ['Неверный исход', '0'],
          ],
          'Учитывается только счёт основного времени. За перенесённый матч очки не получает никто.',
        ),
      ),
      chapter(
        'leaderboard',
        '3. Таблица лидеров',
        p(
          'Таблица ранжирует игроков по очкам за календарный месяц. При равенстве выше тот, у кого больше точных счетов, затем тот, кто раньше сделал последний прогноз месяца.',
        ),
      ),
      chapter(
        'prizes',
        '4. Призы',
        table(
          'Призовой фонд месяца',
          ['Место', 'Приз'],
          [
            ['1-е', 'Фрибет 2500 €'],
            ['2-е', 'Фрибет 1500 €'],
            ['3-е', 'Фрибет 1000 €'],
            ['4–10-е', 'Фрибет 300 € каждому'],
            ['11–100-е', 'Фрибет 30 € каждому'],
          ],
          'Фрибеты начисляются в течение трёх рабочих дней после окончания месяца и действуют 14 дней. Отыгрыш не требуется.',
        ),
      ),
      chapter(
        'general-terms',
        '5. Общие положения',
        p(
          `${BRAND} может изменить или завершить игру, предупредив об этом на этой странице за 14 дней. Начисление очков после расчёта тура окончательно. Действуют общие правила ${BRAND}.`,
        ),
      ),
    ],
  },
};

const OUR_PARTNERS: Localised<PageText> = {
  en: {
    title: `${BRAND} partners`,
    description: `The clubs, esports teams and charities ${BRAND} partners with, and our affiliate programme for websites and streamers.`,
    sections: [
      p(
        'We support the sport we love: professional clubs, grassroots football, esports and the charities that help people who gamble too much.',
      ),
    ],
    chapters: [
      chapter(
        'football',
        'Football clubs',
        list('Our clubs', [
          'FC Nortavia Harbour — official betting partner since 2021, sleeve sponsor of the first team.',
          'Eastgate Rovers — stadium partner of the Eastgate Arena and the youth academy.',
          'Lindmark Women’s FC — main shirt sponsor since 2023.',
        ]),
        p(
          'Club partnerships follow the league’s code: no betting branding on youth kits and no promotions aimed at under-18s.',
        ),
      ),
      chapter(
        'esports',
        'Esports',
        list('Our teams and events', [
          'Arena Wolves (Counter-Strike 2) — title partner since 2024.',
          'Harbour Cup — the Dota 2 tournament we host twice a year with a €50,000 prize pool.',
        ]),
      ),
      chapter(
        'charity',
        'Responsible gaming charities',
        p(
          'We give 1% of our gross gaming revenue to independent research, education and treatment of problem gambling.',
        ),
        list('Who we fund', [
          'Nortavia Gambling Helpline — free, confidential advice around the clock.',
          'SafeBet Education — workshops on gambling risks in schools and universities.',
        ]),
      ),
      chapter(
        'affiliates',
        'Affiliate programme',
        p(
          'Websites, tipsters and streamers earn up to 40% revenue share for the players they bring, paid monthly with no negative carry-over.',
          'Apply at partners@betarena.example. Affiliates must follow our marketing code: adults only, no misleading offers, and a link to responsible gaming on every page that promotes us.',
        ),
      ),
    ],
  },
  ru: {
    title: `Партнёры ${BRAND}`,
    description: `Клубы, киберспортивные команды и благотворительные фонды, с которыми сотрудничает ${BRAND}, и наша партнёрская программа для сайтов и стримеров.`,
    sections: [
      p(
        'Мы поддерживаем спорт, который любим: профессиональные клубы, детский футбол, киберспорт и фонды, помогающие людям с игровой зависимостью.',
      ),
    ],
    chapters: [
      chapter(
        'football',
        'Футбольные клубы',
        list('Наши клубы', [
          'ФК «Нортавия Харбор» — официальный букмекерский партнёр с 2021 года, спонсор на рукаве формы основной команды.',
          '«Истгейт Роверс» — партнёр стадиона «Истгейт Арена» и молодёжной академии.',
          'Женский ФК «Линдмарк» — титульный спонсор формы с 2023 года.',
        ]),
        p(
          'Партнёрства с клубами следуют кодексу лиги: никакой букмекерской символики на детской форме и никаких акций для несовершеннолетних.',
        ),
      ),
      chapter(
        'esports',
        'Киберспорт',
        list('Наши команды и турниры', [
          'Arena Wolves (Counter-Strike 2) — титульный партнёр с 2024 года.',
          'Harbour Cup — турнир по Dota 2, который мы проводим дважды в год с призовым фондом 50 000 €.',
        ]),
      ),
      chapter(
        'charity',
        'Фонды ответственной игры',
        p(
          'Мы направляем 1% валового игорного дохода на независимые исследования, просвещение и лечение игровой зависимости.',
        ),
        list('Кого мы поддерживаем', [
          'Горячая линия Нортавии по игровой зависимости — бесплатные анонимные консультации круглосуточно.',
          'SafeBet Education — занятия о рисках азартных игр в школах и университетах.',
        ]),
      ),
      chapter(
        'affiliates',
        'Партнёрская программа',
        p(
          'Сайты, каперы и стримеры получают до 40% дохода от приведённых игроков; выплаты ежемесячно, без переноса отрицательного баланса.',
          'Заявки — на partners@betarena.example. Партнёры соблюдают наш маркетинговый кодекс: только для взрослых, никаких вводящих в заблуждение предложений и ссылка на ответственную игру на каждой странице с нашей рекламой.',
        ),
      ),
    ],
  },
};

const BETTING_ALPHABET: Localised<PageText> = {
  en: {
    title: 'Betting glossary from A to Z',
    description:
      'Betting terms explained with examples: accumulators, handicaps, totals, system bets, cash out, margin and more, from A to Z.',
    sections: [
      p(
        'New to betting or stuck on a word in the bet slip? Every term here is explained in plain words, most of them with a worked example. Pick a letter to start.',
      ),
    ],
    glossary: glossaryOf('en'),
  },
  ru: {
    title: 'Словарь беттора от А до Я',
    description:
      'Термины ставок с примерами: экспресс, фора, тотал, система, продажа ставки, маржа и другие — по алфавиту.',
    sections: [
      p(
        'Только начинаете делать ставки или встретили непонятное слово в купоне? Здесь каждый термин объяснён простыми словами, большинство — с примером расчёта. Термины сгруппированы по первой букве английского названия.',
      ),
    ],
    glossary: glossaryOf('ru'),
  },
};

const THANKYOU_REGISTRATION: Localised<PageText> = {
  en: {
    title: `Welcome to ${BRAND}!`,
    description:
      'Your account is open. Confirm your e-mail, make a deposit and claim your welcome bonus.',
    sections: [
      p(
        'Thank you for signing up. Your account is open and you are signed in. Three steps to your first bet:',
      ),
      list('What next', [
        'Confirm your e-mail: we have sent a link that is valid for 24 hours.',
        'Make your first deposit within 7 days to get 100% up to €500 for sports or the casino welcome package.',
        'Complete simplified identification so that nothing holds up your first withdrawal.',
      ]),
      h(
        'Play safe',
        'You can set deposit, loss and session limits right now in the account under "Responsible gaming".',
      ),
    ],
  },
  ru: {
    title: `Добро пожаловать в ${BRAND}!`,
    description: 'Счёт открыт. Подтвердите e-mail, пополните счёт и получите приветственный бонус.',
    sections: [
      p(
        'Спасибо за регистрацию. Ваш счёт открыт, и вы уже вошли в аккаунт. Три шага до первой ставки:',
      ),
      list('Что дальше', [
        'Подтвердите e-mail: мы отправили ссылку, она действует 24 часа.',
        'Пополните счёт в течение 7 дней, чтобы получить 100% до 500 € на спорт или приветственный пакет казино.',
        'Пройдите упрощённую идентификацию, чтобы ничто не задержало первый вывод.',
      ]),
      h(
        'Играйте ответственно',
        'Лимиты на депозиты, проигрыши и длительность сессии можно установить уже сейчас в аккаунте, в разделе «Ответственная игра».',
      ),
    ],
  },
};

const THANKYOU_DEPOSIT: Localised<PageText> = {
  en: {
    title: 'Thank you for your deposit',
    description:
      'Your payment has been received and credited to your account. Good luck with your bets!',
    sections: [
      p(
        'Your payment has been received. Card and e-wallet deposits are credited at once; bank transfers within one working day. You will find it under "Payment history" in your account.',
      ),
      list('Good to know', [
        'If you chose a bonus, it is already in your bonus account with its wagering shown under "Bonuses".',
        'Money deposited must be staked at least once before it can be withdrawn.',
        `A payment not credited within an hour? Contact support at ${EMAIL} or ${PHONE} with the payment receipt.`,
      ]),
    ],
  },
  ru: {
    title: 'Спасибо за пополнение',
    description: 'Платёж получен и зачислен на ваш счёт. Удачных ставок!',
    sections: [
      p(
        'Платёж получен. Пополнения картой и кошельком зачисляются сразу, банковским переводом — в течение рабочего дня. Операция видна в аккаунте в разделе «История платежей».',
      ),
      list('Полезно знать', [
        'Если вы выбрали бонус, он уже на бонусном счёте, а условия отыгрыша — в разделе «Бонусы».',
        'Внесённые деньги нужно хотя бы один раз поставить, прежде чем выводить.',
        `Платёж не зачислен в течение часа? Напишите в поддержку на ${EMAIL} или позвоните ${PHONE}, приложив чек.`,
      ]),
    ],
  },
};

function bothLanguages(make: (lang: Lang) => PageText): Localised<PageText> {
  return { en: make('en'), ru: make('ru') };
}

/** The pages of this file by CMS slug (server/upstream/schemas/cms.ts CMS_PAGE_SLUGS). */
export const INFO_PAGES = {
  howbet: HOWBET,
  licenses: LICENSES,
  taxation: TAXATION,
  consent: CONSENT,
  simpleidentification: SIMPLE_IDENTIFICATION,
  smsbets: SMS_BETS,
  disputeresolution: DISPUTE_RESOLUTION,
  kycpolicy: KYC_POLICY,
  'cash-terminals': CASH_TERMINALS,
  'betting-calculator': BETTING_CALCULATOR,
  mobile: MOBILE,
  desktop: DESKTOP,
  points: POINTS,
  'betting-awards': BETTING_AWARDS,
  'ipl-betting-app': IPL_BETTING_APP,
  'cricket-app': CRICKET_APP,
  'football-champions-rules': FOOTBALL_CHAMPIONS_RULES,
  ourpartners: OUR_PARTNERS,
  'betting-alphabet': BETTING_ALPHABET,
  'token-cricket-world-cup': bothLanguages(tokenCricketWorldCup),
  'thankyou-registration': THANKYOU_REGISTRATION,
  'thankyou-deposit': THANKYOU_DEPOSIT,
} as const satisfies Readonly<Record<string, Localised<PageText>>>;
