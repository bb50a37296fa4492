/*
 * The betting feature's front door: what other features may use of it (docs/architecture.md
 * "Who may import whom"); its server-only parts come from `./server`. Re-exports only: Next
 * loads just the names an import asks for (next.config.ts `optimizePackageImports`).
 */

export { BetStatus } from './BetStatus';
export { eventName, formatDateAndTime, formatMoney, historyPageOf } from './bet-display';
export {
  couponRefusals,
  fetchAccounts,
  fetchHistory,
  fetchOutcomes,
  fetchPlacing,
  isManySingles,
  newRequestId,
  placeCoupon,
  setActiveAccount,
} from './betting-client';
export type { PlacedCoupon } from './betting-client';
