/*
 * The line feature's front door: what other features may use of it (docs/architecture.md
 * "Who may import whom"); its server-only parts come from `./server`. Re-exports only: Next
 * loads just the names an import asks for (next.config.ts `optimizePackageImports`).
 */

export { disciplinesOf } from './esports';
export { LiveRefresh } from './line-client-parts';
export { listTotal, mainMarket } from './line-markets';
export { gamePath, idOfSegment, linePath } from './line-paths';
