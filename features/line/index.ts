/*
 * The line feature's front door: what other features and the app may use of it
 * (docs/architecture.md "Who may import whom"); its server-only parts come from `./server`.
 * Re-exports only: an import from it compiles to the module that defines the name
 * (server/build/front-doors.ts).
 */

export { disciplinesOf } from './esports';
export { listTotal, mainMarket } from './line-markets';
export { gamePath, idOfSegment, linePath } from './line-paths';
