/**
 * The operator's news desk (spec 01 §2 "Other": `news/{slug}?`; docs/upstream-contract.md "News
 * API"): articles in English and Russian, each tagged with a sport of the line or as the
 * operator's own news. Publication times are counted back from the sandbox clock, so the desk
 * always looks current.
 */
import type { NewsTag } from '@contract/news';
import { DAY_MS, HOUR_MS } from './line-game';

type Lang = 'en' | 'ru';

interface ArticleText {
  title: string;
  lead: string;
  body: { heading?: string; paragraphs: string[] }[];
}

export interface NewsEntry {
  slug: string;
  tag: NewsTag;
  /** Published this many days and hours before the sandbox's current hour. */
  daysAgo: number;
  hoursAgo: number;
  text: Record<Lang, ArticleText>;
}

export const NEWS_TAG_NAMES: Readonly<Record<NewsTag, Record<Lang, string>>> = {
  football: { en: 'Football', ru: 'Футбол' },
  'ice-hockey': { en: 'Ice hockey', ru: 'Хоккей' },
  basketball: { en: 'Basketball', ru: 'Баскетбол' },
  tennis: { en: 'Tennis', ru: 'Теннис' },
  volleyball: { en: 'Volleyball', ru: 'Волейбол' },
  esports: { en: 'Esports', ru: 'Киберспорт' },
  cricket: { en: 'Cricket', ru: 'Крикет' },
  betting: { en: 'Bet Arena', ru: 'Bet Arena' },
};

