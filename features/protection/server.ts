/*
 * The protection feature's server-only front door: what pages and other features' server
 * components may use of it (docs/architecture.md "Who may import whom"). Re-exports only: an
 * import from it compiles to the module that defines the name (server/build/front-doors.ts).
 */

export { confirmTermsMetadata, ConfirmTermsPage } from './ConfirmTermsPage';
