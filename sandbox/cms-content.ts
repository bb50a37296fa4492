/**
 * The sandbox CMS (docs/upstream-contract.md "CMS API"): promotions, bonus landings and the
 * information pages in English and Russian, as an operator's editors would write them. The brand,
 * its contacts and its licence are the demo ones of seed.ts (a fictional licence, No. BA-0001).
 */
import type {
  CmsChapter,
  CmsPage,
  CmsPageSlug,
  CmsSection,
  Landing,
  Promotion,
  PromotionCategory,
} from '@contract/cms';
import { INFO_PAGES } from './cms-info-pages';

export type CmsLang = 'en' | 'ru';

export function cmsLangOf(lang: string | undefined): CmsLang {
  return lang === 'ru' ? 'ru' : 'en';
}

const BRAND = 'Bet Arena';
const EMAIL = 'support@betarena.example';
const PHONE = '+1 555 010 0100';
const LICENCE_EN =
  'Licence No. BA-0001 issued by the Gaming Supervision Board of the Free Port of Nortavia';
const LICENCE_RU =
  'лицензия № BA-0001, выданная Советом по надзору за азартными играми Свободного порта Нортавия';

type Localised<T> = Record<CmsLang, T>;

// ── Promotions ────────────────────────────────────────────────────────────────────────────

interface PromotionText {
  title: string;
  teaser: string;
  body: CmsSection[];
  terms: string[];
}

interface PromotionDefinition {
  id: number;
  slug: string;
  category: PromotionCategory;
  startsAt: string;
  endsAt: string | null;
  /** The few characters the picture shows. */
  art: string;
  text: Localised<PromotionText>;
}