export const NEWS: readonly NewsEntry[] = [
  {
    slug: 'liverpool-and-arsenal-set-the-pace',
    tag: 'football',
    daysAgo: 0,
    hoursAgo: 9,
    text: {
      en: {
        title: 'Liverpool and Arsenal set the pace at the top',
        lead: 'Two points separate the leaders after another weekend of Premier League football, and the bookmakers can hardly split them for the title.',
        body: [
          {
            paragraphs: [
              'Liverpool kept their unbeaten home record with a controlled win, while Arsenal needed a late goal to see off a stubborn Brentford side away from home.',
              'Manchester City sit third after a draw at Villa Park, and the gap to fourth place has grown to five points.',
            ],
          },
          {
            heading: 'What the odds say',
            paragraphs: [
              'Liverpool are now the narrow favourites for the title. Arsenal’s run of clean sheets has kept their price short, and the next meeting of the two sides could decide the market.',
            ],
          },
        ],
      },
      ru: {
        title: '«Ливерпуль» и «Арсенал» задают темп в лидерах',
        lead: 'Два очка разделяют лидеров после очередного тура Премьер-лиги, и букмекеры почти не видят между ними разницы в борьбе за титул.',
        body: [
          {
            paragraphs: [
              '«Ливерпуль» сохранил беспроигрышную серию дома, уверенно проведя матч, а «Арсенал» вырвал победу у упорного «Брентфорда» только на последних минутах.',
              '«Манчестер Сити» идёт третьим после ничьей на «Вилла Парк», отрыв от четвёртого места вырос до пяти очков.',
            ],
          },
          {
            heading: 'Что говорят коэффициенты',
            paragraphs: [
              '«Ливерпуль» теперь минимальный фаворит в борьбе за титул. Серия «сухих» матчей «Арсенала» держит низкий коэффициент, а очная встреча команд может всё решить.',
            ],
          },
        ],
      },
    },
  },
  {
    slug: 'khl-ska-extend-winning-run',
    tag: 'ice-hockey',
    daysAgo: 0,
    hoursAgo: 7,
    text: {
      en: {
        title: 'KHL: SKA extend their winning run to seven games',
        lead: 'A power-play goal in the third period gave SKA a seventh straight win and lifted them level on points with the Western Conference leaders.',
        body: [
          {
            paragraphs: [
              'SKA trailed after two periods but turned the game with two goals in four minutes. Their goalkeeper made 31 saves and has now conceded fewer than two goals a game this month.',
              'The team travels east next week for four away games, where the totals market has usually favoured fewer goals.',
            ],
          },
        ],
      },
      ru: {
        title: 'КХЛ: СКА довёл победную серию до семи матчей',
        lead: 'Гол в большинстве в третьем периоде принёс СКА седьмую победу подряд и позволил сравняться по очкам с лидерами Западной конференции.',
        body: [
          {
            paragraphs: [
              'СКА уступал после двух периодов, но переломил ход игры двумя голами за четыре минуты. Вратарь отразил 31 бросок и в этом месяце пропускает меньше двух шайб за игру.',
              'На следующей неделе команду ждёт выезд на восток из четырёх матчей, где чаще играл тотал меньше.',
            ],
          },
        ],
      },
    },
  },
  {
    slug: 'new-live-cash-out-feature',
    tag: 'betting',
    daysAgo: 1,
    hoursAgo: 15,
    text: {
      en: {
        title: 'Faster live betting: quicker confirmation in play',
        lead: 'We have shortened the time it takes to confirm a live bet and added current scores to every event on the results page.',
        body: [
          {
            paragraphs: [
              'Live bets are now confirmed faster when the odds have not moved. If they change while your coupon is on its way, you are asked before anything is placed.',
              'The results page now has a live tab with the current score of every event in play, next to the finished events by date and the virtual sports zone.',
            ],
          },
        ],
      },
      ru: {
        title: 'Быстрее в лайве: ставки по ходу матча подтверждаются быстрее',
        lead: 'Мы сократили время подтверждения ставок в лайве и добавили текущий счёт каждого события на страницу результатов.',
        body: [
          {
            paragraphs: [
              'Ставки в лайве теперь подтверждаются быстрее, если коэффициент не изменился. Если он изменится, пока купон обрабатывается, мы спросим вас, прежде чем принять ставку.',
              'На странице результатов появилась вкладка «Лайв» с текущим счётом всех идущих матчей, рядом с завершёнными событиями по датам и зоной виртуального спорта.',
            ],
          },
        ],
      },
    },
  },
  {
    slug: 'nba-celtics-defence-holds-firm',
    tag: 'basketball',
    daysAgo: 1,
    hoursAgo: 8,
    text: {
      en: {
        title: 'NBA: Boston’s defence holds firm in a low-scoring win',
        lead: 'The Celtics held their opponents under 100 points for the third time in a week, and the totals line on their games keeps falling.',
        body: [
          {
            paragraphs: [
              'Boston forced 18 turnovers and outscored their visitors by 14 points in the final quarter. Their starting five has now played 20 games together without a single absence.',
              'Bookmakers have lowered the expected total of Celtics games by almost six points since the start of the season.',
            ],
          },
        ],
      },
      ru: {
        title: 'НБА: защита «Бостона» выдержала в малорезультативном матче',
        lead: '«Селтикс» в третий раз за неделю не позволили сопернику набрать 100 очков, и линия тотала на их матчи продолжает снижаться.',
        body: [
          {
            paragraphs: [
              '«Бостон» вынудил гостей на 18 потерь и выиграл заключительную четверть с разницей в 14 очков. Стартовая пятёрка провела вместе 20 матчей без единого пропуска.',
              'С начала сезона букмекеры снизили ожидаемый тотал матчей «Селтикс» почти на шесть очков.',
            ],
          },
        ],
      },
    },
  },
  {
    slug: 'paris-masters-draw-preview',
    tag: 'tennis',
    daysAgo: 2,
    hoursAgo: 12,
    text: {
      en: {
        title: 'Paris Masters: the draw opens up for the top seeds',
        lead: 'With two of the top eight withdrawn, the lower half of the draw in Paris looks wide open before the indoor season ends.',
        body: [
          {
            paragraphs: [
              'The fast indoor courts favour big servers, and tie-breaks have decided more than a third of the sets played so far this week.',
              'The outright market has the top seed as favourite, but three players outside the top ten are priced shorter than before the draw was made.',
            ],
          },
        ],
      },
      ru: {
        title: 'Мастерс в Париже: сетка открывается для первых сеяных',
        lead: 'После снятия двух игроков из первой восьмёрки нижняя половина сетки в Париже выглядит открытой перед концом зального сезона.',
        body: [
          {
            paragraphs: [
              'Быстрые зальные корты помогают сильным подающим: тай-брейки решили больше трети сетов, сыгранных на этой неделе.',
              'В ставках на победителя фаворит — первый сеяный, но трое игроков вне первой десятки котируются ниже, чем до жеребьёвки.',
            ],
          },
        ],
      },
    },
  },
  {
    slug: 'cs2-pro-league-playoffs-set',
    tag: 'esports',
    daysAgo: 2,
    hoursAgo: 18,
    text: {
      en: {
        title: 'CS2: the ESL Pro League playoff bracket is set',
        lead: 'Eight teams remain after the group stage, and the first quarter-final is a rematch of last season’s final.',
        body: [
          {
            paragraphs: [
              'All quarter-finals are played best of three. Over the group stage, maps went to overtime in one game out of six, which kept the rounds totals high.',
              'Map vetoes are published an hour before each match: the live markets open as soon as the first map is known.',
            ],
          },
        ],
      },
      ru: {
        title: 'CS2: сетка плей-офф ESL Pro League определена',
        lead: 'После группового этапа осталось восемь команд, а первый четвертьфинал — повтор прошлогоднего финала.',
        body: [
          {
            paragraphs: [
              'Все четвертьфиналы играются до двух побед. На групповом этапе каждая шестая карта доходила до овертайма, поэтому тоталы раундов оставались высокими.',
              'Пики и баны карт публикуются за час до матча: лайв-рынки открываются, как только известна первая карта.',
            ],
          },
        ],
      },
    },
  },
  {
    slug: 'la-liga-real-madrid-barcelona-preview',
    tag: 'football',
    daysAgo: 3,
    hoursAgo: 10,
    text: {
      en: {
        title: 'La Liga: Real Madrid and Barcelona meet with the lead at stake',
        lead: 'Only goal difference separates the two giants before the Clásico, and both have scored in every league game this season.',
        body: [
          {
            paragraphs: [
              'Real Madrid have won four of the last six meetings, but Barcelona have the best away record in the league.',
              'Both teams to score is the shortest price on the market, and the draw is offered at its longest odds in three seasons.',
            ],
          },
        ],
      },
      ru: {
        title: 'Ла Лига: «Реал» и «Барселона» сыграют за первое место',
        lead: 'Перед Эль Класико гигантов разделяет только разница мячей, и обе команды забивали в каждом матче чемпионата.',
        body: [
          {
            paragraphs: [
              '«Реал» выиграл четыре из шести последних очных встреч, но у «Барселоны» лучшие выездные показатели в лиге.',
              'Самый низкий коэффициент — на «обе забьют», а на ничью дают самые высокие коэффициенты за три сезона.',
            ],
          },
        ],
      },
    },
  },
  {
    slug: 'volleyball-super-league-leaders',
    tag: 'volleyball',
    daysAgo: 4,
    hoursAgo: 16,
    text: {
      en: {
        title: 'Volleyball: the Super League leaders drop their first set',
        lead: 'The champions still won in four sets, but their run of straight-set victories ended at eleven matches.',
        body: [
          {
            paragraphs: [
              'The visitors took the second set 27–25 after saving three set points. The hosts answered with their best blocking game of the season.',
              'Handicap markets on the leaders’ games have moved from −2.5 to −1.5 sets.',
            ],
          },
        ],
      },
      ru: {
        title: 'Волейбол: лидеры Суперлиги впервые уступили сет',
        lead: 'Чемпионы всё равно победили в четырёх сетах, но их серия побед со счётом 3:0 прервалась на одиннадцати матчах.',
        body: [
          {
            paragraphs: [
              'Гости выиграли второй сет 27:25, отыграв три сетбола. Хозяева ответили лучшей игрой на блоке в сезоне.',
              'Форы на матчи лидеров сдвинулись с −2,5 до −1,5 сета.',
            ],
          },
        ],
      },
    },
  },
  {
    slug: 'responsible-gaming-limits-reminder',
    tag: 'betting',
    daysAgo: 5,
    hoursAgo: 11,
    text: {
      en: {
        title: 'Set your own limits in two minutes',
        lead: 'Deposit, bet and session limits are in your account settings. Lowering a limit works at once; raising one waits for its cooling-off period.',
        body: [
          {
            paragraphs: [
              'You can set daily, weekly and monthly limits on deposits and bets, and a reminder of how long you have been playing.',
              'If you need a break, self-exclusion for a chosen period is available in the same place. Our support team can help at any time.',
            ],
          },
        ],
      },
      ru: {
        title: 'Установите свои лимиты за две минуты',
        lead: 'Лимиты на депозиты, ставки и длительность сессии — в настройках аккаунта. Снижение лимита действует сразу, повышение — после периода ожидания.',
        body: [
          {
            paragraphs: [
              'Можно задать дневные, недельные и месячные лимиты на депозиты и ставки, а также напоминание о времени игры.',
              'Если нужен перерыв, там же доступно самоисключение на выбранный срок. Служба поддержки поможет в любое время.',
            ],
          },
        ],
      },
    },
  },
  {
    slug: 'ipl-auction-what-it-means',
    tag: 'cricket',
    daysAgo: 6,
    hoursAgo: 13,
    text: {
      en: {
        title: 'IPL: what the auction means for next season’s favourites',
        lead: 'Two franchises spent most of their purse on pace bowlers, and the outright market reacted within hours.',
        body: [
          {
            paragraphs: [
              'Scores in the last IPL season averaged above 180 in the first innings, the highest on record. Teams have answered by buying bowlers who can control the final overs.',
              'Early prices on the winner market will move again once the venues and the schedule are announced.',
            ],
          },
        ],
      },
      ru: {
        title: 'IPL: что аукцион значит для фаворитов следующего сезона',
        lead: 'Две франшизы потратили большую часть бюджета на быстрых боулеров, и рынок ставок на победителя отреагировал за несколько часов.',
        body: [
          {
            paragraphs: [
              'В прошлом сезоне IPL средний счёт первого иннинга превысил 180 ранов — это рекорд. Команды ответили покупкой боулеров, способных сдерживать соперника в последних оверах.',
              'Ранние коэффициенты на победителя снова изменятся после объявления стадионов и расписания.',
            ],
          },
        ],
      },
    },
  },
  {
    slug: 'champions-league-matchday-review',
    tag: 'football',
    daysAgo: 7,
    hoursAgo: 9,
    text: {
      en: {
        title: 'Champions League: five things from the latest matchday',
        lead: 'Late goals, a goalkeeper’s penalty save and a record away win: the league phase is tighter than ever with two rounds to go.',
        body: [
          {
            paragraphs: [
              'Eleven of eighteen matches were decided by a single goal. Only four teams are already sure of a place in the round of sixteen.',
              'The favourite for the trophy is priced longer than at any time since the new format began.',
            ],
          },
        ],
      },
      ru: {
        title: 'Лига чемпионов: пять выводов из последнего тура',
        lead: 'Поздние голы, отражённый вратарём пенальти и рекордная победа в гостях: за два тура до конца общий этап плотен как никогда.',
        body: [
          {
            paragraphs: [
              'Одиннадцать из восемнадцати матчей закончились с разницей в один мяч. Лишь четыре команды уже гарантировали место в 1/8 финала.',
              'Коэффициент на фаворита турнира выше, чем когда-либо с момента введения нового формата.',
            ],
          },
        ],
      },
    },
  },
  {
    slug: 'virtual-sports-around-the-clock',
    tag: 'betting',
    daysAgo: 9,
    hoursAgo: 14,
    text: {
      en: {
        title: 'Virtual sports: a new event every few minutes',
        lead: 'Virtual football, horse racing and greyhounds now run around the clock, and every result is on the results page the moment it is known.',
        body: [
          {
            paragraphs: [
              'A virtual football matchday starts every three minutes, a horse race every four and a greyhound race every five.',
              'Open Results and choose Virtual sports to see the latest results of each.',
            ],
          },
        ],
      },
      ru: {
        title: 'Виртуальный спорт: новое событие каждые несколько минут',
        lead: 'Виртуальный футбол, скачки и бега теперь идут круглосуточно, а каждый результат появляется на странице результатов сразу же.',
        body: [
          {
            paragraphs: [
              'Тур виртуального футбола начинается каждые три минуты, скачки — каждые четыре, бега — каждые пять.',
              'Откройте «Результаты» и выберите «Виртуальный спорт», чтобы увидеть последние результаты.',
            ],
          },
        ],
      },
    },
  },
  {
    slug: 'nhl-rookie-goalkeeper-shines',
    tag: 'ice-hockey',
    daysAgo: 11,
    hoursAgo: 6,
    text: {
      en: {
        title: 'NHL: a rookie goalkeeper steals the show',
        lead: 'Called up two weeks ago, the 21-year-old has won all four of his starts and leads the league in save percentage.',
        body: [
          {
            paragraphs: [
              'His team had lost six of eight before his first start. Since then they have allowed only five goals in four games.',
              'Under bets on his team’s totals have won in every one of those games.',
            ],
          },
        ],
      },
      ru: {
        title: 'НХЛ: вратарь-новичок в центре внимания',
        lead: 'Вызванный две недели назад 21-летний голкипер выиграл все четыре матча и лидирует в лиге по проценту отражённых бросков.',
        body: [
          {
            paragraphs: [
              'До его дебюта команда проиграла шесть матчей из восьми. С тех пор она пропустила лишь пять шайб в четырёх играх.',
              'Тотал меньше на матчи его команды сыграл во всех этих встречах.',
            ],
          },
        ],
      },
    },
  },
];

