/**
 * The catalogue's pictures, drawn on request: a game tile is its provider's gradient, a shape for
 * its kind and the initials of its name; a provider logo is its gradient, a mark and its name.
 * Each is a small SVG (under 2 KB) with no script and no external reference.
 */
import type {
  CasinoCatalogue,
  CatalogueGame,
  CatalogueProvider,
  GameKind,
} from './casino-catalogue';

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

/** A shape per kind, in the accent colour, centred on a 320×240 tile. */
const SHAPES: Readonly<Record<GameKind, string>> = {
  slot: '<rect x="70" y="60" width="180" height="120" rx="18"/>',
  table: '<path d="M160 40 250 120 160 200 70 120Z"/>',
  live: '<circle cx="160" cy="120" r="84"/>',
  keno: '<circle cx="120" cy="100" r="44"/><circle cx="200" cy="100" r="44"/><circle cx="160" cy="160" r="44"/>',
  bingo: '<circle cx="160" cy="120" r="80"/>',
  poker:
    '<path d="M160 36c30 44 86 60 86 104a44 44 0 0 1-78 28l10 36h-36l10-36a44 44 0 0 1-78-28c0-44 56-60 86-104Z"/>',
  tv: '<rect x="66" y="56" width="188" height="128" rx="10"/>',
  scratch: '<rect x="80" y="50" width="160" height="140" rx="14" transform="rotate(-8 160 120)"/>',
  virtual: '<path d="M160 40 236 84v72l-76 44-76-44V84Z"/>',
  fast: '<path d="M180 30 90 136h56l-22 74 96-112h-58Z"/>',
  fastBet: '<path d="M100 60h120l-40 60 40 60H100l40-60Z"/>',
  crash: '<path d="M70 190 250 50l-40 130-30-40Z"/>',
  card: '<rect x="104" y="44" width="112" height="152" rx="12"/>',
  asian: '<circle cx="160" cy="120" r="82"/><rect x="140" y="100" width="40" height="40"/>',
  skill: '<circle cx="160" cy="120" r="82"/><circle cx="160" cy="120" r="52"/>',
  fishing: '<path d="M60 120c50-60 130-60 170 0-40 60-120 60-170 0Zm170 0 40-34v68Z"/>',
  other: '<path d="m160 36 24 56 60 4-46 40 14 60-52-32-52 32 14-60-46-40 60-4Z"/>',
  bonus:
    '<rect x="84" y="92" width="152" height="100" rx="8"/><rect x="74" y="66" width="172" height="34" rx="6"/>',
};

/** The tile of a game: 320×240, its provider's colours. */
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
    `<g fill="${accent}" fill-opacity=".28">${SHAPES[entry.kind]}</g>` +
    `<rect width="320" height="240" fill="url(#g)"/>` +
    `<text x="160" y="142" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="64" font-weight="700" fill="#fff">${escapeXml(initialsOf(game.name))}</text>` +
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
