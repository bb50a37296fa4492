/*
 * The casino feature's front door: what other features may use of it (docs/architecture.md
 * "Who may import whom"); its server-only parts come from `./server`. Re-exports only: Next
 * loads just the names an import asks for (next.config.ts `optimizePackageImports`).
 */

export { GamesGrid } from './GameGrid';
export { isSectionGamePage, sectionPagePath, toTile } from './casino-paths';
export type { CasinoRouteSlugs, GameTile } from './casino-paths';
export { GAMES_PER_PAGE, pageCount } from './list-filter';
