/**
 * The sports, countries, championships and teams of the demo line, and how each sport is priced
 * and played live. Written into the database by line-seed.ts; the pricing and play settings are
 * read from here at run time, by sport id and championship id.
 */
import { LONG_TERM_SPORT_ID } from '@contract/line';

/** A name in English, and in Russian where it differs. */
export interface LocalName {
  en: string;
  ru?: string;
}

/**
 * How a sport's final score is forecast (line-model.ts):
 * - goals: Poisson goals per side (football, ice hockey);
 * - points: normal points per side (basketball, cricket runs);
 * - sets: sets won one by one, best of `periods` (tennis, volleyball, table tennis, esports maps).
 */
export type ScoringModel = 'goals' | 'points' | 'sets';

/** How the match clock reads in the status text. */
export type ClockStyle = 'minute' | 'period-clock' | 'none';

export interface SportProfile {
  id: number;
  slug: string;
  name: LocalName & { ru: string };
  model: ScoringModel;
  /** A draw is a result: 1X2 and double chance instead of 12. */
  hasDraw: boolean;
  /** Both teams to score is offered (football). */
  bothTeamsToScore: boolean;
  /** Regular periods; for sets sports the most sets a match can have (best of). */
  periods: number;
  /** Length of a period in game seconds; for sets sports the mean length of a set. */
  periodSeconds: number;
  clock: ClockStyle;
  period: { en: string; ru: string; ruFeminine: boolean };
  /** goals and points: expected total over the match; sets: expected units per set. */
  base: number;
  /** points: standard deviation of one side's points; sets: of the units of one set. */
  spread: number;
  /** How much a strength gap (−1…1) moves the price, in the model's own terms. */
  strengthEffect: number;
  homeAdvantage: number;
  /** points: what one scoring play is worth, drawn evenly. */
  scoringPlays: readonly number[];
  /** Gap between the total lines offered. */
  totalStep: number;
  /** Least gap between the two handicap lines offered. */
  handicapGap: number;
  /** goals: how much likelier a level final score is than independent goals make it. */
  drawBoost: number;
}

/** Independent goals: no adjustment. */
const DRAW_BOOST = 1;

const football: SportProfile = {
  id: 1,
  slug: 'football',
  name: { en: 'Football', ru: 'Футбол' },
  model: 'goals',
  hasDraw: true,
  bothTeamsToScore: true,
  periods: 2,
  periodSeconds: 45 * 60,
  clock: 'minute',
  period: { en: 'half', ru: 'тайм', ruFeminine: false },
  base: 2.7,
  spread: 0,
  strengthEffect: 1.2,
  homeAdvantage: 0.15,
  scoringPlays: [1],
  totalStep: 1,
  handicapGap: 1,
  drawBoost: DRAW_BOOST,
};

const iceHockey: SportProfile = {
  id: 2,
  slug: 'ice-hockey',
  name: { en: 'Ice hockey', ru: 'Хоккей' },
  model: 'goals',
  hasDraw: true,
  bothTeamsToScore: false,
  periods: 3,
  periodSeconds: 20 * 60,
  clock: 'period-clock',
  period: { en: 'period', ru: 'период', ruFeminine: false },
  base: 5.8,
  spread: 0,
  strengthEffect: 0.8,
  homeAdvantage: 0.06,
  scoringPlays: [1],
  totalStep: 1,
  handicapGap: 1,
  drawBoost: 1.6,
};

const basketball: SportProfile = {
  id: 3,
  slug: 'basketball',
  name: { en: 'Basketball', ru: 'Баскетбол' },
  model: 'points',
  hasDraw: false,
  bothTeamsToScore: false,
  periods: 4,
  periodSeconds: 12 * 60,
  clock: 'period-clock',
  period: { en: 'quarter', ru: 'четверть', ruFeminine: true },
  base: 226,
  spread: 11,
  strengthEffect: 16,
  homeAdvantage: 2.5,
  scoringPlays: [1, 2, 2, 2, 3, 3],
  totalStep: 5,
  handicapGap: 4,
  drawBoost: DRAW_BOOST,
};