export const NEWS_PER_PAGE = 6;

function publishedAt(entry: NewsEntry, now: number): string {
  const hour = Math.floor(now / HOUR_MS) * HOUR_MS;
  return new Date(hour - entry.daysAgo * DAY_MS - entry.hoursAgo * HOUR_MS).toISOString();
}

/** The desk's articles, newest first, optionally of one tag. */
export function newsOrder(now: number, tag?: NewsTag): NewsEntry[] {
  return NEWS.filter((entry) => tag === undefined || entry.tag === tag).sort(
    (a, b) => Date.parse(publishedAt(b, now)) - Date.parse(publishedAt(a, now)),
  );
}

export function newsItemOf(entry: NewsEntry, lang: Lang, now: number) {
  const text = entry.text[lang];
  return {
    slug: entry.slug,
    title: text.title,
    lead: text.lead,
    tag: entry.tag,
    tagName: NEWS_TAG_NAMES[entry.tag][lang],
    publishedAt: publishedAt(entry, now),
  };
}

export function newsArticleOf(entry: NewsEntry, lang: Lang, now: number) {
  const text = entry.text[lang];
  return {
    ...newsItemOf(entry, lang, now),
    body: text.body,
    seo: {
      title: text.title.length <= 120 ? text.title : `${text.title.slice(0, 119)}…`,
      description: text.lead.length <= 300 ? text.lead : `${text.lead.slice(0, 299)}…`,
    },
  };
}
