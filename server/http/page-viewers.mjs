/**
 * The viewers of the shared renders running in this process (page-cache.mjs): the front door
 * admits a player's class under a random token for the time of a render, and the render reads it
 * back by that token (server/session/viewer.ts). A process-wide registry: the front door and
 * Next's server bundles are separate modules of one process, and meet on `globalThis`.
 *
 * Plain JavaScript with no dependencies beyond Node; the types are in page-viewers.d.mts.
 */
import { randomBytes } from 'node:crypto';
import { VIEWER_HEADER } from './viewer-header.mjs';

const REGISTRY = Symbol.for('sportsbook.page-viewers');

export { VIEWER_HEADER };

/** @returns {Map<string, unknown>} */
function registry() {
  const scope = /** @type {Record<symbol, Map<string, unknown> | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  );
  let viewers = scope[REGISTRY];
  if (!viewers) {
    viewers = new Map();
    scope[REGISTRY] = viewers;
  }
  return viewers;
}

/**
 * Admits `viewer` for one render and answers its token (unguessable, 128 bits).
 * @param {unknown} viewer
 * @returns {string}
 */
export function admitViewer(viewer) {
  const token = randomBytes(16).toString('base64url');
  registry().set(token, viewer);
  return token;
}

/** @param {string} token */
export function releaseViewer(token) {
  registry().delete(token);
}

/**
 * The viewer a token stands for while its render runs, or null (an unknown or released token).
 * @param {string | null | undefined} token
 * @returns {unknown}
 */
export function viewerByToken(token) {
  if (!token) return null;
  return registry().get(token) ?? null;
}

/** How many renders hold a viewer now (for tests). */
export function admittedViewers() {
  return registry().size;
}
