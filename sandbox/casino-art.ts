/**
 * The catalogue's pictures, drawn on request: a game tile is its provider's gradient and a picture
 * of the game drawn for its kind (reels with symbols, cards, a wheel, balls, dice…) whose details
 * vary per game (the symbols, cards, numbers and angles come from its id, a reel symbol from a
 * word of its name); a provider logo is its gradient, a mark and its name. Each is a small SVG
 * (under 4 KB) with no script and no external reference.
 */
import type { CasinoCatalogue, CatalogueGame, CatalogueProvider } from './casino-catalogue';

export const ART_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=86400',
  'x-content-type-options': 'nosniff',
  // An SVG opened on its own must not run anything.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
};

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Up to two letters or digits: the first of the first two words (`Crystal Auto …` → `CA`). */
export function initialsOf(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .split(/[\s-]+/)
    .filter((word) => word !== '');
  const letters = words.slice(0, 2).map((word) => word.charAt(0).toUpperCase());
  return letters.join('') || '?';
}

/** A small generator per game, so a game's picture is the same on every call. */
function artRng(seed: number): () => number {
  let state = (seed * 2654435761) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;

const pickOf = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)] as T;

const FONT = 'font-family="Arial,Helvetica,sans-serif" font-weight="700"';

/** Reel symbols, each drawn in a 60×60 box at the origin. */
const SYMBOLS: Readonly<Record<string, string>> = {
  cherry:
    '<path d="M30 8c-6 14-14 22-16 30M30 8c4 12 10 20 16 28" stroke="#2e7d32" stroke-width="4" fill="none"/><circle cx="16" cy="42" r="11" fill="#e53935"/><circle cx="44" cy="40" r="11" fill="#c62828"/>',
  seven: `<text x="30" y="50" text-anchor="middle" ${FONT} font-size="52" fill="#e53935" stroke="#7f0000" stroke-width="2">7</text>`,
  bar: `<rect x="4" y="18" width="52" height="24" rx="4" fill="#212121"/><text x="30" y="37" text-anchor="middle" ${FONT} font-size="17" fill="#ffd54f">BAR</text>`,
  bell: '<path d="M30 8c-12 0-16 10-16 20v10l-6 8h44l-6-8V28c0-10-4-20-16-20Z" fill="#fbc02d" stroke="#8d6e00" stroke-width="2"/><circle cx="30" cy="50" r="5" fill="#8d6e00"/>',
  diamond:
    '<path d="M30 6 52 26 30 54 8 26Z" fill="#4fc3f7" stroke="#01579b" stroke-width="2"/><path d="M8 26h44M30 6l-8 20 8 28 8-28Z" stroke="#e1f5fe" stroke-width="1.5" fill="none"/>',
  star: '<path d="m30 4 7 17 18 1-14 12 5 18-16-10-16 10 5-18L5 22l18-1Z" fill="#ffca28" stroke="#a66f00" stroke-width="2"/>',
  lemon:
    '<ellipse cx="30" cy="30" rx="22" ry="16" fill="#fff176" stroke="#c0a000" stroke-width="2"/>',
  clover:
    '<g fill="#43a047"><circle cx="22" cy="22" r="10"/><circle cx="38" cy="22" r="10"/><circle cx="22" cy="38" r="10"/><circle cx="38" cy="38" r="10"/></g><path d="M30 30l8 24" stroke="#1b5e20" stroke-width="4"/>',
};

/** A name's words that call for a symbol on the middle reel. */
const SYMBOL_CUES: readonly [RegExp, string][] = [
  [/fruit|cherr|berry/i, 'cherry'],
  [/seven|\b7\b|777/i, 'seven'],
  [/gem|diamond|crystal|jewel/i, 'diamond'],
  [/star|cosmic|galax|nova/i, 'star'],
  [/bell|classic|retro/i, 'bell'],
  [/luck|clover|irish|fortune/i, 'clover'],
  [/citrus|lemon|sun/i, 'lemon'],
];