export const PROMOTIONS: readonly PromotionDefinition[] = [
  {
    id: 101,
    slug: 'welcome',
    category: 'sport',
    startsAt: '2025-01-01T00:00:00Z',
    endsAt: null,
    art: '100%',
    text: {
      en: {
        title: '100% first deposit bonus for sports',
        teaser:
          'Double your first deposit up to €500 and bet on football, tennis and 40 more sports.',
        body: [
          {
            paragraphs: [
              `New to ${BRAND}? Make your first deposit within 7 days of signing up and we match it 100%, up to €500. The bonus lands in your bonus account as soon as the payment is credited.`,
              'Wager it on pre-match or live accumulators and turn it into real money you can withdraw.',
            ],
          },
          {
            heading: 'How to take part',
            paragraphs: [],
            items: [
              'Sign up and confirm your e-mail or phone number.',
              'Tick "Sports bonus" on the deposit page and deposit at least €10.',
              'Place accumulators with the bonus until the wagering is complete.',
            ],
          },
        ],
        terms: [
          'The offer is open to new players aged 18 or over, one per person, household, device and payment method.',
          'The minimum qualifying deposit is €10; the bonus is 100% of the first deposit, at most €500.',
          'The bonus must be wagered 5 times in accumulators of 3 or more selections, each at odds of 1.40 or higher, within 30 days.',
          'Cashed-out, void and system bets do not count towards wagering.',
          'Deposits made with e-wallets Skrill and Neteller do not qualify.',
          `${BRAND} may withdraw the offer from any player who abuses it; the general rules apply.`,
        ],
      },
      ru: {
        title: 'Бонус 100% на первый депозит для ставок на спорт',
        teaser: 'Удвоим первый депозит до 500 € — ставьте на футбол, теннис и ещё 40 видов спорта.',
        body: [
          {
            paragraphs: [
              `Впервые в ${BRAND}? Пополните счёт в течение 7 дней после регистрации, и мы добавим 100% суммы, до 500 €. Бонус зачисляется на бонусный счёт сразу после поступления платежа.`,
              'Отыграйте его в экспрессах до матча или в лайве — и выводите выигрыш как реальные деньги.',
            ],
          },
          {
            heading: 'Как принять участие',
            paragraphs: [],
            items: [
              'Зарегистрируйтесь и подтвердите e-mail или номер телефона.',
              'Отметьте «Бонус на спорт» на странице пополнения и внесите от 10 €.',
              'Делайте экспрессы с бонусного счёта, пока не выполните отыгрыш.',
            ],
          },
        ],
        terms: [
          'Акция доступна новым игрокам старше 18 лет, один раз на человека, семью, устройство и платёжное средство.',
          'Минимальный депозит — 10 €; бонус составляет 100% первого депозита, но не более 500 €.',
          'Бонус нужно отыграть 5 раз экспрессами из 3 и более событий с коэффициентом каждого не ниже 1,40 в течение 30 дней.',
          'Проданные, возвращённые и системные ставки в отыгрыше не учитываются.',
          'Депозиты через кошельки Skrill и Neteller в акции не участвуют.',
          `${BRAND} вправе лишить бонуса игрока, злоупотребляющего акцией; действуют общие правила.`,
        ],
      },
    },
  },
  {
    id: 102,
    slug: 'express-booster',
    category: 'sport',
    startsAt: '2025-03-01T00:00:00Z',
    endsAt: '2027-12-31T23:59:59Z',
    art: '+25%',
    text: {
      en: {
        title: 'Accumulator booster: up to +25% on winnings',
        teaser:
          'The more selections in your accumulator, the bigger the boost: from +5% for 4 to +25% for 12.',
        body: [
          {
            paragraphs: [
              'Every winning pre-match accumulator of 4 or more selections at odds of 1.30 or higher gets extra winnings on top, paid in real money.',
            ],
          },
          {
            heading: 'The boost',
            paragraphs: [],
            items: [
              '4–5 selections: +5%',
              '6–7 selections: +10%',
              '8–9 selections: +15%',
              '10–11 selections: +20%',
              '12 or more selections: +25%',
            ],
          },
        ],
        terms: [
          'Pre-match accumulators with real money only; live and bonus bets do not qualify.',
          'Each selection must have odds of 1.30 or higher.',
          'The boost is paid on the net winnings, at most €2,000 per bet.',
          'A bet that is cashed out or partly void is boosted on the selections that remain.',
        ],
      },
      ru: {
        title: 'Бустер экспрессов: до +25% к выигрышу',
        teaser: 'Чем больше событий в экспрессе, тем больше прибавка: от +5% за 4 до +25% за 12.',
        body: [
          {
            paragraphs: [
              'Каждый выигравший экспресс до матча из 4 и более событий с коэффициентом от 1,30 получает прибавку к выигрышу реальными деньгами.',
            ],
          },
          {
            heading: 'Размер прибавки',
            paragraphs: [],
            items: [
              '4–5 событий: +5%',
              '6–7 событий: +10%',
              '8–9 событий: +15%',
              '10–11 событий: +20%',
              '12 событий и больше: +25%',
            ],
          },
        ],
        terms: [
          'Учитываются только экспрессы до матча на реальные деньги; ставки в лайве и с бонусного счёта не участвуют.',
          'Коэффициент каждого события — не ниже 1,30.',
          'Прибавка начисляется на чистый выигрыш, не более 2000 € за ставку.',
          'Если ставка продана или часть событий возвращена, прибавка считается по оставшимся событиям.',
        ],
      },
    },
  },
  {
    id: 103,
    slug: 'bet-insurance',
    category: 'sport',
    startsAt: '2025-06-01T00:00:00Z',
    endsAt: '2027-06-30T23:59:59Z',
    art: 'SAFE',
    text: {
      en: {
        title: 'One miss? Your stake back',
        teaser:
          'If one selection lets down an accumulator of 7 or more, we refund the stake as a free bet.',
        body: [
          {
            paragraphs: [
              'Some weekends one late goal ruins a great accumulator. Place an accumulator of 7 or more selections and, if exactly one loses, we return your stake as a free bet of up to €50.',
            ],
          },
        ],
        terms: [
          'Accumulators of 7 or more selections at odds of 1.50 or higher each, placed with real money.',
          'The refund is a free bet worth the stake, at most €50, credited within 24 hours of settlement.',
          'The free bet is valid for 7 days and its stake is not returned with winnings.',
          'One refund per player per day.',
        ],
      },
      ru: {
        title: 'Не сыграло одно событие? Вернём ставку',
        teaser: 'Если экспресс из 7 и более событий подвело одно, вернём сумму ставки фрибетом.',
        body: [
          {
            paragraphs: [
              'Бывает, что один поздний гол губит отличный экспресс. Соберите экспресс из 7 и более событий — если проиграет ровно одно, мы вернём ставку фрибетом до 50 €.',
            ],
          },
        ],
        terms: [
          'Экспрессы из 7 и более событий с коэффициентом каждого от 1,50 на реальные деньги.',
          'Возврат — фрибет на сумму ставки, не более 50 €, в течение 24 часов после расчёта.',
          'Фрибет действует 7 дней; сумма фрибета в выигрыш не входит.',
          'Не более одного возврата на игрока в день.',
        ],
      },
    },
  },
  {
    id: 201,
    slug: 'casino-welcome',
    category: 'casino',
    startsAt: '2025-01-01T00:00:00Z',
    endsAt: null,
    art: '€1500',
    text: {
      en: {
        title: 'Casino welcome package: €1,500 and 150 free spins',
        teaser: 'Bonuses on your first three deposits plus 150 free spins on popular slots.',
        body: [
          {
            paragraphs: [
              'Start your casino journey with a package spread over your first three deposits, so you can try more games for longer.',
            ],
          },
          {
            heading: 'The package',
            paragraphs: [],
            items: [
              '1st deposit: 100% up to €500 and 50 free spins',
              '2nd deposit: 75% up to €500 and 50 free spins',
              '3rd deposit: 50% up to €500 and 50 free spins',
            ],
          },
        ],
        terms: [
          'Minimum deposit €20 for each part of the package.',
          'Bonus money must be wagered 35 times within 21 days; free-spin winnings 40 times.',
          'Slots count 100% towards wagering, table games 10%, live casino 0%.',
          'The largest bet while wagering is €5.',
          'Each part of the package must be claimed within 7 days of the previous one.',
        ],
      },
      ru: {
        title: 'Приветственный пакет казино: 1500 € и 150 фриспинов',
        teaser: 'Бонусы на первые три депозита и 150 фриспинов в популярных слотах.',
        body: [
          {
            paragraphs: [
              'Начните играть в казино с пакетом на первые три пополнения — больше игр и больше времени на знакомство с ними.',
            ],
          },
          {
            heading: 'Состав пакета',
            paragraphs: [],
            items: [
              '1-й депозит: 100% до 500 € и 50 фриспинов',
              '2-й депозит: 75% до 500 € и 50 фриспинов',
              '3-й депозит: 50% до 500 € и 50 фриспинов',
            ],
          },
        ],
        terms: [
          'Минимальный депозит для каждой части пакета — 20 €.',
          'Бонусные деньги нужно отыграть с вейджером ×35 за 21 день, выигрыш с фриспинов — ×40.',
          'Слоты засчитываются в отыгрыш на 100%, настольные игры на 10%, лайв-казино — 0%.',
          'Максимальная ставка во время отыгрыша — 5 €.',
          'Каждую часть пакета нужно активировать в течение 7 дней после предыдущей.',
        ],
      },
    },
  },
  {
    id: 202,
    slug: 'cashback',
    category: 'casino',
    startsAt: '2025-01-01T00:00:00Z',
    endsAt: null,
    art: '10%',
    text: {
      en: {
        title: '10% weekly casino cashback',
        teaser: 'Every Monday we return 10% of last week’s net casino losses, with no wagering.',
        body: [
          {
            paragraphs: [
              'Cashback is counted on your net losses in slots and table games from Monday 00:00 to Sunday 23:59 and credited every Monday by 12:00 as real money.',
            ],
          },
        ],
        terms: [
          'Net losses are real-money bets minus winnings, bonuses and refunds in the casino.',
          'The smallest cashback paid is €1 and the largest €3,000 a week.',
          'Cashback has no wagering requirement and can be withdrawn at once.',
          'Players with an active casino bonus get cashback after the bonus is wagered or forfeited.',
        ],
      },
      ru: {
        title: 'Еженедельный кешбэк 10% в казино',
        teaser:
          'Каждый понедельник возвращаем 10% чистого проигрыша в казино за прошлую неделю — без отыгрыша.',
        body: [
          {
            paragraphs: [
              'Кешбэк считается с чистого проигрыша в слотах и настольных играх с понедельника 00:00 до воскресенья 23:59 и зачисляется реальными деньгами каждый понедельник до 12:00.',
            ],
          },
        ],
        terms: [
          'Чистый проигрыш — ставки реальными деньгами минус выигрыши, бонусы и возвраты в казино.',
          'Минимальный кешбэк — 1 €, максимальный — 3000 € в неделю.',
          'Кешбэк не нужно отыгрывать, его можно вывести сразу.',
          'При активном бонусе казино кешбэк начисляется после его отыгрыша или отмены.',
        ],
      },
    },
  },
  {
    id: 203,
    slug: 'free-spins-friday',
    category: 'casino',
    startsAt: '2025-02-07T00:00:00Z',
    endsAt: '2027-12-31T23:59:59Z',
    art: '50 FS',
    text: {
      en: {
        title: 'Free-spins Friday: 50 spins on a deposit',
        teaser: 'Deposit €30 or more on a Friday and get 50 free spins on the slot of the week.',
        body: [
          {
            paragraphs: [
              'Every Friday we pick a slot of the week. Deposit €30 or more between 00:00 and 23:59 and 50 free spins on it are yours, ready in the game within minutes.',
            ],
          },
        ],
        terms: [
          'One reward per player each Friday; the deposit must be at least €30.',
          'Each free spin is worth €0.20; winnings are wagered 30 times within 7 days.',
          'Unused spins expire at 23:59 on the following Sunday.',
        ],
      },
      ru: {
        title: 'Фриспин-пятница: 50 вращений за депозит',
        teaser: 'Пополните счёт на 30 € и больше в пятницу и получите 50 фриспинов в слоте недели.',
        body: [
          {
            paragraphs: [
              'Каждую пятницу мы выбираем слот недели. Пополните счёт на 30 € и больше с 00:00 до 23:59 — и 50 фриспинов в нём появятся в игре через несколько минут.',
            ],
          },
        ],
        terms: [
          'Одна награда на игрока каждую пятницу; депозит — от 30 €.',
          'Стоимость одного фриспина — 0,20 €; выигрыш отыгрывается с вейджером ×30 за 7 дней.',
          'Неиспользованные фриспины сгорают в 23:59 ближайшего воскресенья.',
        ],
      },
    },
  },
];

