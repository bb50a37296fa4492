/**
 * The rules of spec 01 §4 Other "App update" and §8 "A script chunk load failure triggers one page
 * reload, at most once per minute", with their constants, declared once.
 */

/** How often an open page asks which build the site runs (and whenever it is shown again). */
export const UPDATE_POLL_MS = 5 * 60_000;

/** When the last reload for a failed chunk happened (sessionStorage: this tab only), epoch ms. */
export const CHUNK_RELOAD_KEY = 'chunk_reload_at';
/** spec 01 §8 "at most once per minute". */
export const CHUNK_RELOAD_THROTTLE_MS = 60_000;

/** The error webpack's runtime raises when a script (or CSS) chunk cannot be loaded. */
export function isChunkLoadError(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { name, message } = value as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && /^Loading (CSS )?chunk \S+ failed/.test(message);
}

/** A script or stylesheet of the build (/_next/static/…) that failed to load. */
export function isFailedBuildAsset(target: EventTarget | null): boolean {
  if (typeof HTMLScriptElement !== 'undefined' && target instanceof HTMLScriptElement) {
    return isBuildAssetUrl(target.src);
  }
  if (typeof HTMLLinkElement !== 'undefined' && target instanceof HTMLLinkElement) {
    return target.rel === 'stylesheet' && isBuildAssetUrl(target.href);
  }
  return false;
}

function isBuildAssetUrl(url: string): boolean {
  try {
    return new URL(url, window.location.href).pathname.startsWith('/_next/static/');
  } catch {
    return false;
  }
}

/**
 * Whether a chunk failure may reload the page now: not within a minute of the last such reload
 * (the new deploy may still be rolling out, or the chunk is truly gone). The time is taken as the
 * reload goes. Without storage the throttle cannot hold, so there is no reload at all.
 */
export function takeChunkReload(storage: Storage, now: number): boolean {
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
    if (Number.isFinite(last) && last > 0 && last <= now && now - last < CHUNK_RELOAD_THROTTLE_MS) {
      return false;
    }
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}