const tennis: SportProfile = {
  id: 4,
  slug: 'tennis',
  name: { en: 'Tennis', ru: 'Теннис' },
  model: 'sets',
  hasDraw: false,
  bothTeamsToScore: false,
  periods: 3,
  periodSeconds: 40 * 60,
  clock: 'none',
  period: { en: 'set', ru: 'сет', ruFeminine: false },
  base: 9.8,
  spread: 1.8,
  strengthEffect: 1.6,
  homeAdvantage: 0,
  scoringPlays: [1],
  totalStep: 2,
  handicapGap: 1,
  drawBoost: DRAW_BOOST,
};

const volleyball: SportProfile = {
  id: 6,
  slug: 'volleyball',
  name: { en: 'Volleyball', ru: 'Волейбол' },
  model: 'sets',
  hasDraw: false,
  bothTeamsToScore: false,
  periods: 5,
  periodSeconds: 25 * 60,
  clock: 'none',
  period: { en: 'set', ru: 'сет', ruFeminine: false },
  base: 45,
  spread: 5,
  strengthEffect: 1.3,
  homeAdvantage: 0.1,
  scoringPlays: [1],
  totalStep: 5,
  handicapGap: 1,
  drawBoost: DRAW_BOOST,
};

const tableTennis: SportProfile = {
  id: 10,
  slug: 'table-tennis',
  name: { en: 'Table tennis', ru: 'Настольный теннис' },
  model: 'sets',
  hasDraw: false,
  bothTeamsToScore: false,
  periods: 5,
  periodSeconds: 8 * 60,
  clock: 'none',
  period: { en: 'set', ru: 'сет', ruFeminine: false },
  base: 19.5,
  spread: 2.8,
  strengthEffect: 1.2,
  homeAdvantage: 0,
  scoringPlays: [1],
  totalStep: 4,
  handicapGap: 1,
  drawBoost: DRAW_BOOST,
};

/** Esports maps are sets; the total counts rounds (CS2) or kills (Dota 2): see `unitPerSet`. */
const esports: SportProfile = {
  id: 40,
  slug: 'esports',
  name: { en: 'Esports', ru: 'Киберспорт' },
  model: 'sets',
  hasDraw: false,
  bothTeamsToScore: false,
  periods: 3,
  periodSeconds: 40 * 60,
  clock: 'none',
  period: { en: 'map', ru: 'карта', ruFeminine: true },
  base: 25.5,
  spread: 3.5,
  strengthEffect: 1.2,
  homeAdvantage: 0,
  scoringPlays: [1],
  totalStep: 3,
  handicapGap: 1,
  drawBoost: DRAW_BOOST,
};

const cricket: SportProfile = {
  id: 66,
  slug: 'cricket',
  name: { en: 'Cricket', ru: 'Крикет' },
  model: 'points',
  hasDraw: false,
  bothTeamsToScore: false,
  periods: 2,
  periodSeconds: 90 * 60,
  clock: 'none',
  period: { en: 'innings', ru: 'иннинг', ruFeminine: false },
  base: 330,
  spread: 22,
  strengthEffect: 40,
  homeAdvantage: 5,
  scoringPlays: [1, 1, 1, 2, 2, 4, 6],
  totalStep: 10,
  handicapGap: 10,
  drawBoost: DRAW_BOOST,
};

/** Sports with a model, by id. */
export const SPORT_PROFILES: ReadonlyMap<number, SportProfile> = new Map(
  [football, iceHockey, basketball, tennis, volleyball, tableTennis, esports, cricket].map(
    (profile) => [profile.id, profile],
  ),
);

export const LONG_TERM_SPORT = {
  id: LONG_TERM_SPORT_ID,
  slug: 'long-term-bets',
  name: { en: 'Long-term bets', ru: 'Долгосрочные ставки' },
} as const;

export interface CountryEntry {
  id: number;
  code: string;
  name: { en: string; ru: string };
}

