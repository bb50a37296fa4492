/*
 * The media feature's front door: what other features may use of it (docs/architecture.md
 * "Who may import whom"); its server-only parts come from `./server`. Re-exports only: Next
 * loads just the names an import asks for (next.config.ts `optimizePackageImports`).
 */

export { GameMedia } from './GameMedia';
export type { GameMediaLabels } from './GameMedia';
export type { GameZoneData } from './GameZone';
export { MediaBoot } from './MediaBoot';
export { gameZoneData } from './game-zone-data';
export { mediaSlice } from './mediaSlice';