export function promotionImagePath(slug: string): string {
  return `/cms-api/images/promotions/${slug}.svg`;
}

export function promotionOf(definition: PromotionDefinition, lang: CmsLang): Promotion {
  const text = definition.text[lang];
  return {
    id: definition.id,
    slug: definition.slug,
    title: text.title,
    teaser: text.teaser,
    image: promotionImagePath(definition.slug),
    category: definition.category,
    startsAt: definition.startsAt,
    endsAt: definition.endsAt,
    body: text.body,
    terms: text.terms,
  };
}

// ── Landings ──────────────────────────────────────────────────────────────────────────────

type LandingText = Omit<Landing, 'id' | 'category' | 'ogImage' | 'badge' | 'cta'> & {
  cta: string;
};

interface LandingDefinition {
  id: string;
  category: PromotionCategory;
  action: Landing['cta']['action'];
  promotion?: string;
  badge: string;
  text: Localised<LandingText>;
}

export const LANDINGS: readonly LandingDefinition[] = [
  {
    id: 'landing-welcome',
    category: 'sport',
    action: 'registration',
    badge: '100% UP TO €500',
    text: {
      en: {
        headline: 'Double your first deposit for sports betting',
        text: 'Sign up in a minute, deposit from €10 and get a 100% bonus up to €500 on football, tennis, hockey and 40 more sports.',
        bullets: [
          'Over 1,000 live events every day',
          'Payouts in 15 minutes',
          'Support around the clock',
        ],
        cta: 'Get 100% bonus',
        terms:
          'New players, 18+. Wager 5× in accumulators of 3+ selections at odds 1.40+ within 30 days. Full terms apply.',
        seo: {
          title: '100% sports bonus up to €500 — Bet Arena',
          description:
            'Join Bet Arena, make your first deposit and get a 100% bonus up to €500 for sports betting. 18+, terms apply.',
        },
      },
      ru: {
        headline: 'Удвойте первый депозит для ставок на спорт',
        text: 'Зарегистрируйтесь за минуту, пополните счёт от 10 € и получите бонус 100% до 500 € на футбол, теннис, хоккей и ещё 40 видов спорта.',
        bullets: [
          'Более 1000 событий в лайве каждый день',
          'Выплаты за 15 минут',
          'Поддержка круглосуточно',
        ],
        cta: 'Получить бонус 100%',
        terms:
          'Для новых игроков, 18+. Отыгрыш ×5 экспрессами из 3+ событий с коэффициентом от 1,40 за 30 дней. Действуют полные условия.',
        seo: {
          title: 'Бонус 100% до 500 € на спорт — Bet Arena',
          description:
            'Зарегистрируйтесь в Bet Arena, внесите первый депозит и получите бонус 100% до 500 € на ставки на спорт. 18+, действуют условия.',
        },
      },
    },
  },
  {
    id: 'landing-first-bonus',
    category: 'sport',
    action: 'registration',
    badge: 'FREE BET €20',
    text: {
      en: {
        headline: 'Your first bet is on us: a €20 free bet',
        text: 'Create an account, confirm your phone and get a €20 free bet for any match — no deposit needed.',
        bullets: ['No deposit required', 'Use it on any sport', 'Winnings paid in real money'],
        cta: 'Claim free bet',
        terms:
          'New players, 18+. Free bet valid 7 days at odds 1.80+; its stake is not returned with winnings. Full terms apply.',
        seo: {
          title: '€20 free bet, no deposit — Bet Arena',
          description:
            'Sign up at Bet Arena and get a €20 free bet on any match without a deposit. 18+, terms apply.',
        },
      },
      ru: {
        headline: 'Первая ставка за наш счёт: фрибет 20 €',
        text: 'Создайте аккаунт, подтвердите телефон и получите фрибет 20 € на любой матч — без депозита.',
        bullets: ['Депозит не нужен', 'Подходит для любого спорта', 'Выигрыш — реальными деньгами'],
        cta: 'Забрать фрибет',
        terms:
          'Для новых игроков, 18+. Фрибет действует 7 дней на коэффициент от 1,80; сумма фрибета в выигрыш не входит. Действуют полные условия.',
        seo: {
          title: 'Фрибет 20 € без депозита — Bet Arena',
          description:
            'Зарегистрируйтесь в Bet Arena и получите фрибет 20 € на любой матч без депозита. 18+, действуют условия.',
        },
      },
    },
  },
  {
    id: 'landing-casino-welcome',
    category: 'casino',
    action: 'registration',
    badge: '€1500 + 150 FS',
    text: {
      en: {
        headline: '€1,500 and 150 free spins to start in the casino',
        text: 'Thousands of slots, live roulette and blackjack. Get bonuses on your first three deposits and 150 free spins.',
        bullets: ['3,000+ games from 60 studios', 'Live dealers 24/7', 'Weekly 10% cashback'],
        cta: 'Start playing',
        terms:
          'New players, 18+. Minimum deposit €20. Wagering 35× within 21 days, maximum bet €5. Full terms apply.',
        seo: {
          title: 'Casino welcome package €1,500 + 150 free spins — Bet Arena',
          description:
            'Join Bet Arena casino: bonuses on your first three deposits up to €1,500 and 150 free spins. 18+, terms apply.',
        },
      },
      ru: {
        headline: '1500 € и 150 фриспинов для старта в казино',
        text: 'Тысячи слотов, живая рулетка и блэкджек. Бонусы на первые три депозита и 150 фриспинов.',
        bullets: ['Более 3000 игр от 60 студий', 'Живые дилеры 24/7', 'Кешбэк 10% каждую неделю'],
        cta: 'Начать игру',
        terms:
          'Для новых игроков, 18+. Минимальный депозит 20 €. Вейджер ×35 за 21 день, максимальная ставка 5 €. Действуют полные условия.',
        seo: {
          title: 'Приветственный пакет казино 1500 € + 150 фриспинов — Bet Arena',
          description:
            'Играйте в казино Bet Arena: бонусы на первые три депозита до 1500 € и 150 фриспинов. 18+, действуют условия.',
        },
      },
    },
  },
  {
    id: 'welcome-pack',
    category: 'sport',
    action: 'promotion',
    promotion: 'welcome',
    badge: 'WELCOME PACK',
    text: {
      en: {
        headline: 'The welcome pack: bonus, booster and insurance',
        text: 'Three offers that work together for new players: a first-deposit bonus, the accumulator booster and stake insurance.',
        bullets: [
          '100% bonus up to €500',
          'Up to +25% on accumulators',
          'Stake back if one selection loses',
        ],
        cta: 'See the offer',
        terms: '18+. Each offer has its own terms.',
        seo: {
          title: 'Welcome pack for new players — Bet Arena',
          description:
            'A first-deposit bonus, the accumulator booster and stake insurance for new Bet Arena players. 18+, terms apply.',
        },
      },
      ru: {
        headline: 'Приветственный набор: бонус, бустер и страховка',
        text: 'Три предложения для новых игроков, которые работают вместе: бонус на первый депозит, бустер экспрессов и страховка ставки.',
        bullets: [
          'Бонус 100% до 500 €',
          'До +25% к экспрессам',
          'Возврат ставки, если не сыграло одно событие',
        ],
        cta: 'Подробнее',
        terms: '18+. У каждого предложения свои условия.',
        seo: {
          title: 'Приветственный набор для новых игроков — Bet Arena',
          description:
            'Бонус на первый депозит, бустер экспрессов и страховка ставки для новых игроков Bet Arena. 18+, действуют условия.',
        },
      },
    },
  },
  {
    id: 'weekend-reload',
    category: 'casino',
    action: 'promotion',
    promotion: 'free-spins-friday',
    badge: '50 FREE SPINS',
    text: {
      en: {
        headline: 'Weekend reload: 50 free spins every Friday',
        text: 'Top up on Friday and spin the slot of the week for free all weekend.',
        bullets: ['50 spins worth €0.20 each', 'A new slot every week', 'Spins valid until Sunday'],
        cta: 'See the offer',
        terms: '18+. Deposit €30 or more on a Friday. Winnings wagered 30× within 7 days.',
        seo: {
          title: 'Weekend reload: 50 free spins — Bet Arena',
          description:
            'Deposit on Friday and get 50 free spins on the slot of the week at Bet Arena. 18+, terms apply.',
        },
      },
      ru: {
        headline: 'Перезагрузка выходных: 50 фриспинов каждую пятницу',
        text: 'Пополните счёт в пятницу и крутите слот недели бесплатно все выходные.',
        bullets: [
          '50 вращений по 0,20 €',
          'Новый слот каждую неделю',
          'Фриспины действуют до воскресенья',
        ],
        cta: 'Подробнее',
        terms: '18+. Депозит от 30 € в пятницу. Выигрыш отыгрывается ×30 за 7 дней.',
        seo: {
          title: 'Перезагрузка выходных: 50 фриспинов — Bet Arena',
          description:
            'Пополните счёт в пятницу и получите 50 фриспинов в слоте недели в Bet Arena. 18+, действуют условия.',
        },
      },
    },
  },
];

