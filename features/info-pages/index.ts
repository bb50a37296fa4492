/*
 * The info-pages feature's front door: what other features may use of it (docs/architecture.md
 * "Who may import whom"); its server-only parts come from `./server`. Re-exports only: Next
 * loads just the names an import asks for (next.config.ts `optimizePackageImports`).
 */

export { CmsSections } from './CmsSections';
export { INFO_PAGE_SLUGS } from './info-pages';