function slotScene(rng: Rng, name: string, accent: string): string {
  const keys = Object.keys(SYMBOLS);
  const cue = SYMBOL_CUES.find(([pattern]) => pattern.test(name))?.[1];
  const reels = [pickOf(rng, keys), cue ?? pickOf(rng, keys), pickOf(rng, keys)];
  const cells = reels
    .map(
      (symbol, index) =>
        `<rect x="${58 + index * 70}" y="62" width="64" height="84" rx="8" fill="#fff"/>` +
        `<g transform="translate(${60 + index * 70} 74)">${SYMBOLS[symbol]}</g>`,
    )
    .join('');
  return `<rect x="46" y="50" width="228" height="108" rx="16" fill="${accent}"/>${cells}`;
}

const SUITS = {
  spade: ['#111', 'M0-14c6 8 14 12 14 18a7 7 0 0 1-12 5l2 7h-8l2-7a7 7 0 0 1-12-5c0-6 8-10 14-18Z'],
  heart: ['#d32f2f', 'M0 14C-8 6-14 2-14-5a7 7 0 0 1 14-3 7 7 0 0 1 14 3c0 7-6 11-14 19Z'],
  diamond: ['#d32f2f', 'M0-15 11 0 0 15-11 0Z'],
  club: [
    '#111',
    'M0-15a6 6 0 0 1 6 10 6 6 0 1 1 0 9H2l2 8h-8l2-8h-4a6 6 0 1 1 0-9 6 6 0 0 1 6-10Z',
  ],
} as const;

function card(x: number, y: number, turn: number, rank: string, suit: keyof typeof SUITS): string {
  const [colour, path] = SUITS[suit];
  return (
    `<g transform="translate(${x} ${y}) rotate(${turn})">` +
    `<rect x="-36" y="-50" width="72" height="100" rx="8" fill="#fff" stroke="#333" stroke-width="1.5"/>` +
    `<text x="-26" y="-26" ${FONT} font-size="20" fill="${colour}">${rank}</text>` +
    `<path d="${path}" fill="${colour}" transform="translate(0 12) scale(1.3)"/></g>`
  );
}

function cardScene(rng: Rng): string {
  const ranks = ['A', 'K', 'Q', 'J', '10', '9'];
  const suits = Object.keys(SUITS) as (keyof typeof SUITS)[];
  const chips = ['#e53935', '#1e88e5', '#43a047']
    .map(
      (colour, index) =>
        `<circle cx="${236 + index * 8}" cy="${176 - index * 12}" r="18" fill="${colour}" stroke="#fff" stroke-width="4" stroke-dasharray="6 5"/>`,
    )
    .join('');
  return (
    card(130, 118, -12, pickOf(rng, ranks), pickOf(rng, suits)) +
    card(178, 112, 10, pickOf(rng, ranks), pickOf(rng, suits)) +
    chips
  );
}

function wheelScene(rng: Rng): string {
  const turn = Math.floor(rng() * 360);
  return (
    `<circle cx="160" cy="120" r="86" fill="#5d4037"/>` +
    `<circle cx="160" cy="120" r="72" fill="none" stroke="#c62828" stroke-width="26"/>` +
    `<circle cx="160" cy="120" r="72" fill="none" stroke="#111" stroke-width="26" stroke-dasharray="18.85 18.85" transform="rotate(${turn} 160 120)"/>` +
    `<circle cx="160" cy="120" r="56" fill="#2e7d32"/><circle cx="160" cy="120" r="22" fill="#ffd54f"/>` +
    `<circle cx="${160 + 60 * Math.cos(turn)}" cy="${120 + 60 * Math.sin(turn)}" r="7" fill="#fff"/>`
  );
}

function ballsScene(rng: Rng, colours: readonly string[]): string {
  return [0, 1, 2, 3, 4]
    .map((index) => {
      const x = 64 + index * 48;
      const y = 110 + (index % 2 ? 26 : -10);
      const number = 1 + Math.floor(rng() * 80);
      return (
        `<circle cx="${x}" cy="${y}" r="26" fill="${colours[index % colours.length]}"/>` +
        `<circle cx="${x}" cy="${y}" r="15" fill="#fff"/>` +
        `<text x="${x}" y="${y + 6}" text-anchor="middle" ${FONT} font-size="16" fill="#222">${number}</text>`
      );
    })
    .join('');
}