export function landingImagePath(id: string): string {
  return `/cms-api/images/landings/${id}.svg`;
}

export function landingOf(definition: LandingDefinition, lang: CmsLang): Landing {
  const { cta, ...text } = definition.text[lang];
  return {
    id: definition.id,
    ...text,
    cta: {
      label: cta,
      action: definition.action,
      ...(definition.promotion ? { promotion: definition.promotion } : {}),
    },
    category: definition.category,
    ogImage: landingImagePath(definition.id),
    badge: definition.badge,
  };
}

// ── Information pages ─────────────────────────────────────────────────────────────────────

type PageText = Omit<CmsPage, 'slug' | 'updatedAt'>;

const p = (...paragraphs: string[]): CmsSection => ({ paragraphs });
const h = (heading: string, ...paragraphs: string[]): CmsSection => ({ heading, paragraphs });
const list = (heading: string, items: string[], ...paragraphs: string[]): CmsSection => ({
  heading,
  paragraphs,
  items,
});
const chapter = (slug: string, title: string, ...sections: CmsSection[]): CmsChapter => ({
  slug,
  title,
  sections,
});

const PAGES: Readonly<Record<CmsPageSlug, Localised<PageText>>> = {
  ...INFO_PAGES,
  about: {
    en: {
      title: `About ${BRAND}`,
      description: `${BRAND} is a licensed bookmaker and online casino: sports betting, live odds and casino games under ${LICENCE_EN}.`,
      sections: [
        p(
          `${BRAND} is an online bookmaker and casino founded in 2016 by a team of traders and engineers who wanted betting to be fast, fair and clear. Today more than 400,000 players bet with us on over 40 sports and play 3,000 casino games.`,
          `We operate under ${LICENCE_EN}. The licence obliges us to keep player funds apart from company funds, to verify every player's age and identity, and to have our games and random number generators tested by independent laboratories.`,
        ),
        list('What we offer', [
          'Pre-match and live betting on more than 30,000 events a month, with cash-out and bet builder.',
          'A casino with slots, table games and live dealers from 60 certified studios.',
          'Deposits and withdrawals by card, bank transfer and e-wallets, most paid out within 15 minutes.',
          'Support in English and Russian around the clock.',
        ]),
        h(
          'Fair and responsible',
          'We set our odds with a transparent margin and settle bets on official results. Every player can set deposit, loss and session limits or take a break at any time in the account settings.',
        ),
      ],
    },
    ru: {
      title: `О компании ${BRAND}`,
      description: `${BRAND} — лицензированная букмекерская компания и онлайн-казино: ставки на спорт, лайв и игры казино; ${LICENCE_RU}.`,
      sections: [
        p(
          `${BRAND} — онлайн-букмекер и казино, основанные в 2016 году командой трейдеров и инженеров, которые хотели сделать ставки быстрыми, честными и понятными. Сегодня у нас играют более 400 000 человек: ставят на 40 с лишним видов спорта и играют в 3000 игр казино.`,
          `Мы работаем на основании: ${LICENCE_RU}. Лицензия обязывает нас хранить средства игроков отдельно от средств компании, проверять возраст и личность каждого игрока и сертифицировать игры и генераторы случайных чисел в независимых лабораториях.`,
        ),
        list('Что мы предлагаем', [
          'Ставки до матча и в лайве на более чем 30 000 событий в месяц, с продажей ставки и конструктором.',
          'Казино со слотами, настольными играми и живыми дилерами от 60 сертифицированных студий.',
          'Пополнение и вывод картой, банковским переводом и через электронные кошельки; большинство выплат — за 15 минут.',
          'Круглосуточная поддержка на русском и английском.',
        ]),
        h(
          'Честно и ответственно',
          'Мы формируем коэффициенты с прозрачной маржой и рассчитываем ставки по официальным результатам. Каждый игрок может в любой момент установить лимиты на депозиты, проигрыши и длительность сессии или взять паузу в настройках аккаунта.',
        ),
      ],
    },
  },
  contacts: {
    en: {
      title: 'Contacts',
      description: `Contact ${BRAND} support around the clock by chat, e-mail or phone.`,
      sections: [
        p(
          'Our support team answers around the clock, every day of the year. The fastest way to reach us is the chat button in the corner of every page; most questions are answered within two minutes.',
        ),
        list('How to reach us', [
          `E-mail: ${EMAIL} — we reply within 4 hours.`,
          `Phone: ${PHONE} — free of charge, 24/7.`,
          'Payments and withdrawals: payments@betarena.example',
          'Account security: security@betarena.example',
          'Affiliates and partners: partners@betarena.example',
        ]),
        h(
          'Registered office',
          `${BRAND} Ltd., 12 Harbour Lane, Free Port of Nortavia, NV-1021. Company No. 2016-0412. ${LICENCE_EN}.`,
        ),
        h(
          'Complaints',
          'If you are not satisfied with an answer, write to complaints@betarena.example with your account number and a short description. We reply within 48 hours and resolve every complaint within 14 days.',
        ),
      ],
    },
    ru: {
      title: 'Контакты',
      description: `Служба поддержки ${BRAND} работает круглосуточно: чат, e-mail и телефон.`,
      sections: [
        p(
          'Наша служба поддержки работает круглосуточно и без выходных. Быстрее всего связаться с нами через кнопку чата в углу любой страницы: на большинство вопросов мы отвечаем в течение двух минут.',
        ),
        list('Как с нами связаться', [
          `E-mail: ${EMAIL} — отвечаем в течение 4 часов.`,
          `Телефон: ${PHONE} — бесплатно, 24/7.`,
          'Платежи и вывод средств: payments@betarena.example',
          'Безопасность аккаунта: security@betarena.example',
          'Партнёрам и аффилиатам: partners@betarena.example',
        ]),
        h(
          'Юридический адрес',
          `${BRAND} Ltd., Харбор-лейн, 12, Свободный порт Нортавия, NV-1021. Регистрационный номер 2016-0412; ${LICENCE_RU}.`,
        ),
        h(
          'Жалобы',
          'Если ответ поддержки вас не устроил, напишите на complaints@betarena.example, указав номер счёта и суть вопроса. Мы отвечаем в течение 48 часов и рассматриваем каждую жалобу не дольше 14 дней.',
        ),
      ],
    },
  },
  'rules-general': {
    en: {
      title: 'General betting rules',
      description: `How ${BRAND} accepts and settles bets: the general rules, bet acceptance, settlement and postponed events.`,
      sections: [
        p(
          `These rules govern every bet placed with ${BRAND}. By placing a bet you accept them together with the terms of use. Where the rules of a particular sport differ, the sport's rules apply.`,
        ),
      ],
      chapters: [
        chapter(
          'general-provisions',
          '1. General provisions',
          p(
            'Only registered players aged 18 or over may place bets. A player may hold one account only; duplicate accounts are closed and bets on them may be voided.',
            'The company may limit stakes or refuse a bet without giving a reason. Obvious errors in odds or event details (a palpable error) make the affected selection void at odds of 1.00.',
          ),
        ),
        chapter(
          'bet-acceptance',
          '2. Bet acceptance',
          p(
            'A bet is accepted once it appears in the bet history with a number. Live bets may be held for up to 10 seconds to confirm the odds; if the odds change meanwhile, the coupon follows the player’s setting for odds changes.',
          ),
          list('A bet is not accepted when', [
            'the event has already started (for pre-match bets);',
            'the stake is below the minimum or above the maximum for the market;',
            'the account balance is not enough for the stake;',
            'the selections of an accumulator depend on each other.',
          ]),
        ),
        chapter(
          'settlement',
          '3. Settlement',
          p(
            'Bets are settled on the official result announced at the end of regular time, including added time but not extra time or penalties, unless the market says otherwise.',
            'Winnings are the stake multiplied by the odds. A void selection counts at odds of 1.00; an accumulator with a void selection is settled on the others.',
          ),
        ),
        chapter(
          'postponed-events',
          '4. Postponed and abandoned events',
          p(
            'If an event is postponed and does not start within 48 hours of the scheduled time, bets on it are void. If an event is abandoned, bets on markets already decided stand and all others are void.',
          ),
        ),
      ],
    },
    ru: {
      title: 'Общие правила приёма ставок',
      description: `Как ${BRAND} принимает и рассчитывает ставки: общие положения, приём ставок, расчёт и перенесённые события.`,
      sections: [
        p(
          `Эти правила распространяются на все ставки в ${BRAND}. Делая ставку, вы принимаете их вместе с пользовательским соглашением. Если правила отдельного вида спорта отличаются, действуют правила этого вида спорта.`,
        ),
      ],
      chapters: [
        chapter(
          'general-provisions',
          '1. Общие положения',
          p(
            'Делать ставки могут только зарегистрированные игроки старше 18 лет. У игрока может быть только один счёт; повторные счета закрываются, ставки по ним могут быть аннулированы.',
            'Компания вправе ограничить сумму ставки или отказать в её приёме без объяснения причин. При очевидной ошибке в коэффициенте или данных события соответствующее событие рассчитывается с коэффициентом 1,00.',
          ),
        ),
        chapter(
          'bet-acceptance',
          '2. Приём ставок',
          p(
            'Ставка считается принятой, когда она появилась в истории ставок с номером. Ставки в лайве могут проверяться до 10 секунд; если за это время коэффициент изменится, купон поступит так, как указано в настройке изменения коэффициентов.',
          ),
          list('Ставка не принимается, если', [
            'событие уже началось (для ставок до матча);',
            'сумма меньше минимальной или больше максимальной для рынка;',
            'на счёте недостаточно средств;',
            'события экспресса зависят друг от друга.',
          ]),
        ),
        chapter(
          'settlement',
          '3. Расчёт ставок',
          p(
            'Ставки рассчитываются по официальному результату основного времени с учётом добавленного, без овертайма и серии пенальти, если в названии рынка не сказано иное.',
            'Выигрыш — это сумма ставки, умноженная на коэффициент. Возвращённое событие считается с коэффициентом 1,00; экспресс с таким событием рассчитывается по остальным.',
          ),
        ),
        chapter(
          'postponed-events',
          '4. Перенесённые и прерванные события',
          p(
            'Если событие перенесено и не началось в течение 48 часов от заявленного времени, ставки на него возвращаются. Если событие прервано, ставки на уже определившиеся рынки остаются в силе, остальные возвращаются.',
          ),
        ),
      ],
    },
  },
  responsiblegaming: {
    en: {
      title: 'Responsible gaming',
      description:
        'Keep betting fun: limits, time-outs, self-exclusion, the warning signs of problem gambling and where to find help.',
      sections: [
        p(
          'Betting and casino games are entertainment, not a way to earn money. Decide in advance how much time and money you are ready to spend, and stop when you reach it — whether you are winning or losing.',
        ),
        list('Tools in your account', [
          'Deposit limits per day, week or month; lowering a limit works at once, raising it after 7 days.',
          'Loss and stake limits, and a session time limit with a reminder.',
          'A reality check that shows how long you have played and your result.',
          'A time-out from 24 hours to 6 weeks, and self-exclusion from 6 months to 5 years.',
        ]),
        list('Warning signs', [
          'You bet more than you can afford, or borrow to bet.',
          'You chase losses or hide your betting from family.',
          'Betting affects your work, studies, sleep or relationships.',
        ]),
        h(
          'Where to find help',
          'If any of this sounds familiar, talk to our support team: we can set limits or close your account for you at once. Independent, free and confidential help is offered by GamCare, Gamblers Anonymous and BeGambleAware.',
        ),
        h(
          'Protecting minors',
          'Nobody under 18 may open an account. We verify the age of every player. Parents can use filtering software such as Net Nanny or Family Link to block gambling sites on shared devices.',
        ),
      ],
    },
    ru: {
      title: 'Ответственная игра',
      description:
        'Пусть игра остаётся развлечением: лимиты, пауза, самоисключение, признаки зависимости и где найти помощь.',
      sections: [
        p(
          'Ставки и игры казино — это развлечение, а не способ заработка. Заранее решите, сколько времени и денег готовы потратить, и остановитесь, когда дойдёте до предела, — независимо от того, выигрываете вы или проигрываете.',
        ),
        list('Инструменты в личном кабинете', [
          'Лимиты на депозиты в день, неделю или месяц; уменьшение действует сразу, увеличение — через 7 дней.',
          'Лимиты на проигрыши и ставки, ограничение длительности сессии с напоминанием.',
          'Проверка реальности: сколько вы уже играете и каков результат.',
          'Пауза от 24 часов до 6 недель и самоисключение от 6 месяцев до 5 лет.',
        ]),
        list('Тревожные признаки', [
          'Вы ставите больше, чем можете себе позволить, или берёте в долг ради ставок.',
          'Вы пытаетесь отыграться или скрываете ставки от близких.',
          'Игра мешает работе, учёбе, сну или отношениям.',
        ]),
        h(
          'Где найти помощь',
          'Если что-то из этого вам знакомо, напишите в поддержку: мы сразу установим лимиты или закроем счёт. Бесплатную и анонимную помощь оказывают GamCare, «Анонимные игроки» и BeGambleAware.',
        ),
        h(
          'Защита несовершеннолетних',
          'Лицам младше 18 лет регистрация запрещена. Мы проверяем возраст каждого игрока. Родители могут заблокировать сайты азартных игр на общих устройствах с помощью Net Nanny или Family Link.',
        ),
      ],
    },
  },
  amlpolicy: {
    en: {
      title: 'Anti-money laundering policy',
      description: `How ${BRAND} prevents money laundering and terrorist financing: monitoring, checks and reporting.`,
      sections: [
        p(
          `${BRAND} does not tolerate money laundering or the financing of terrorism. This policy follows the requirements of our licence (${LICENCE_EN}) and international standards of the Financial Action Task Force.`,
        ),
        list('What we do', [
          'We verify the identity of every player before the first withdrawal and whenever deposits reach €2,000 in total.',
          'We monitor deposits, bets and withdrawals for unusual patterns, such as deposits withdrawn without play.',
          'Withdrawals are paid only to a payment method in the player’s own name that was used to deposit.',
          'We may ask for proof of the source of funds and hold payments until it is provided.',
          'Suspicious activity is reported to the financial intelligence unit; we are not allowed to tell the player.',
        ]),
        h(
          'Records',
          'We keep identity documents and transaction records for at least five years after an account is closed. Our money laundering reporting officer reviews this policy every year.',
        ),
      ],
    },
    ru: {
      title: 'Политика противодействия отмыванию денег (AML)',
      description: `Как ${BRAND} противодействует отмыванию денег и финансированию терроризма: мониторинг, проверки и отчётность.`,
      sections: [
        p(
          `${BRAND} не допускает отмывания денег и финансирования терроризма. Политика соответствует требованиям нашей лицензии (${LICENCE_RU}) и международным стандартам ФАТФ.`,
        ),
        list('Что мы делаем', [
          'Проверяем личность каждого игрока перед первым выводом и когда сумма депозитов достигает 2000 €.',
          'Отслеживаем необычные операции, например вывод депозита без игры.',
          'Выплачиваем средства только на платёжное средство игрока, открытое на его имя и использованное для пополнения.',
          'Можем запросить подтверждение происхождения средств и приостановить выплату до его получения.',
          'Сообщаем о подозрительных операциях в орган финансовой разведки; сообщать об этом игроку мы не вправе.',
        ]),
        h(
          'Хранение сведений',
          'Документы и сведения об операциях хранятся не менее пяти лет после закрытия счёта. Ответственный сотрудник по AML пересматривает эту политику ежегодно.',
        ),
      ],
    },
  },
  amlkyc: {
    en: {
      title: 'AML and KYC: verifying your account',
      description: `Which documents ${BRAND} may ask for, when, and how long verification takes.`,
      sections: [
        p(
          'To protect your account and meet our licence, we confirm who you are before your first withdrawal. Most checks are done automatically in a few minutes; a manual review takes up to 48 hours.',
        ),
        list('Documents we may ask for', [
          'A passport, national ID card or driving licence, in colour, with all four corners visible.',
          'A utility bill or bank statement not older than three months showing your address.',
          'A photo of the card you deposited with, the middle digits covered.',
          'Proof of the source of funds for large deposits, such as a payslip.',
        ]),
        h(
          'Your data',
          'Documents are uploaded over an encrypted connection, stored separately from the betting systems and seen only by the verification team.',
        ),
      ],
    },
    ru: {
      title: 'AML и KYC: проверка аккаунта',
      description: `Какие документы ${BRAND} может запросить, когда и сколько длится проверка.`,
      sections: [
        p(
          'Чтобы защитить ваш счёт и выполнить условия лицензии, мы подтверждаем личность игрока перед первым выводом. Большинство проверок проходит автоматически за несколько минут; ручная проверка занимает до 48 часов.',
        ),
        list('Какие документы мы можем запросить', [
          'Паспорт, ID-карту или водительское удостоверение — цветное фото, все четыре угла видны.',
          'Счёт за коммунальные услуги или банковскую выписку не старше трёх месяцев с вашим адресом.',
          'Фото карты, с которой вы пополняли счёт; средние цифры номера закройте.',
          'Подтверждение источника средств при крупных депозитах, например справку о доходах.',
        ]),
        h(
          'Ваши данные',
          'Документы загружаются по зашифрованному соединению, хранятся отдельно от игровых систем и доступны только сотрудникам службы проверки.',
        ),
      ],
    },
  },
  cookies: {
    en: {
      title: 'Privacy and cookie policy',
      description: `Which personal data and cookies ${BRAND} uses, why, how long they are kept and how to manage them.`,
      sections: [
        p(
          `${BRAND} Ltd. is the controller of your personal data. We process it to run your account, to meet our licence (age and identity checks, anti-money laundering) and, with your consent, to show you relevant offers.`,
        ),
        list('Cookies we use', [
          'Necessary: sign-in, security, language and your cookie choice. These cannot be switched off.',
          'Functional: theme, odds format and other display settings.',
          'Analytics: anonymous statistics of page speed and use, only with your consent.',
          'Marketing: the partner that referred you and campaign tags, only with your consent.',
        ]),
        h(
          'Managing cookies',
          'You can change your choice at any time with the cookie settings link at the bottom of every page, or delete cookies in your browser. Blocking necessary cookies will stop the site from working.',
        ),
        h(
          'Your rights',
          `You may ask for a copy of your data, its correction or deletion, unless the law requires us to keep it. Write to privacy@betarena.example or to ${EMAIL}.`,
        ),
      ],
    },
    ru: {
      title: 'Политика конфиденциальности и cookie',
      description: `Какие персональные данные и cookie использует ${BRAND}, зачем, как долго хранит и как ими управлять.`,
      sections: [
        p(
          `${BRAND} Ltd. — оператор ваших персональных данных. Мы обрабатываем их, чтобы вести ваш счёт, выполнять условия лицензии (проверка возраста и личности, противодействие отмыванию денег) и, с вашего согласия, показывать подходящие предложения.`,
        ),
        list('Какие cookie мы используем', [
          'Необходимые: вход, безопасность, язык и ваш выбор по cookie. Их нельзя отключить.',
          'Функциональные: тема, формат коэффициентов и другие настройки отображения.',
          'Аналитические: обезличенная статистика скорости и использования страниц — только с вашего согласия.',
          'Маркетинговые: партнёр, который вас пригласил, и метки кампаний — только с вашего согласия.',
        ]),
        h(
          'Управление cookie',
          'Изменить выбор можно в любой момент по ссылке «Настройки cookie» внизу каждой страницы или удалив cookie в браузере. Если заблокировать необходимые cookie, сайт перестанет работать.',
        ),
        h(
          'Ваши права',
          `Вы можете запросить копию своих данных, их исправление или удаление, если закон не обязывает нас их хранить. Пишите на privacy@betarena.example или ${EMAIL}.`,
        ),
      ],
    },
  },
};

