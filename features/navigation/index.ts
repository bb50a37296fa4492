/*
 * The navigation feature's front door: what other features may use of it (docs/architecture.md
 * "Who may import whom"); its server-only parts come from `./server`. Re-exports only: Next
 * loads just the names an import asks for (next.config.ts `optimizePackageImports`).
 */

export { NavigationGuard } from './NavigationGuard';
export { matchesPattern } from './navigation-rules';
export { navigationSlice, selectPreviousRoute } from './navigationSlice';
