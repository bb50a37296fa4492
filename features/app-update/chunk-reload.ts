import { browserNavigation } from '@/features/ui';
import { isChunkLoadError, isFailedBuildAsset, takeChunkReload } from './app-update-rules';

let remoteLoadsInFlight = 0;

/** Chunk scripts webpack still waits for (it removes each one when it loads or fails). */
function chunkScriptsPending(): boolean {
  return typeof document !== 'undefined' && document.querySelector('script[data-webpack]') !== null;
}

/**
 * spec 01 §4 "Remote-application load state": a remote part retries its own chunks (3 times, then
 * a refresh button), so a build script failing while one loads is no reason to reload the page.
 * A part's code may span several chunks and its load fails with the first of them: the others
 * are still the part's until webpack is done with them.
 */
export async function withChunkFailuresHandled<T>(load: () => Promise<T>): Promise<T> {
  remoteLoadsInFlight += 1;
  const release = () => {
    if (chunkScriptsPending()) window.setTimeout(release, 50);
    else remoteLoadsInFlight -= 1;
  };
  try {
    return await load();
  } finally {
    release();
  }
}

/**
 * spec 01 §8 "A script chunk load failure triggers one page reload, at most once per minute": a
 * chunk of the build the page was loaded with is gone, the sign of a new deploy. Seen as the
 * failed <script>/<link> itself (it does not bubble, so in the capture phase) and as webpack's
 * ChunkLoadError, thrown or rejected; both may come for one failure, the throttle keeps it to one
 * reload. Answers the function that stops watching.
 */
export function watchChunkFailures(reload: () => void = () => browserNavigation.reload()) {
  const failed = () => {
    if (remoteLoadsInFlight > 0) return;
    if (takeChunkReload(window.sessionStorage, Date.now())) reload();
  };
  const onError = (event: Event) => {
    const error = event instanceof ErrorEvent ? event.error : undefined;
    if (isFailedBuildAsset(event.target) || isChunkLoadError(error)) failed();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) failed();
  };
  window.addEventListener('error', onError, true);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError, true);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
