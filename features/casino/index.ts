/*
 * The casino feature's front door: what other features and the app may use of it
 * (docs/architecture.md "Who may import whom"); its server-only parts come from `./server`.
 * Re-exports only: an import from it compiles to the module that defines the name
 * (server/build/front-doors.ts).
 */

export { GamesGrid } from './GameGrid';
export { isSectionGamePage, sectionPagePath, toTile } from './casino-paths';
export type { CasinoRouteSlugs, GameTile } from './casino-paths';
export { GAMES_PER_PAGE, pageCount } from './list-filter';
