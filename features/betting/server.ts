/*
 * The betting feature's server-only front door: what other features' server components may
 * use of it (docs/architecture.md "Who may import whom"). Re-exports only: Next loads just the
 * names an import asks for (next.config.ts `optimizePackageImports`).
 */

export { BetHistory } from './BetHistory';
export { PrintCoupon } from './PrintCoupon';