function diceScene(rng: Rng): string {
  const pips: Record<number, [number, number][]> = {
    1: [[0, 0]],
    2: [
      [-1, -1],
      [1, 1],
    ],
    3: [
      [-1, -1],
      [0, 0],
      [1, 1],
    ],
    4: [
      [-1, -1],
      [1, -1],
      [-1, 1],
      [1, 1],
    ],
    5: [
      [-1, -1],
      [1, -1],
      [0, 0],
      [-1, 1],
      [1, 1],
    ],
    6: [
      [-1, -1],
      [1, -1],
      [-1, 0],
      [1, 0],
      [-1, 1],
      [1, 1],
    ],
  };
  const die = (x: number, y: number, turn: number) => {
    const face = 1 + Math.floor(rng() * 6);
    const dots = (pips[face] ?? [])
      .map(([dx, dy]) => `<circle cx="${dx * 18}" cy="${dy * 18}" r="7" fill="#222"/>`)
      .join('');
    return `<g transform="translate(${x} ${y}) rotate(${turn})"><rect x="-38" y="-38" width="76" height="76" rx="14" fill="#fff"/>${dots}</g>`;
  };
  return die(120, 122, -10) + die(204, 112, 14);
}

function crashScene(rng: Rng, accent: string): string {
  const multiplier = (1.5 + rng() * 40).toFixed(2);
  return (
    `<path d="M40 200Q170 190 250 70" stroke="${accent}" stroke-width="8" fill="none" stroke-linecap="round"/>` +
    `<path d="m250 70 18-34 4 40Z" fill="#fff"/>` +
    `<text x="60" y="80" ${FONT} font-size="40" fill="#fff">×${multiplier}</text>`
  );
}

function targetScene(rng: Rng): string {
  const rings = ['#111', '#f5f5f5', '#111', '#e53935']
    .map((colour, index) => `<circle cx="160" cy="120" r="${84 - index * 20}" fill="${colour}"/>`)
    .join('');
  const x = 150 + rng() * 24;
  const y = 110 + rng() * 20;
  return `${rings}<circle cx="160" cy="120" r="8" fill="#43a047"/><path d="M${x} ${y}l70-50" stroke="#ffca28" stroke-width="6"/>`;
}

function fishScene(rng: Rng, accent: string): string {
  const fish = (x: number, y: number, size: number) =>
    `<path d="M${x - 40 * size} ${y}c${30 * size}-${36 * size} ${80 * size}-${36 * size} ${100 * size} 0-${20 * size} ${36 * size}-${70 * size} ${36 * size}-${100 * size} 0Zm${100 * size} 0 ${24 * size}-${20 * size}v${40 * size}Z" fill="${accent}"/>`;
  const bubbles = [0, 1, 2]
    .map(
      (index) =>
        `<circle cx="${60 + rng() * 200}" cy="${40 + index * 30}" r="${4 + index * 2}" fill="none" stroke="#fff" stroke-width="2"/>`,
    )
    .join('');
  return fish(110, 150, 1) + fish(200, 90, 0.7) + bubbles;
}

function giftScene(accent: string): string {
  return (
    `<rect x="96" y="100" width="128" height="90" rx="6" fill="${accent}"/>` +
    `<rect x="86" y="80" width="148" height="30" rx="6" fill="${accent}"/>` +
    `<rect x="150" y="80" width="20" height="110" fill="#fff"/>` +
    `<path d="M160 80c-30-40-60-10-30 0Zm0 0c30-40 60-10 30 0Z" fill="none" stroke="#fff" stroke-width="6"/>`
  );
}

function screenScene(rng: Rng, accent: string): string {
  const home = Math.floor(rng() * 5);
  const away = Math.floor(rng() * 5);
  return (
    `<rect x="50" y="50" width="220" height="130" rx="12" fill="#111" stroke="${accent}" stroke-width="6"/>` +
    `<rect x="64" y="64" width="192" height="102" fill="#2e7d32"/><path d="M160 64v102" stroke="#fff" stroke-width="2"/>` +
    `<circle cx="160" cy="115" r="22" fill="none" stroke="#fff" stroke-width="2"/>` +
    `<text x="160" y="44" text-anchor="middle" ${FONT} font-size="26" fill="#fff">${home}:${away}</text>`
  );
}

