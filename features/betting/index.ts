/*
 * The betting feature's front door: what other features and the app may use of it
 * (docs/architecture.md "Who may import whom"); its server-only parts come from `./server`.
 * Re-exports only: an import from it compiles to the module that defines the name
 * (server/build/front-doors.ts).
 */

export { BetStatus } from './BetStatus';
export { eventName, formatDateAndTime, formatMoney, historyPageOf } from './bet-display';
export {
  couponRefusals,
  fetchAccounts,
  fetchHistory,
  fetchPlacing,
  isManySingles,
  newRequestId,
  placeCoupon,
  setActiveAccount,
} from './betting-client';
export type { PlacedCoupon } from './betting-client';
