/*
 * The promotions feature's front door: what other features may use of it (docs/architecture.md
 * "Who may import whom"); its server-only parts come from `./server`. Re-exports only: Next
 * loads just the names an import asks for (next.config.ts `optimizePackageImports`).
 */

export { CmsLanding } from './CmsLanding';
export { landingCtaHref, landingCtaKind, offerAnchor, promotionPath } from './promotion-paths';
export type { QueryValues } from './promotion-paths';
