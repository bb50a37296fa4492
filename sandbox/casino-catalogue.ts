/**
 * The sandbox's game catalogue (spec 01 §2 "Casino and games", "Bonus games"): 20 providers and
 * 376 games over the sections of the main menu, generated from a fixed seed so every start and
 * every test sees the same catalogue. Names are combined from word lists; real titles are kept
 * out by a block list. The catalogue is code, not rows: only what players do with it (favourites,
 * recently played, launches) is stored (casino-store.ts).
 */
import type { Category, Game, GameFlag, Provider, Volatility } from '@contract/casino';
import type { Rng } from './line-model';
import { pick, randomInt, seededRng } from './line-model';

export const CASINO_SEED = 20_260_412;

export type CasinoLang = 'en' | 'ru';
type Text = Readonly<Record<CasinoLang, string>>;

export function casinoLangOf(lang: string | undefined): CasinoLang {
  return lang === 'ru' ? 'ru' : 'en';
}

interface SubcategoryDefinition {
  slug: string;
  name: Text;
}

interface CategoryDefinition {
  slug: string;
  name: Text;
  subcategories: readonly SubcategoryDefinition[];
}

const sub = (slug: string, en: string, ru: string): SubcategoryDefinition => ({
  slug,
  name: { en, ru },
});

/**
 * The sections, in menu order. Slugs are the route table's: the routes group's casinoCategories
 * (casino, live-casino, table-games) and slotsCategories (slots, jackpots, megaways), the keno
 * section, then the single-segment game pages of spec 01 §2 and the bonus games. Subcategory slugs
 * are unique over the catalogue; casino/brand and slots/vulkan are subcategories too.
 */
export const CATEGORY_DEFINITIONS: readonly CategoryDefinition[] = [
  {
    slug: 'casino',
    name: { en: 'Casino', ru: 'Казино' },
    subcategories: [
      sub('brand', 'Bet Arena originals', 'Игры Bet Arena'),
      sub('bonus-buy', 'Bonus buy', 'Покупка бонуса'),
      sub('hold-and-win', 'Hold and win', 'Удержание и выигрыш'),
      sub('cluster-pays', 'Cluster pays', 'Кластерные выплаты'),
    ],
  },
  {
    slug: 'live-casino',
    name: { en: 'Live casino', ru: 'Live-казино' },
    subcategories: [
      sub('live-roulette', 'Roulette', 'Рулетка'),
      sub('live-blackjack', 'Blackjack', 'Блэкджек'),
      sub('live-baccarat', 'Baccarat', 'Баккара'),
      sub('live-poker', 'Poker', 'Покер'),
      sub('game-shows', 'Game shows', 'Игровые шоу'),
    ],
  },
  {
    slug: 'table-games',
    name: { en: 'Table games', ru: 'Настольные игры' },
    subcategories: [
      sub('roulette', 'Roulette', 'Рулетка'),
      sub('blackjack', 'Blackjack', 'Блэкджек'),
      sub('baccarat', 'Baccarat', 'Баккара'),
      sub('video-poker', 'Video poker', 'Видеопокер'),
      sub('craps', 'Craps and dice', 'Крэпс и кости'),
    ],
  },
  {
    slug: 'slots',
    name: { en: 'Slots', ru: 'Слоты' },
    subcategories: [
      sub('fruits', 'Fruits', 'Фрукты'),
      sub('egypt', 'Egypt', 'Египет'),
      sub('adventure', 'Adventure', 'Приключения'),
      sub('mythology', 'Mythology', 'Мифология'),
      sub('animals', 'Animals', 'Животные'),
      sub('classic', 'Classic', 'Классика'),
      sub('vulkan', 'Vulkan', 'Вулкан'),
    ],
  },
  {
    slug: 'jackpots',
    name: { en: 'Jackpots', ru: 'Джекпоты' },
    subcategories: [
      sub('progressive', 'Progressive', 'Прогрессивные'),
      sub('daily-jackpot', 'Daily jackpot', 'Ежедневный джекпот'),
    ],
  },
  { slug: 'megaways', name: { en: 'Megaways', ru: 'Megaways' }, subcategories: [] },
  { slug: 'keno', name: { en: 'Keno', ru: 'Кено' }, subcategories: [] },
  {
    slug: 'bingo',
    name: { en: 'Bingo', ru: 'Бинго' },
    subcategories: [sub('bingo-75', '75-ball', '75 шаров'), sub('bingo-90', '90-ball', '90 шаров')],
  },
  {
    slug: 'poker',
    name: { en: 'Poker', ru: 'Покер' },
    subcategories: [
      sub('holdem', "Hold'em", 'Холдем'),
      sub('omaha', 'Omaha', 'Омаха'),
      sub('stud', 'Stud', 'Стад'),
    ],
  },
  { slug: 'tvgames', name: { en: 'TV games', ru: 'ТВ-игры' }, subcategories: [] },
  { slug: 'scratchcards', name: { en: 'Scratch cards', ru: 'Скретч-карты' }, subcategories: [] },
  {
    slug: 'virtualsports',
    name: { en: 'Virtual sports', ru: 'Виртуальный спорт' },
    subcategories: [
      sub('virtual-football', 'Football', 'Футбол'),
      sub('virtual-racing', 'Racing', 'Скачки и гонки'),
    ],
  },
  { slug: 'fast-games', name: { en: 'Fast games', ru: 'Быстрые игры' }, subcategories: [] },
  { slug: 'fast-bet', name: { en: 'Fast bet', ru: 'Быстрая ставка' }, subcategories: [] },
  { slug: 'crash-games', name: { en: 'Crash games', ru: 'Краш-игры' }, subcategories: [] },
  { slug: 'card-games', name: { en: 'Card games', ru: 'Карточные игры' }, subcategories: [] },
  { slug: 'asian-games', name: { en: 'Asian games', ru: 'Азиатские игры' }, subcategories: [] },
  { slug: 'skill-games', name: { en: 'Skill games', ru: 'Игры на мастерство' }, subcategories: [] },
  {
    slug: 'fishinghunting',
    name: { en: 'Fishing and hunting', ru: 'Рыбалка и охота' },
    subcategories: [],
  },
  { slug: 'othergames', name: { en: 'Other games', ru: 'Другие игры' }, subcategories: [] },
  {
    slug: 'allgamesentrance',
    name: { en: 'Bonus games', ru: 'Бонусные игры' },
    subcategories: [],
  },
];