export const COUNTRIES: readonly CountryEntry[] = [
  { id: 1, code: 'england', name: { en: 'England', ru: 'Англия' } },
  { id: 2, code: 'spain', name: { en: 'Spain', ru: 'Испания' } },
  { id: 3, code: 'italy', name: { en: 'Italy', ru: 'Италия' } },
  { id: 4, code: 'germany', name: { en: 'Germany', ru: 'Германия' } },
  { id: 5, code: 'russia', name: { en: 'Russia', ru: 'Россия' } },
  { id: 6, code: 'usa', name: { en: 'USA', ru: 'США' } },
  { id: 7, code: 'europe', name: { en: 'Europe', ru: 'Европа' } },
  { id: 8, code: 'world', name: { en: 'World', ru: 'Мир' } },
  { id: 9, code: 'sweden', name: { en: 'Sweden', ru: 'Швеция' } },
  { id: 10, code: 'france', name: { en: 'France', ru: 'Франция' } },
  { id: 11, code: 'austria', name: { en: 'Austria', ru: 'Австрия' } },
  { id: 12, code: 'china', name: { en: 'China', ru: 'Китай' } },
  { id: 13, code: 'poland', name: { en: 'Poland', ru: 'Польша' } },
  { id: 14, code: 'india', name: { en: 'India', ru: 'Индия' } },
  { id: 15, code: 'australia', name: { en: 'Australia', ru: 'Австралия' } },
];

export interface ChampEntry {
  id: number;
  sportId: number;
  countryId: number;
  name: LocalName & { ru: string };
  isTop: boolean;
  /** Strongest first: a team's strength falls with its place in the list. */
  teams: readonly LocalName[];
  /** Kick-off times of the day, UTC `HH:MM`. */
  slots: readonly string[];
  /** Pre-match games over the next 7 days, and games already in play, at seed time. */
  prematch: number;
  live: number;
  /** Sets sports: the units a set (map) has, when not the sport's. */
  unitPerSet?: { base: number; spread: number };
}

const t = (en: string, ru?: string): LocalName => (ru === undefined ? { en } : { en, ru });
const names = (...list: string[]): LocalName[] => list.map((en) => ({ en }));

const EUROPE_EVENING = ['17:45', '20:00'];