/** When the pages were last edited: fixed, so answers are the same on every start. */
const PAGES_UPDATED_AT = '2026-01-15T09:00:00Z';

export function cmsPageOf(slug: string, lang: CmsLang): CmsPage | null {
  const page = (PAGES as Partial<Record<string, Localised<PageText>>>)[slug];
  if (!page) return null;
  return { slug, updatedAt: PAGES_UPDATED_AT, ...page[lang] };
}

// ── Pictures ──────────────────────────────────────────────────────────────────────────────

const PALETTES: Readonly<Record<PromotionCategory, readonly [string, string, string]>> = {
  sport: ['#0b3d2e', '#12805c', '#ffd24a'],
  casino: ['#2a0f4a', '#7b2cbf', '#ffb703'],
};

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * A promotion's or landing's picture: the category's gradient, a ball or a chip, and the offer in
 * a few characters. A small SVG with no script and no external reference.
 */
export function cmsArt(category: PromotionCategory, label: string): string {
  const [from, to, accent] = PALETTES[category];
  // Bold sans glyphs are about 0.62 em wide: the label fits the 690 units left of the mark.
  const size = Math.min(120, Math.floor(690 / (0.62 * Math.max(label.length, 1))));
  const mark =
    category === 'sport'
      ? `<circle cx="640" cy="90" r="150" fill="none" stroke="${accent}" stroke-opacity=".35" stroke-width="18"/><path d="M560 20l80 60 80-60M640 80v110" stroke="${accent}" stroke-opacity=".35" stroke-width="14" fill="none"/>`
      : `<circle cx="640" cy="90" r="140" fill="none" stroke="${accent}" stroke-opacity=".35" stroke-width="28" stroke-dasharray="40 30"/><circle cx="640" cy="90" r="70" fill="${accent}" fill-opacity=".25"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 400" width="800" height="400">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="800" height="400" fill="url(#g)"/>${mark}` +
    `<text x="56" y="300" font-family="Arial,Helvetica,sans-serif" font-size="${size}" font-weight="800" fill="${accent}">${escapeXml(label)}</text>` +
    `</svg>`
  );
}