export type GameKind =
  | 'slot'
  | 'table'
  | 'live'
  | 'keno'
  | 'bingo'
  | 'poker'
  | 'tv'
  | 'scratch'
  | 'virtual'
  | 'fast'
  | 'fastBet'
  | 'crash'
  | 'card'
  | 'asian'
  | 'skill'
  | 'fishing'
  | 'other'
  | 'bonus';

/** How many games of each kind the catalogue holds (376 in all). */
export const KIND_COUNTS: Readonly<Record<GameKind, number>> = {
  slot: 150,
  table: 30,
  live: 40,
  keno: 12,
  bingo: 10,
  poker: 10,
  tv: 10,
  scratch: 12,
  virtual: 12,
  fast: 16,
  fastBet: 8,
  crash: 10,
  card: 12,
  asian: 12,
  skill: 8,
  fishing: 8,
  other: 10,
  bonus: 6,
};

interface ProviderDefinition {
  slug: string;
  name: string;
  /** Background gradient from, to, and the accent of the art (casino-art.ts). */
  palette: readonly [string, string, string];
  kinds: readonly GameKind[];
}

export const BRAND_PROVIDER_SLUG = 'bet-arena-originals';

/** Invented studios; none is a real company's name. */
const PROVIDER_DEFINITIONS: readonly ProviderDefinition[] = [
  {
    slug: BRAND_PROVIDER_SLUG,
    name: 'Bet Arena Originals',
    palette: ['#0f3d2e', '#1f8a5b', '#ffd166'],
    kinds: ['slot', 'table', 'fast', 'crash', 'keno', 'bonus'],
  },
  {
    slug: 'northlight-gaming',
    name: 'Northlight Gaming',
    palette: ['#0b1e4a', '#2f6fd6', '#9be7ff'],
    kinds: ['slot', 'table'],
  },
  {
    slug: 'red-fox-studios',
    name: 'Red Fox Studios',
    palette: ['#5a1207', '#d9481c', '#ffd3a8'],
    kinds: ['slot', 'scratch'],
  },
  {
    slug: 'quantum-reels',
    name: 'Quantum Reels',
    palette: ['#240b4a', '#7b3fe4', '#f0c4ff'],
    kinds: ['slot'],
  },
  {
    slug: 'silverback-play',
    name: 'Silverback Play',
    palette: ['#1d2428', '#5d6d75', '#e6edf0'],
    kinds: ['slot', 'fishing'],
  },
  {
    slug: 'golden-lotus-games',
    name: 'Golden Lotus Games',
    palette: ['#4a0f1c', '#c2185b', '#ffd700'],
    kinds: ['asian', 'slot', 'card'],
  },
  {
    slug: 'velvet-live',
    name: 'Velvet Live',
    palette: ['#2b0a1e', '#8e1b4f', '#f7c6d9'],
    kinds: ['live'],
  },
  {
    slug: 'studio-royale',
    name: 'Studio Royale',
    palette: ['#10233b', '#1b6b8f', '#f5d76e'],
    kinds: ['live', 'tv'],
  },
  {
    slug: 'pixel-forge',
    name: 'Pixel Forge',
    palette: ['#0d0d1a', '#3a3aff', '#00f5d4'],
    kinds: ['fast', 'crash', 'skill'],
  },
  {
    slug: 'lucky-anchor',
    name: 'Lucky Anchor',
    palette: ['#06304a', '#0a7ea4', '#ffe08a'],
    kinds: ['slot', 'scratch', 'keno'],
  },
  {
    slug: 'iron-oak-gaming',
    name: 'Iron Oak Gaming',
    palette: ['#2e1f0f', '#7a5230', '#f2d6a2'],
    kinds: ['slot', 'table'],
  },
  {
    slug: 'blue-comet',
    name: 'Blue Comet',
    palette: ['#031b34', '#1565c0', '#80d8ff'],
    kinds: ['crash', 'fast', 'fastBet'],
  },
  {
    slug: 'sunburst-interactive',
    name: 'Sunburst Interactive',
    palette: ['#5c2a00', '#f57c00', '#fff3b0'],
    kinds: ['slot', 'bingo'],
  },
  {
    slug: 'nimbus-games',
    name: 'Nimbus Games',
    palette: ['#1b2a3a', '#4f7cac', '#d6ecff'],
    kinds: ['virtual', 'tv', 'fastBet'],
  },
  {
    slug: 'copper-kettle',
    name: 'Copper Kettle',
    palette: ['#3b1a0c', '#b35c2e', '#ffd9b3'],
    kinds: ['slot', 'other'],
  },
  {
    slug: 'tidewater-gaming',
    name: 'Tidewater Gaming',
    palette: ['#00303a', '#00897b', '#b2fff2'],
    kinds: ['fishing', 'slot', 'other'],
  },
  {
    slug: 'starlit-tables',
    name: 'Starlit Tables',
    palette: ['#141033', '#3d2f8f', '#ffe9a8'],
    kinds: ['table', 'card', 'poker'],
  },
  {
    slug: 'emerald-isle-studios',
    name: 'Emerald Isle Studios',
    palette: ['#0a2e12', '#2e7d32', '#c8f7c5'],
    kinds: ['slot', 'bingo', 'scratch'],
  },
  {
    slug: 'highroller-labs',
    name: 'Highroller Labs',
    palette: ['#1a1a1a', '#8d6e63', '#ffcc80'],
    kinds: ['poker', 'card', 'skill'],
  },
  {
    slug: 'wildgrove-games',
    name: 'Wildgrove Games',
    palette: ['#1f2d0c', '#689f38', '#f0f4c3'],
    kinds: ['slot', 'other', 'virtual'],
  },
];