export const CHAMPS: readonly ChampEntry[] = [
  {
    id: 101,
    sportId: 1,
    countryId: 1,
    name: { en: 'Premier League', ru: 'Премьер-лига' },
    isTop: true,
    teams: names(
      'Liverpool',
      'Arsenal',
      'Manchester City',
      'Chelsea',
      'Newcastle United',
      'Aston Villa',
      'Tottenham Hotspur',
      'Manchester United',
      'Brighton & Hove Albion',
      'Nottingham Forest',
      'Crystal Palace',
      'Brentford',
      'Bournemouth',
      'Fulham',
      'West Ham United',
      'Everton',
      'Wolverhampton Wanderers',
      'Leeds United',
      'Burnley',
      'Sunderland',
    ),
    slots: ['12:30', '15:00', '17:30', '20:00'],
    prematch: 8,
    live: 2,
  },
  {
    id: 102,
    sportId: 1,
    countryId: 2,
    name: { en: 'La Liga', ru: 'Ла Лига' },
    isTop: true,
    teams: names(
      'Real Madrid',
      'Barcelona',
      'Atlético Madrid',
      'Athletic Club',
      'Villarreal',
      'Real Sociedad',
      'Real Betis',
      'Girona',
      'Sevilla',
      'Valencia',
      'Celta Vigo',
      'Osasuna',
      'Rayo Vallecano',
      'Getafe',
      'Mallorca',
      'Espanyol',
      'Alavés',
      'Levante',
      'Elche',
      'Real Oviedo',
    ),
    slots: ['13:00', '15:15', '17:30', '20:00'],
    prematch: 7,
    live: 1,
  },
  {
    id: 103,
    sportId: 1,
    countryId: 3,
    name: { en: 'Serie A', ru: 'Серия A' },
    isTop: false,
    teams: names(
      'Inter',
      'Napoli',
      'Juventus',
      'AC Milan',
      'Atalanta',
      'Roma',
      'Lazio',
      'Fiorentina',
      'Bologna',
      'Como',
      'Torino',
      'Udinese',
      'Genoa',
      'Cagliari',
      'Lecce',
      'Parma',
      'Verona',
      'Sassuolo',
      'Cremonese',
      'Pisa',
    ),
    slots: ['11:30', '14:00', '17:00', '19:45'],
    prematch: 6,
    live: 1,
  },
  {
    id: 104,
    sportId: 1,
    countryId: 4,
    name: { en: 'Bundesliga', ru: 'Бундеслига' },
    isTop: false,
    teams: names(
      'Bayern Munich',
      'Bayer Leverkusen',
      'Borussia Dortmund',
      'RB Leipzig',
      'Eintracht Frankfurt',
      'VfB Stuttgart',
      'SC Freiburg',
      'VfL Wolfsburg',
      'Borussia Mönchengladbach',
      'Werder Bremen',
      'Mainz 05',
      'Union Berlin',
      'Hoffenheim',
      'Augsburg',
      'Hamburger SV',
      '1. FC Köln',
      'Heidenheim',
      'St. Pauli',
    ),
    slots: ['14:30', '17:30', '19:30'],
    prematch: 6,
    live: 1,
  },
  {
    id: 105,
    sportId: 1,
    countryId: 5,
    name: { en: 'Russian Premier League', ru: 'Российская Премьер-лига' },
    isTop: false,
    teams: [
      t('Zenit St Petersburg', 'Зенит'),
      t('Krasnodar', 'Краснодар'),
      t('Spartak Moscow', 'Спартак Москва'),
      t('CSKA Moscow', 'ЦСКА'),
      t('Lokomotiv Moscow', 'Локомотив Москва'),
      t('Dynamo Moscow', 'Динамо Москва'),
      t('Rubin Kazan', 'Рубин'),
      t('Rostov', 'Ростов'),
      t('Baltika Kaliningrad', 'Балтика'),
      t('Akhmat Grozny', 'Ахмат'),
      t('Krylia Sovetov', 'Крылья Советов'),
      t('Dynamo Makhachkala', 'Динамо Махачкала'),
      t('Akron Tolyatti', 'Акрон'),
      t('Pari Nizhny Novgorod', 'Пари НН'),
      t('Orenburg', 'Оренбург'),
      t('Sochi', 'Сочи'),
    ],
    slots: ['11:00', '13:30', '16:00', '18:30'],
    prematch: 5,
    live: 1,
  },
  {
    id: 106,
    sportId: 1,
    countryId: 7,
    name: { en: 'UEFA Champions League', ru: 'Лига чемпионов УЕФА' },
    isTop: true,
    teams: names(
      'Real Madrid',
      'Paris Saint-Germain',
      'Bayern Munich',
      'Manchester City',
      'Liverpool',
      'Arsenal',
      'Barcelona',
      'Inter',
      'Chelsea',
      'Borussia Dortmund',
      'Atlético Madrid',
      'Juventus',
      'Napoli',
      'Benfica',
      'Sporting CP',
      'PSV Eindhoven',
      'Galatasaray',
      'Club Brugge',
    ),
    slots: EUROPE_EVENING,
    prematch: 5,
    live: 0,
  },
  {
    id: 201,
    sportId: 2,
    countryId: 5,
    name: { en: 'KHL', ru: 'КХЛ' },
    isTop: true,
    teams: [
      t('SKA St Petersburg', 'СКА'),
      t('Lokomotiv Yaroslavl', 'Локомотив'),
      t('Metallurg Magnitogorsk', 'Металлург Мг'),
      t('CSKA Moscow', 'ЦСКА'),
      t('Ak Bars Kazan', 'Ак Барс'),
      t('Avangard Omsk', 'Авангард'),
      t('Traktor Chelyabinsk', 'Трактор'),
      t('Dynamo Moscow', 'Динамо Москва'),
      t('Spartak Moscow', 'Спартак'),
      t('Salavat Yulaev Ufa', 'Салават Юлаев'),
      t('Severstal Cherepovets', 'Северсталь'),
      t('Torpedo Nizhny Novgorod', 'Торпедо'),
      t('Avtomobilist Yekaterinburg', 'Автомобилист'),
      t('Dinamo Minsk', 'Динамо Минск'),
      t('Sibir Novosibirsk', 'Сибирь'),
      t('Amur Khabarovsk', 'Амур'),
    ],
    slots: ['09:00', '14:30', '16:30'],
    prematch: 6,
    live: 2,
  },
  {
    id: 202,
    sportId: 2,
    countryId: 6,
    name: { en: 'NHL', ru: 'НХЛ' },
    isTop: false,
    teams: names(
      'Florida Panthers',
      'Edmonton Oilers',
      'Dallas Stars',
      'Colorado Avalanche',
      'Carolina Hurricanes',
      'Vegas Golden Knights',
      'Winnipeg Jets',
      'Toronto Maple Leafs',
      'Tampa Bay Lightning',
      'Washington Capitals',
      'New York Rangers',
      'Los Angeles Kings',
      'Boston Bruins',
      'Minnesota Wild',
      'New Jersey Devils',
      'Ottawa Senators',
    ),
    slots: ['00:00', '00:30', '02:00', '03:00'],
    prematch: 5,
    live: 1,
  },
  {
    id: 203,
    sportId: 2,
    countryId: 9,
    name: { en: 'SHL', ru: 'Шведская хоккейная лига' },
    isTop: false,
    teams: names(
      'Skellefteå AIK',
      'Luleå HF',
      'Färjestad BK',
      'Frölunda HC',
      'Växjö Lakers',
      'Rögle BK',
      'Djurgårdens IF',
      'Brynäs IF',
      'Linköping HC',
      'Malmö Redhawks',
      'Leksands IF',
      'HV71',
    ),
    slots: ['15:00', '18:00'],
    prematch: 4,
    live: 0,
  },
  {
    id: 301,
    sportId: 3,
    countryId: 6,
    name: { en: 'NBA', ru: 'НБА' },
    isTop: true,
    teams: names(
      'Oklahoma City Thunder',
      'Cleveland Cavaliers',
      'Boston Celtics',
      'Denver Nuggets',
      'New York Knicks',
      'Houston Rockets',
      'Minnesota Timberwolves',
      'Los Angeles Lakers',
      'Golden State Warriors',
      'Indiana Pacers',
      'Milwaukee Bucks',
      'Los Angeles Clippers',
      'Memphis Grizzlies',
      'Detroit Pistons',
      'Orlando Magic',
      'Miami Heat',
      'Dallas Mavericks',
      'Phoenix Suns',
      'Sacramento Kings',
      'Philadelphia 76ers',
    ),
    slots: ['00:00', '00:30', '01:00', '02:30', '03:00'],
    prematch: 7,
    live: 2,
  },
  {
    id: 302,
    sportId: 3,
    countryId: 7,
    name: { en: 'EuroLeague', ru: 'Евролига' },
    isTop: false,
    teams: names(
      'Fenerbahçe',
      'Real Madrid',
      'Panathinaikos',
      'Olympiacos',
      'Monaco',
      'Barcelona',
      'Anadolu Efes',
      'Žalgiris Kaunas',
      'Crvena zvezda',
      'Partizan',
      'Bayern Munich',
      'Olimpia Milano',
      'Maccabi Tel Aviv',
      'Virtus Bologna',
      'Baskonia',
      'Paris Basketball',
    ),
    slots: ['17:45', '19:00', '20:00'],
    prematch: 4,
    live: 0,
  },
  {
    id: 303,
    sportId: 3,
    countryId: 5,
    name: { en: 'VTB United League', ru: 'Единая лига ВТБ' },
    isTop: false,
    teams: [
      t('CSKA Moscow', 'ЦСКА'),
      t('Zenit St Petersburg', 'Зенит'),
      t('UNICS Kazan', 'УНИКС'),
      t('Lokomotiv Kuban', 'Локомотив-Кубань'),
      t('Parma Perm', 'Парма'),
      t('MBA-MAI Moscow', 'МБА-МАИ'),
      t('Avtodor Saratov', 'Автодор'),
      t('Nizhny Novgorod', 'Нижний Новгород'),
      t('Enisey Krasnoyarsk', 'Енисей'),
      t('Uralmash Yekaterinburg', 'Уралмаш'),
      t('Samara', 'Самара'),
      t('Tsmoki-Minsk', 'Цмоки-Минск'),
    ],
    slots: ['14:00', '16:30'],
    prematch: 4,
    live: 1,
  },
  {
    id: 401,
    sportId: 4,
    countryId: 10,
    name: { en: 'ATP. Paris Masters', ru: 'ATP. Мастерс Париж' },
    isTop: true,
    teams: [
      t('Jannik Sinner', 'Янник Синнер'),
      t('Carlos Alcaraz', 'Карлос Алькарас'),
      t('Alexander Zverev', 'Александр Зверев'),
      t('Novak Djokovic', 'Новак Джокович'),
      t('Taylor Fritz', 'Тейлор Фриц'),
      t('Jack Draper', 'Джек Дрейпер'),
      t('Ben Shelton', 'Бен Шелтон'),
      t('Lorenzo Musetti', 'Лоренцо Музетти'),
      t('Alex de Minaur', 'Алекс де Минор'),
      t('Holger Rune', 'Хольгер Руне'),
      t('Daniil Medvedev', 'Даниил Медведев'),
      t('Casper Ruud', 'Каспер Рууд'),
      t('Andrey Rublev', 'Андрей Рублёв'),
      t('Karen Khachanov', 'Карен Хачанов'),
      t('Tommy Paul', 'Томми Пол'),
      t('Félix Auger-Aliassime', 'Феликс Оже-Альяссим'),
    ],
    slots: ['10:00', '12:00', '14:00', '16:00', '18:30'],
    prematch: 6,
    live: 1,
  },
  {
    id: 402,
    sportId: 4,
    countryId: 11,
    name: { en: 'ATP. Vienna', ru: 'ATP. Вена' },
    isTop: false,
    teams: [
      t('Alexander Zverev', 'Александр Зверев'),
      t('Jakub Menšík', 'Якуб Меншик'),
      t('Arthur Fils', 'Артур Фис'),
      t('Alexander Bublik', 'Александр Бублик'),
      t('Stefanos Tsitsipas', 'Стефанос Циципас'),
      t('Grigor Dimitrov', 'Григор Димитров'),
      t('Ugo Humbert', 'Юго Умбер'),
      t('Francisco Cerúndolo', 'Франсиско Серундоло'),
      t('Sebastian Korda', 'Себастьян Корда'),
      t('Tomáš Macháč', 'Томаш Махач'),
      t('Flavio Cobolli', 'Флавио Коболли'),
      t('Alejandro Davidovich Fokina', 'Алехандро Давидович-Фокина'),
    ],
    slots: ['11:00', '13:00', '15:30', '18:00'],
    prematch: 6,
    live: 1,
  },
  {
    id: 403,
    sportId: 4,
    countryId: 12,
    name: { en: 'WTA. Beijing', ru: 'WTA. Пекин' },
    isTop: false,
    teams: [
      t('Aryna Sabalenka', 'Арина Соболенко'),
      t('Iga Świątek', 'Ига Швёнтек'),
      t('Coco Gauff', 'Коко Гауфф'),
      t('Elena Rybakina', 'Елена Рыбакина'),
      t('Jessica Pegula', 'Джессика Пегула'),
      t('Mirra Andreeva', 'Мирра Андреева'),
      t('Madison Keys', 'Мэдисон Киз'),
      t('Jasmine Paolini', 'Жасмин Паолини'),
      t('Qinwen Zheng', 'Чжэн Циньвэнь'),
      t('Amanda Anisimova', 'Аманда Анисимова'),
      t('Emma Navarro', 'Эмма Наварро'),
      t('Diana Shnaider', 'Диана Шнайдер'),
      t('Ekaterina Alexandrova', 'Екатерина Александрова'),
      t('Liudmila Samsonova', 'Людмила Самсонова'),
    ],
    slots: ['04:00', '06:00', '08:30', '11:00'],
    prematch: 6,
    live: 1,
  },
  {
    id: 601,
    sportId: 6,
    countryId: 5,
    name: { en: 'Super League', ru: 'Суперлига' },
    isTop: false,
    teams: [
      t('Zenit Kazan', 'Зенит-Казань'),
      t('Dynamo Moscow', 'Динамо Москва'),
      t('Lokomotiv Novosibirsk', 'Локомотив'),
      t('Zenit St Petersburg', 'Зенит СПб'),
      t('Belogorie Belgorod', 'Белогорье'),
      t('Kuzbass Kemerovo', 'Кузбасс'),
      t('Fakel Novy Urengoy', 'Факел'),
      t('Dynamo-LO', 'Динамо-ЛО'),
      t('Gazprom-Yugra', 'Газпром-Югра'),
      t('Yugra-Samotlor', 'Югра-Самотлор'),
      t('ASK Nizhny Novgorod', 'АСК'),
      t('Enisey Krasnoyarsk', 'Енисей'),
    ],
    slots: ['13:00', '15:00'],
    prematch: 3,
    live: 1,
  },
  {
    id: 602,
    sportId: 6,
    countryId: 3,
    name: { en: 'SuperLega', ru: 'Суперлига Италии' },
    isTop: false,
    teams: names(
      'Sir Safety Perugia',
      'Itas Trentino',
      'Cucine Lube Civitanova',
      'Allianz Milano',
      'Rana Verona',
      'Gas Sales Piacenza',
      'Valsa Group Modena',
      'Vero Volley Monza',
      'Cisterna Volley',
      'Taranto',
    ),
    slots: ['17:00', '19:30'],
    prematch: 3,
    live: 0,
  },
  {
    id: 603,
    sportId: 6,
    countryId: 13,
    name: { en: 'PlusLiga', ru: 'ПлюсЛига' },
    isTop: false,
    teams: names(
      'Jastrzębski Węgiel',
      'Aluron CMC Warta Zawiercie',
      'PGE Projekt Warszawa',
      'Asseco Resovia',
      'Bogdanka LUK Lublin',
      'ZAKSA Kędzierzyn-Koźle',
      'Trefl Gdańsk',
      'PGE GiEK Skra Bełchatów',
    ),
    slots: ['14:45', '17:30'],
    prematch: 3,
    live: 0,
  },
  {
    id: 1001,
    sportId: 10,
    countryId: 8,
    name: { en: 'WTT Champions', ru: 'WTT Champions' },
    isTop: false,
    teams: names(
      'Wang Chuqin',
      'Lin Shidong',
      'Fan Zhendong',
      'Tomokazu Harimoto',
      'Hugo Calderano',
      'Truls Moregard',
      'Liang Jingkun',
      'Felix Lebrun',
      'Lin Yun-Ju',
      'Alexis Lebrun',
      'Dang Qiu',
      'Patrick Franziska',
      'Darko Jorgic',
      'Dimitrij Ovtcharov',
    ),
    slots: ['06:00', '08:00', '10:00', '12:00'],
    prematch: 5,
    live: 1,
  },
  {
    id: 1002,
    sportId: 10,
    countryId: 5,
    name: { en: 'Liga Pro', ru: 'Лига Про' },
    isTop: false,
    teams: [
      t('Alexey Smirnov', 'Алексей Смирнов'),
      t('Dmitry Kuznetsov', 'Дмитрий Кузнецов'),
      t('Sergey Popov', 'Сергей Попов'),
      t('Igor Volkov', 'Игорь Волков'),
      t('Pavel Sokolov', 'Павел Соколов'),
      t('Andrey Lebedev', 'Андрей Лебедев'),
      t('Maxim Kozlov', 'Максим Козлов'),
      t('Nikolay Novikov', 'Николай Новиков'),
      t('Vladimir Morozov', 'Владимир Морозов'),
      t('Artem Pavlov', 'Артём Павлов'),
      t('Roman Egorov', 'Роман Егоров'),
      t('Kirill Orlov', 'Кирилл Орлов'),
    ],
    slots: ['07:00', '09:30', '12:00', '14:30', '17:00', '19:30'],
    prematch: 5,
    live: 1,
  },
  {
    id: 4001,
    sportId: 40,
    countryId: 8,
    name: { en: 'CS2. IEM Cologne', ru: 'CS2. IEM Cologne' },
    isTop: false,
    teams: names(
      'Team Vitality',
      'MOUZ',
      'Team Spirit',
      'The MongolZ',
      'Natus Vincere',
      'FaZe Clan',
      'Aurora',
      'G2 Esports',
      'Team Falcons',
      'FURIA',
      'Team Liquid',
      'Astralis',
    ),
    slots: ['10:30', '13:00', '16:00', '19:00'],
    prematch: 3,
    live: 1,
  },
  {
    id: 4002,
    sportId: 40,
    countryId: 8,
    name: { en: 'CS2. ESL Pro League', ru: 'CS2. ESL Pro League' },
    isTop: false,
    teams: names(
      'Virtus.pro',
      'HEROIC',
      '3DMAX',
      'paiN Gaming',
      'GamerLegion',
      'BetBoom Team',
      'Complexity',
      'Eternal Fire',
      'SAW',
      'Fnatic',
    ),
    slots: ['11:00', '14:30', '18:00'],
    prematch: 3,
    live: 0,
  },
  {
    id: 4003,
    sportId: 40,
    countryId: 8,
    name: { en: 'Dota 2. DreamLeague', ru: 'Dota 2. DreamLeague' },
    isTop: false,
    teams: names(
      'Team Spirit',
      'Tundra Esports',
      'Team Falcons',
      'Gaimin Gladiators',
      'BetBoom Team',
      'PARIVISION',
      'Team Liquid',
      'Xtreme Gaming',
      'Aurora Gaming',
      'Nigma Galaxy',
      'OG',
      'Team Tidebound',
    ),
    slots: ['12:00', '15:00', '18:00'],
    prematch: 3,
    live: 1,
    unitPerSet: { base: 58, spread: 12 },
  },
  {
    id: 4004,
    sportId: 40,
    countryId: 8,
    name: { en: 'Dota 2. PGL Wallachia', ru: 'Dota 2. PGL Wallachia' },
    isTop: false,
    teams: names(
      'Tundra Esports',
      'Team Spirit',
      'PARIVISION',
      'BetBoom Team',
      'Team Falcons',
      'Natus Vincere',
      'HEROIC',
      'Team Yandex',
    ),
    slots: ['10:00', '13:30', '17:00'],
    prematch: 3,
    live: 0,
    unitPerSet: { base: 58, spread: 12 },
  },
  {
    id: 6601,
    sportId: 66,
    countryId: 14,
    name: { en: 'Indian Premier League', ru: 'Индийская Премьер-лига' },
    isTop: false,
    teams: names(
      'Royal Challengers Bengaluru',
      'Mumbai Indians',
      'Gujarat Titans',
      'Punjab Kings',
      'Kolkata Knight Riders',
      'Delhi Capitals',
      'Chennai Super Kings',
      'Sunrisers Hyderabad',
      'Lucknow Super Giants',
      'Rajasthan Royals',
    ),
    slots: ['10:00', '14:00'],
    prematch: 3,
    live: 1,
  },
  {
    id: 6602,
    sportId: 66,
    countryId: 15,
    name: { en: 'Big Bash League', ru: 'Big Bash League' },
    isTop: false,
    teams: names(
      'Perth Scorchers',
      'Sydney Sixers',
      'Brisbane Heat',
      'Hobart Hurricanes',
      'Melbourne Stars',
      'Adelaide Strikers',
      'Sydney Thunder',
      'Melbourne Renegades',
    ),
    slots: ['08:15'],
    prematch: 3,
    live: 0,
  },
];

