/*
 * The line feature's server-only front door: what pages and other features' server
 * components may use of it (docs/architecture.md "Who may import whom"). Re-exports only: an
 * import from it compiles to the module that defines the name (server/build/front-doors.ts).
 */

export { ChampionshipFinal, ChampionshipGame, ChampionshipHome, ChampsPage } from './ChampPages';
export { CyberPage } from './CyberPages';
export { GameView } from './GameView';
export { SportLine } from './SportLine';
export { LineUnavailable, loadStreams, StreamSections } from './StreamSections';
export type { StreamGames } from './StreamSections';
export { TeamGames } from './TeamGames';
export { withGameTitle, withListPage } from './game-metadata';