/**
 * Well-known titles of real games: a combination that spells one is skipped (no trademarked game
 * names in the demo catalogue).
 */
export const BLOCKED_TITLES: ReadonlySet<string> = new Set(
  [
    'Aviator',
    'Big Bass Bonanza',
    'Book of Dead',
    'Book of Ra',
    'Buffalo',
    'Cleopatra',
    'Crazy Time',
    'Da Vinci Diamonds',
    'Dead or Alive',
    'Deal or No Deal',
    'Divine Fortune',
    'Dolphin Pearl',
    'Dream Catcher',
    'Fire Joker',
    'Fishing War',
    'Gates of Olympus',
    "Gonzo's Quest",
    'Hall of Gods',
    'Immortal Romance',
    'Jammin Jars',
    'JetX',
    'Legacy of Dead',
    'Lightning Roulette',
    'Lucky Lady Charm',
    'Mega Fortune',
    'Mega Moolah',
    'Money Train',
    'Monopoly Live',
    "Pharaoh's Fortune",
    'Reactoonz',
    'Razor Shark',
    'Rise of Olympus',
    'Sizzling Hot',
    'Spaceman',
    'Starburst',
    'Sweet Bonanza',
    'Thunderstruck',
    'Wheel of Fortune',
    'Wolf Gold',
  ].map((title) => normaliseText(title)),
);