/**
 * Long-term bets (sport 2999): one game per championship, whose one market names the winner. The
 * season is worked out from the seed time.
 */
export interface LongTermEntry {
  id: number;
  countryId: number;
  /** `{season}` is replaced by the season, e.g. 2026/27. */
  name: { en: string; ru: string };
  subject: { en: string; ru: string };
  /** Months after the seed time when the winner is known. */
  monthsAhead: number;
  /** Contenders, strongest first. */
  fromChamp: number;
  contenders: number;
}

export const LONG_TERM_CHAMPS: readonly LongTermEntry[] = [
  {
    id: 299901,
    countryId: 1,
    name: { en: 'Football. Premier League {season}', ru: 'Футбол. Премьер-лига {season}' },
    subject: { en: 'Winner', ru: 'Победитель' },
    monthsAhead: 6,
    fromChamp: 101,
    contenders: 10,
  },
  {
    id: 299902,
    countryId: 7,
    name: {
      en: 'Football. UEFA Champions League {season}',
      ru: 'Футбол. Лига чемпионов УЕФА {season}',
    },
    subject: { en: 'Winner', ru: 'Победитель' },
    monthsAhead: 6,
    fromChamp: 106,
    contenders: 12,
  },
  {
    id: 299903,
    countryId: 6,
    name: { en: 'Basketball. NBA {season}', ru: 'Баскетбол. НБА {season}' },
    subject: { en: 'Champion', ru: 'Чемпион' },
    monthsAhead: 7,
    fromChamp: 301,
    contenders: 10,
  },
  {
    id: 299904,
    countryId: 5,
    name: { en: 'Ice hockey. KHL {season}', ru: 'Хоккей. КХЛ {season}' },
    subject: { en: 'Gagarin Cup winner', ru: 'Обладатель Кубка Гагарина' },
    monthsAhead: 5,
    fromChamp: 201,
    contenders: 10,
  },
];

export const CHAMPS_BY_ID: ReadonlyMap<number, ChampEntry> = new Map(
  CHAMPS.map((champ) => [champ.id, champ]),
);

export function sportProfile(sportId: number): SportProfile {
  const profile = SPORT_PROFILES.get(sportId);
  if (profile === undefined) throw new Error(`sport ${sportId} has no profile`);
  return profile;
}