function scratchScene(rng: Rng, accent: string): string {
  const win = ['$', '€', '★'][Math.floor(rng() * 3)];
  const cells = [0, 1, 2, 3, 4, 5]
    .map((index) => {
      const x = 82 + (index % 3) * 56;
      const y = 78 + Math.floor(index / 3) * 56;
      const open = index % 2 === 0;
      return open
        ? `<text x="${x + 22}" y="${y + 32}" text-anchor="middle" ${FONT} font-size="28" fill="${accent}">${win}</text>`
        : `<rect x="${x}" y="${y}" width="44" height="44" rx="6" fill="#b0bec5"/>`;
    })
    .join('');
  return `<rect x="66" y="62" width="188" height="128" rx="12" fill="#fff" transform="rotate(-4 160 126)"/>${cells}`;
}

/** The picture of a game by its kind, with what varies per game drawn from its id and name. */
function scene(entry: CatalogueGame, accent: string): string {
  const rng = artRng(entry.game.id);
  // A name that says what the game is wins over its kind: a roulette is a wheel wherever it sits.
  const { name } = entry.game;
  if (/roulette|wheel/i.test(name)) return wheelScene(rng);
  if (/blackjack|baccarat|durak|poker|hold.?em|card/i.test(name)) return cardScene(rng);
  if (/dice|sic.?bo/i.test(name)) return diceScene(rng);
  switch (entry.kind) {
    case 'slot':
      return slotScene(rng, entry.game.name, accent);
    case 'table':
    case 'card':
    case 'poker':
      return cardScene(rng);
    case 'live':
      return wheelScene(rng);
    case 'keno':
    case 'bingo':
      return ballsScene(rng, ['#e53935', '#1e88e5', '#43a047', '#fb8c00', '#8e24aa']);
    case 'fast':
    case 'fastBet':
    case 'asian':
      return diceScene(rng);
    case 'crash':
      return crashScene(rng, accent);
    case 'skill':
      return targetScene(rng);
    case 'fishing':
      return fishScene(rng, accent);
    case 'bonus':
      return giftScene(accent);
    case 'tv':
    case 'virtual':
      return screenScene(rng, accent);
    case 'scratch':
      return scratchScene(rng, accent);
    case 'other':
      return slotScene(rng, entry.game.name, accent);
  }
}

/** The tile of a game: 320×240, its provider's colours behind a picture of the game's own. */
export function gameArt(entry: CatalogueGame, provider: CatalogueProvider): string {
  const [from, to, accent] = provider.palette;
  const { game } = entry;
  // A per-game turn of the gradient and the glow, so a provider's tiles are told apart.
  const turn = (game.id * 37) % 360;
  const glowX = 20 + ((game.id * 13) % 60);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" width="320" height="240" role="img" aria-label="${escapeXml(game.name)}">` +
    `<defs><linearGradient id="b" gradientTransform="rotate(${turn} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<radialGradient id="g" cx="${glowX}%" cy="25%" r="75%"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="320" height="240" fill="url(#b)"/>` +
    `<rect width="320" height="240" fill="url(#g)"/>` +
    scene(entry, accent) +
    `</svg>`
  );
}

/** The logo of a provider: 240×80, a mark with its initials and its name. */
export function providerLogo(entry: CatalogueProvider): string {
  const [from, to, accent] = entry.palette;
  const { provider } = entry;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 80" width="240" height="80" role="img" aria-label="${escapeXml(provider.name)}">` +
    `<defs><linearGradient id="b"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="240" height="80" rx="12" fill="url(#b)"/>` +
    `<circle cx="40" cy="40" r="24" fill="${accent}"/>` +
    `<text x="40" y="47" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="18" font-weight="700" fill="${from}">${escapeXml(initialsOf(provider.name))}</text>` +
    `<text x="74" y="46" font-family="Arial,Helvetica,sans-serif" font-size="${provider.name.length > 16 ? 13 : 16}" font-weight="700" fill="#fff">${escapeXml(provider.name)}</text>` +
    `</svg>`
  );
}

/** The file name of a picture (`1001.svg`) as its id; undefined for anything else. */
export function artIdOf(file: string): number | undefined {
  const match = /^([1-9]\d{0,8})\.svg$/.exec(file);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

export function gameArtById(catalogue: CasinoCatalogue, id: number): string | undefined {
  const entry = catalogue.gameById.get(id);
  const provider = entry && catalogue.providerById.get(entry.game.providerId);
  return entry && provider ? gameArt(entry, provider) : undefined;
}