/** Lowercase, without accents, apostrophes or repeated spaces: what search and slugs compare. */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function slugOf(name: string): string {
  return normaliseText(name)
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface CatalogueProvider {
  provider: Provider;
  palette: readonly [string, string, string];
}

/** A game with what the sandbox orders and draws it by, beside the contract's answer. */
export interface CatalogueGame {
  game: Game;
  kind: GameKind;
  /** Higher is more played; popular games are above every other one. */
  popularity: number;
  /** Higher is newer; new games are above every other one. */
  releaseRank: number;
  /** name and provider name, normalised (search). */
  searchText: string;
  normalisedName: string;
}

export interface CasinoCatalogue {
  seed: number;
  providers: readonly CatalogueProvider[];
  games: readonly CatalogueGame[];
  gameById: ReadonlyMap<number, CatalogueGame>;
  providerById: ReadonlyMap<number, CatalogueProvider>;
  providerBySlug: ReadonlyMap<string, CatalogueProvider>;
  categoryBySlug: ReadonlyMap<string, CategoryDefinition>;
}

/* ---------- Names ---------- */

interface NameParts {
  first: readonly string[];
  second: readonly string[];
  suffixes?: readonly string[];
}

const SLOT_THEMES: Readonly<Record<string, NameParts>> = {
  fruits: {
    first: ['Juicy', 'Frosty', 'Blazing', 'Sunny', 'Royal', 'Wild', 'Lucky', 'Tropical', 'Icy'],
    second: ['Cherries', 'Melons', 'Lemons', 'Plums', 'Berries', 'Grapes', 'Sevens', 'Oranges'],
    suffixes: [' 20', ' 40', ' 100', ' Deluxe', ' Party', ' Fever'],
  },
  egypt: {
    first: ['Scarab', 'Nile', 'Sphinx', 'Desert', 'Pyramid', 'Oasis', 'Sun Disc', 'Anubis'],
    second: ['Treasures', 'Riches', 'Secrets', 'Codex', 'Dunes', 'Legacy', 'Relics', 'Tomb'],
    suffixes: [' Rising', ' Unearthed', ' Deluxe'],
  },
  adventure: {
    first: ['Jungle', 'Lost', 'Pirate', 'Temple', 'Sky', 'Canyon', 'Viking', 'Arctic'],
    second: ['Quest', 'Expedition', 'Voyage', 'Hunt', 'Raiders', 'Island', 'Cove', 'Trail'],
    suffixes: [' Returns', ' Unchained', ' Deluxe'],
  },
  mythology: {
    first: ['Titan', 'Valkyrie', 'Olympian', 'Medusa', 'Trident', 'Asgard', 'Phoenix', 'Oracle'],
    second: ['Thunder', 'Wrath', 'Legends', 'Realm', 'Hammer', 'Crown', 'Glory', 'Prophecy'],
    suffixes: [' Ascending', ' Reborn', ' Eternal'],
  },
  animals: {
    first: ['Savage', 'Roaring', 'Golden', 'Silver', 'Prairie', 'Midnight', 'Thunder', 'Misty'],
    second: ['Bison', 'Tiger', 'Eagle', 'Panther', 'Rhino', 'Stallion', 'Lynx', 'Grizzly'],
    suffixes: [' Run', ' Pride', ' Stampede', ' Pack'],
  },
  classic: {
    first: ['Triple', 'Double', 'Diamond', 'Lucky', 'Hot', 'Star', 'Retro', 'Neon'],
    second: ['Sevens', 'Bars', 'Bells', 'Stars', 'Diamonds', 'Reels', 'Jokers', 'Crowns'],
    suffixes: [' 5', ' 10', ' Classic', ' Respin'],
  },
  vulkan: {
    first: ['Volcano', 'Magma', 'Lava', 'Ember', 'Inferno', 'Molten', 'Obsidian', 'Cinder'],
    second: ['Fury', 'Riches', 'Eruption', 'Crown', 'Gems', 'Rush', 'Blaze', 'Forge'],
    suffixes: [' Deluxe', ' Extreme', ' Hot Spins'],
  },
};
const SLOT_THEME_SLUGS = Object.keys(SLOT_THEMES);

const KENO_NAMES: NameParts = {
  first: ['Classic', 'Turbo', 'Power', 'Club', 'Cosmic', 'Island', 'Royal', 'Neon', 'Lucky'],
  second: ['Keno'],
  suffixes: [' 80', ' Multiplier', ' Draw'],
};
const BINGO_NAMES: NameParts = {
  first: ['Rush', 'Party', 'Club', 'Lounge', 'Galaxy', 'Disco', 'Harbour', 'Sunset'],
  second: ['Bingo'],
};
const SCRATCH_NAMES: NameParts = {
  first: ['Gold Rush', 'Clover', 'Diamond', 'Treasure Map', 'Sunny', 'Piggy', 'Rainbow', 'Ruby'],
  second: ['Scratch', 'Scratchcard', 'Cash Scratch'],
};
const FAST_NAMES: NameParts = {
  first: ['Neon', 'Turbo', 'Pocket', 'Quantum', 'Cosmic', 'Pixel', 'Rapid', 'Arcade'],
  second: ['Dice', 'Hi-Lo', 'Limbo', 'Coin Flip', 'Peg Drop', 'Gem Field', 'Tower', 'Wheel'],
};
const CRASH_NAMES: NameParts = {
  first: ['Rocket', 'Balloon', 'Comet', 'Meteor', 'Orbit', 'Zeppelin', 'Kite', 'Glider'],
  second: ['Crash', 'Rise', 'Flight', 'Launch', 'Climb'],
};
const CARD_NAMES: NameParts = {
  first: ['Royal', 'Classic', 'Quick', 'Grand', 'Street'],
  second: ['Andar Bahar', 'Teen Patti', 'Red Dog', 'Casino War', 'Hi-Lo Cards', 'Durak'],
};
const ASIAN_NAMES: NameParts = {
  first: ['Jade', 'Lotus', 'Imperial', 'Lantern', 'Bamboo', 'Pearl', 'Silk Road', 'Golden'],
  second: ['Sic Bo', 'Fan Tan', 'Dragon Tiger', 'Mahjong Tiles', 'Pai Gow', 'Koi Pond'],
};
const FISHING_NAMES: NameParts = {
  first: ['Ocean', 'Deep Sea', 'Coral', 'Arctic', 'Safari', 'River', 'Lagoon', 'Reef'],
  second: ['Catch', 'Hunter', 'Angler', 'Big Catch', 'Trophy Hunt', 'Harpoon'],
};
const OTHER_NAMES: NameParts = {
  first: ['Lucky', 'Magic', 'Golden', 'Party', 'Bubble', 'Candy', 'Carnival', 'Cosmic'],
  second: ['Pachinko', 'Lottery', 'Balls', 'Tower', 'Dominoes', 'Pop', 'Stack', 'Match'],
};

const TABLE_TYPES: Readonly<Record<string, NameParts>> = {
  roulette: {
    first: ['European', 'French', 'American', 'Mini', 'Double Ball', 'Multi-Wheel', 'Royal'],
    second: ['Roulette'],
    suffixes: [' Pro', ' Gold', ' VIP'],
  },
  blackjack: {
    first: ['Classic', 'Single Deck', 'Multi-Hand', 'Atlantic', 'Double Exposure', 'Pairs'],
    second: ['Blackjack'],
    suffixes: [' Pro', ' Gold', ' VIP'],
  },
  baccarat: {
    first: ['Punto Banco', 'Mini', 'No Commission', 'Royal', 'Squeeze'],
    second: ['Baccarat'],
    suffixes: [' Pro', ' Gold'],
  },
  'video-poker': {
    first: ['Jacks or Better', 'Deuces Wild', 'Joker Poker', 'Bonus Poker', 'Aces and Faces'],
    second: [''],
    suffixes: [' Multi-Hand', ' 10 Play'],
  },
  craps: {
    first: ['Street', 'Classic', 'Desert', 'High Roller'],
    second: ['Craps', 'Dice'],
  },
};
/** How many of the 30 table games each type gets. */
const TABLE_SPLIT: readonly [string, number][] = [
  ['roulette', 8],
  ['blackjack', 8],
  ['baccarat', 6],
  ['video-poker', 5],
  ['craps', 3],
];

const LIVE_PLACES = [
  'Riverside',
  'Emerald',
  'Grand Salon',
  'Skyline',
  'Harbour',
  'Velvet',
  'Crystal',
  'Marble',
  'Oakwood',
  'Sapphire',
  'Ivory',
  'Copper',
];
const LIVE_TYPES: Readonly<Record<string, NameParts>> = {
  'live-roulette': { first: LIVE_PLACES, second: ['Roulette Live', 'Auto Roulette'] },
  'live-blackjack': { first: ['Blackjack'], second: LIVE_PLACES, suffixes: [' 1', ' 2', ' 3'] },
  'live-baccarat': { first: LIVE_PLACES, second: ['Baccarat Live', 'Speed Baccarat'] },
  'live-poker': {
    first: [
      'Casino Hold’em',
      'Three Card Poker',
      'Caribbean Stud',
      'Side Bet Poker',
      'Bet on Poker',
    ],
    second: ['Live'],
  },
  'game-shows': {
    first: ['Fortune', 'Treasure', 'Cosmic', 'Carnival', 'Golden Ball', 'Prize'],
    second: ['Wheel Show', 'Spin Studio', 'Drop', 'Ladder', 'Tower Show'],
  },
};
const LIVE_SPLIT: readonly [string, number][] = [
  ['live-roulette', 10],
  ['live-blackjack', 10],
  ['live-baccarat', 8],
  ['live-poker', 5],
  ['game-shows', 7],
];

const POKER_TYPES: Readonly<Record<string, NameParts>> = {
  holdem: {
    first: ['Hold’em', 'Heads-Up Hold’em', 'Six-Max Hold’em'],
    second: ['Sprint', 'Classic', 'Turbo', 'Deep Stack', 'Club'],
  },
  omaha: { first: ['Omaha', 'Omaha Hi-Lo'], second: ['Sprint', 'Classic', 'Turbo', 'Club'] },
  stud: { first: ['Seven Card Stud', 'Five Card Stud'], second: ['Classic', 'Club'] },
};

const TV_NAMES = [
  'Five of 36',
  'Seven of 42',
  'Lucky Six Draw',
  'Twin Wheels',
  'Guess the Card',
  'The 21 Studio',
  'Card Battle TV',
  'Dice Duel TV',
  'Andar Bahar TV',
  'Studio Backgammon',
];

const VIRTUAL_NAMES: readonly [name: string, subcategory: string | undefined][] = [
  ['Virtual Football League', 'virtual-football'],
  ['Virtual Football Cup', 'virtual-football'],
  ['Virtual Penalty Shootout', 'virtual-football'],
  ['Virtual Football Derby', 'virtual-football'],
  ['Virtual Horse Racing', 'virtual-racing'],
  ['Virtual Greyhounds', 'virtual-racing'],
  ['Virtual Motor Racing', 'virtual-racing'],
  ['Virtual Harness Racing', 'virtual-racing'],
  ['Virtual Tennis Open', undefined],
  ['Virtual Basketball', undefined],
  ['Virtual Darts', undefined],
  ['Virtual Speedway', undefined],
];

const FAST_BET_NAMES = [
  'Quick Penalty',
  'Rapid Darts',
  'Fast Horses',
  'One Minute Roulette',
  'Thirty Second Dice',
  'Colour Bet',
  'Number Rush',
  'Heads or Tails',
];

const SKILL_NAMES = [
  'Backgammon Duel',
  'Darts 180',
  'Checkers Blitz',
  'Pool Shot',
  'Penalty Kicks',
  'Bowling Strike',
  'Archery Master',
  'Basket Shot',
];

/** spec 01 §2 Bonus games: the slugs are the allgamesentrance/{gameRoute} pages. */
const BONUS_GAMES: readonly [slug: string, name: string][] = [
  ['fortuna', 'Fortuna'],
  ['chest', 'Golden Chest'],
  ['memory', 'Memory'],
  ['safe', 'Safe Cracker'],
  ['lottery', 'Lottery'],
  ['dragon-bonus', 'Dragon Bonus'],
];

/** The routes group's kenoGames ({keno} pages) are games of the keno section. */
const FIXED_KENO: readonly [slug: string, name: string][] = [
  ['keno', 'Keno'],
  ['keno-express', 'Keno Express'],
];

/* ---------- Generation ---------- */

interface Draft {
  kind: GameKind;
  name: string;
  slug?: string;
  providerSlug?: string;
  categories: string[];
  subcategories: string[];
  volatility?: Volatility;
  jackpot: boolean;
  demo: boolean;
  bets?: readonly [number, number];
}

function chance(rng: Rng, probability: number): boolean {
  return rng() < probability;
}

function volatilityOf(rng: Rng, options: readonly Volatility[] = ['low', 'medium', 'high']) {
  return pick(rng, options);
}

function betsOf(rng: Rng, mins: readonly number[], maxes: readonly number[]) {
  return [pick(rng, mins), pick(rng, maxes)] as const;
}

class NameBook {
  private readonly used = new Set<string>();

  constructor(private readonly rng: Rng) {}

  /** Marks a fixed name (and its slug) as taken. */
  take(name: string, slug = slugOf(name)): void {
    if (this.used.has(slug)) throw new Error(`casino catalogue: ${slug} twice`);
    this.used.add(slug);
  }

  isFree(name: string): boolean {
    return !this.used.has(slugOf(name)) && !BLOCKED_TITLES.has(normaliseText(name));
  }

  /** A free name from the parts: first second, sometimes with a suffix. */
  draw(parts: NameParts, suffixChance = 0.3, extraSuffix?: string): string {
    for (let attempt = 0; attempt < 60; attempt++) {
      const first = pick(this.rng, parts.first);
      const second = pick(this.rng, parts.second);
      let name = [first, second].filter((part) => part !== '').join(' ');
      if (extraSuffix !== undefined) name += extraSuffix;
      else if (parts.suffixes && chance(this.rng, suffixChance)) {
        name += pick(this.rng, parts.suffixes);
      }
      if (this.isFree(name)) {
        this.take(name);
        return name;
      }
    }
    return this.numbered(`${pick(this.rng, parts.first)} ${pick(this.rng, parts.second)}`.trim());
  }

  /** The name as given, or with II, III… when taken. */
  numbered(base: string): string {
    const numerals = ['', ' II', ' III', ' IV', ' V', ' VI', ' VII', ' VIII', ' IX', ' X'];
    for (const numeral of numerals) {
      const name = `${base}${numeral}`;
      if (this.isFree(name)) {
        this.take(name);
        return name;
      }
    }
    throw new Error(`casino catalogue: no free name for ${base}`);
  }
}

/** A list of `count` types, each repeated as the split says, in a seeded order. */
function splitTypes(rng: Rng, split: readonly [string, number][]): string[] {
  const types = split.flatMap(([type, count]) => Array<string>(count).fill(type));
  return shuffle(rng, types);
}

function shuffle<T>(rng: Rng, list: readonly T[]): T[] {
  const copy = [...list];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = randomInt(rng, index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

function slotDrafts(rng: Rng, names: NameBook): Draft[] {
  const themes = shuffle(
    rng,
    Array.from({ length: KIND_COUNTS.slot }, (_, index) => SLOT_THEME_SLUGS[index % 7] as string),
  );
  return themes.map((theme) => {
    const parts = SLOT_THEMES[theme] as NameParts;
    const categories = ['casino', 'slots'];
    const subcategories = [theme];
    const jackpot = chance(rng, 0.16);
    const ways = chance(rng, 0.17);
    let extraSuffix: string | undefined;
    if (jackpot) {
      categories.push('jackpots');
      subcategories.push(chance(rng, 0.6) ? 'progressive' : 'daily-jackpot');
      if (chance(rng, 0.4)) extraSuffix = ' Jackpot';
    }
    if (ways) {
      categories.push('megaways');
      if (extraSuffix === undefined && chance(rng, 0.5)) extraSuffix = ' Ways';
    }
    if (chance(rng, 0.22)) subcategories.push('bonus-buy');
    if (chance(rng, 0.1)) {
      subcategories.push('hold-and-win');
      if (extraSuffix === undefined && chance(rng, 0.4)) extraSuffix = ' Hold and Win';
    } else if (!ways && chance(rng, 0.09)) {
      subcategories.push('cluster-pays');
    }
    const classic = theme === 'classic' || theme === 'fruits';
    return {
      kind: 'slot',
      name: names.draw(parts, 0.3, extraSuffix),
      categories,
      subcategories,
      volatility: volatilityOf(rng, classic ? ['low', 'medium'] : ['low', 'medium', 'high']),
      jackpot,
      demo: chance(rng, 0.96),
      bets: betsOf(rng, [0.1, 0.2, 0.25], [50, 100, 200]),
    };
  });
}

function tableDrafts(rng: Rng, names: NameBook): Draft[] {
  return splitTypes(rng, TABLE_SPLIT).map((type) => ({
    kind: 'table',
    name: names.draw(TABLE_TYPES[type] as NameParts, 0.35),
    categories: ['casino', 'table-games'],
    subcategories: [type],
    jackpot: false,
    demo: chance(rng, 0.95),
    bets: betsOf(rng, [0.5, 1], [500, 1000, 2000]),
  }));
}

function liveDrafts(rng: Rng, names: NameBook): Draft[] {
  return splitTypes(rng, LIVE_SPLIT).map((type) => ({
    kind: 'live',
    name: names.draw(LIVE_TYPES[type] as NameParts, type === 'live-blackjack' ? 0.6 : 0.2),
    categories: ['live-casino'],
    subcategories: [type],
    jackpot: false,
    // A dealer's table has no play money.
    demo: false,
    bets: betsOf(rng, [0.5, 1, 2, 5], [1000, 2500, 5000, 10000]),
  }));
}

interface SimpleOptions {
  parts: NameParts;
  categories: string[];
  bets: [number[], number[]];
  volatility?: boolean;
  /** The chance of a demo mode, and of a jackpot. */
  demo?: number;
  jackpot?: number;
  count?: number;
}

function simpleDrafts(rng: Rng, names: NameBook, kind: GameKind, options: SimpleOptions): Draft[] {
  return Array.from({ length: options.count ?? KIND_COUNTS[kind] }, () => ({
    kind,
    name: names.draw(options.parts),
    categories: [...options.categories],
    subcategories: [],
    volatility: options.volatility ? volatilityOf(rng) : undefined,
    jackpot: chance(rng, options.jackpot ?? 0),
    demo: chance(rng, options.demo ?? 0.95),
    bets: betsOf(rng, ...options.bets),
  }));
}

function fixedDrafts(
  rng: Rng,
  names: NameBook,
  kind: GameKind,
  list: readonly (readonly [string, string | undefined])[],
  base: Omit<Draft, 'kind' | 'name' | 'subcategories' | 'jackpot' | 'demo' | 'bets'>,
  options: { demo: number; bets: [number[], number[]]; volatility?: boolean },
): Draft[] {
  return list.map(([name, subcategory]) => {
    names.take(name);
    return {
      ...base,
      kind,
      name,
      categories: [...base.categories],
      subcategories: subcategory === undefined ? [] : [subcategory],
      volatility: options.volatility ? volatilityOf(rng) : undefined,
      jackpot: false,
      demo: chance(rng, options.demo),
      bets: betsOf(rng, ...options.bets),
    };
  });
}

function allDrafts(rng: Rng): Draft[] {
  const names = new NameBook(rng);
  const fixedKeno: Draft[] = FIXED_KENO.map(([slug, name]) => {
    names.take(name, slug);
    return {
      kind: 'keno',
      name,
      slug,
      providerSlug: BRAND_PROVIDER_SLUG,
      categories: ['keno'],
      subcategories: [],
      jackpot: false,
      demo: true,
      bets: [0.1, 100],
    };
  });
  const bonus: Draft[] = BONUS_GAMES.map(([slug, name]) => {
    names.take(name, slug);
    // Free rounds the operator gives away: no stake, so no bets.
    return {
      kind: 'bonus',
      name,
      slug,
      providerSlug: BRAND_PROVIDER_SLUG,
      categories: ['allgamesentrance'],
      subcategories: [],
      jackpot: false,
      demo: true,
    };
  });
  const poker = splitTypes(rng, [
    ['holdem', 5],
    ['omaha', 3],
    ['stud', 2],
  ]).map((type): Draft => ({
    kind: 'poker',
    name: names.draw(POKER_TYPES[type] as NameParts),
    categories: ['poker'],
    subcategories: [type],
    jackpot: chance(rng, 0.1),
    demo: chance(rng, 0.5),
    bets: betsOf(rng, [0.5, 1, 2], [200, 500, 1000]),
  }));
  const bingo = Array.from({ length: KIND_COUNTS.bingo }, (_, index): Draft => {
    const balls = index % 2 === 0 ? 75 : 90;
    return {
      kind: 'bingo',
      name: names.draw(BINGO_NAMES, 0, ` ${balls}`),
      categories: ['bingo'],
      subcategories: [`bingo-${balls}`],
      jackpot: chance(rng, 0.2),
      demo: chance(rng, 0.95),
      bets: betsOf(rng, [0.1, 0.2], [10, 20, 50]),
    };
  });
  return [
    ...slotDrafts(rng, names),
    ...tableDrafts(rng, names),
    ...liveDrafts(rng, names),
    ...fixedKeno,
    ...simpleDrafts(rng, names, 'keno', {
      parts: KENO_NAMES,
      categories: ['keno'],
      jackpot: 0.1,
      bets: [
        [0.1, 0.2],
        [50, 100],
      ],
      count: KIND_COUNTS.keno - FIXED_KENO.length,
    }),
    ...bingo,
    ...poker,
    ...fixedDrafts(
      rng,
      names,
      'tv',
      TV_NAMES.map((name) => [name, undefined] as const),
      { categories: ['tvgames'] },
      // Draws run on air at fixed times: nothing to replay for play money.
      {
        demo: 0,
        bets: [
          [0.1, 0.5],
          [500, 1000],
        ],
      },
    ),
    ...simpleDrafts(rng, names, 'scratch', {
      parts: SCRATCH_NAMES,
      categories: ['scratchcards'],
      volatility: true,
      jackpot: 0.1,
      bets: [
        [0.1, 0.5, 1],
        [20, 50],
      ],
    }),
    ...fixedDrafts(
      rng,
      names,
      'virtual',
      VIRTUAL_NAMES,
      { categories: ['virtualsports'] },
      {
        demo: 0.9,
        bets: [
          [0.1, 0.2],
          [200, 500],
        ],
      },
    ),
    ...simpleDrafts(rng, names, 'fast', {
      parts: FAST_NAMES,
      categories: ['fast-games'],
      volatility: true,
      bets: [
        [0.1, 0.2],
        [100, 200],
      ],
    }),
    ...fixedDrafts(
      rng,
      names,
      'fastBet',
      FAST_BET_NAMES.map((name) => [name, undefined] as const),
      { categories: ['fast-bet'] },
      {
        demo: 0.9,
        volatility: true,
        bets: [
          [0.1, 0.5],
          [100, 500],
        ],
      },
    ),
    ...simpleDrafts(rng, names, 'crash', {
      parts: CRASH_NAMES,
      categories: ['crash-games', 'fast-games'],
      bets: [
        [0.1, 0.2],
        [100, 500],
      ],
    }).map((draft) => ({ ...draft, volatility: 'high' as const })),
    ...simpleDrafts(rng, names, 'card', {
      parts: CARD_NAMES,
      categories: ['card-games'],
      bets: [
        [0.5, 1],
        [200, 500],
      ],
    }),
    ...simpleDrafts(rng, names, 'asian', {
      parts: ASIAN_NAMES,
      categories: ['asian-games'],
      bets: [
        [0.5, 1],
        [500, 1000],
      ],
    }),
    ...fixedDrafts(
      rng,
      names,
      'skill',
      SKILL_NAMES.map((name) => [name, undefined] as const),
      { categories: ['skill-games'] },
      {
        demo: 0.95,
        bets: [
          [0.5, 1],
          [50, 100],
        ],
      },
    ),
    ...simpleDrafts(rng, names, 'fishing', {
      parts: FISHING_NAMES,
      categories: ['fishinghunting'],
      volatility: true,
      bets: [
        [0.1, 0.2],
        [50, 100],
      ],
    }),
    ...simpleDrafts(rng, names, 'other', {
      parts: OTHER_NAMES,
      categories: ['othergames'],
      volatility: true,
      bets: [
        [0.1, 0.2],
        [50, 100],
      ],
    }),
    ...bonus,
  ];
}

function makersOf(kind: GameKind): readonly ProviderDefinition[] {
  return PROVIDER_DEFINITIONS.filter((provider) => provider.kinds.includes(kind));
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Builds the catalogue for a seed; the same seed gives the same catalogue. */
export function buildCasinoCatalogue(seed: number = CASINO_SEED): CasinoCatalogue {
  const rng = seededRng(seed);
  const drafts = allDrafts(rng);
  const providerIds = new Map(PROVIDER_DEFINITIONS.map((p, index) => [p.slug, 101 + index]));
  const ids = shuffle(
    rng,
    drafts.map((_, index) => 1001 + index),
  );

  const games: CatalogueGame[] = drafts.map((draft, index) => {
    const makers = makersOf(draft.kind);
    const maker =
      draft.providerSlug === undefined
        ? pick(rng, makers)
        : (PROVIDER_DEFINITIONS.find((p) => p.slug === draft.providerSlug) as ProviderDefinition);
    const id = ids[index] as number;
    const subcategories = [...draft.subcategories];
    if (maker.slug === BRAND_PROVIDER_SLUG && draft.categories.includes('casino')) {
      subcategories.unshift('brand');
    }
    const isNew = chance(rng, 0.1);
    const isPopular = chance(rng, 0.15);
    const flags: Record<GameFlag, boolean> = {
      new: isNew,
      popular: isPopular,
      jackpot: draft.jackpot,
    };
    const game: Game = {
      id,
      slug: draft.slug ?? slugOf(draft.name),
      name: draft.name,
      providerId: providerIds.get(maker.slug) as number,
      categories: draft.categories,
      ...(subcategories.length > 0 ? { subcategories } : {}),
      rtp: round2(92 + rng() * 6.5),
      ...(draft.volatility === undefined ? {} : { volatility: draft.volatility }),
      flags,
      image: `/casino-api/images/games/${id}.svg`,
      demo: draft.demo,
      ...(draft.bets === undefined ? {} : { minBet: draft.bets[0], maxBet: draft.bets[1] }),
    };
    return {
      game,
      kind: draft.kind,
      popularity: randomInt(rng, 1000) + (isPopular ? 1000 : 0),
      releaseRank: randomInt(rng, 1000) + (isNew ? 1000 : 0),
      searchText: normaliseText(`${draft.name} ${maker.name}`),
      normalisedName: normaliseText(draft.name),
    };
  });
  games.sort((a, b) => a.game.id - b.game.id);

  const counts = new Map<number, number>();
  for (const { game } of games) counts.set(game.providerId, (counts.get(game.providerId) ?? 0) + 1);
  const providers: CatalogueProvider[] = PROVIDER_DEFINITIONS.map((definition) => {
    const id = providerIds.get(definition.slug) as number;
    return {
      palette: definition.palette,
      provider: {
        id,
        slug: definition.slug,
        name: definition.name,
        gamesCount: counts.get(id) ?? 0,
        logo: `/casino-api/images/providers/${id}.svg`,
      },
    };
  });

  return {
    seed,
    providers,
    games,
    gameById: new Map(games.map((entry) => [entry.game.id, entry])),
    providerById: new Map(providers.map((entry) => [entry.provider.id, entry])),
    providerBySlug: new Map(providers.map((entry) => [entry.provider.slug, entry])),
    categoryBySlug: new Map(CATEGORY_DEFINITIONS.map((category) => [category.slug, category])),
  };
}

let defaultCatalogue: CasinoCatalogue | undefined;

/** The catalogue every sandbox serves (CASINO_SEED), built once. */
export function casinoCatalogue(): CasinoCatalogue {
  defaultCatalogue ??= buildCasinoCatalogue(CASINO_SEED);
  return defaultCatalogue;
}

/** The sections with their names in `lang` and how many games each lists. */
export function categoriesOf(catalogue: CasinoCatalogue, lang: CasinoLang): Category[] {
  return CATEGORY_DEFINITIONS.map((definition) => {
    const inCategory = catalogue.games.filter(({ game }) =>
      game.categories.includes(definition.slug),
    );
    return {
      slug: definition.slug,
      name: definition.name[lang],
      gamesCount: inCategory.length,
      subcategories: definition.subcategories.map((subcategory) => ({
        slug: subcategory.slug,
        name: subcategory.name[lang],
        gamesCount: inCategory.filter(({ game }) => game.subcategories?.includes(subcategory.slug))
          .length,
      })),
    };
  });
}
