import { useSyncExternalStore } from 'react';

/** The part of the Network Information API we read (not in every browser, nor in TS's DOM). */
export interface ConnectionInfo extends Partial<EventTarget> {
  effectiveType?: string;
  saveData?: boolean;
}

/** spec 01 §9 "Link prefetch is skipped on 2g or data-saver". */
export function skipsPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return false;
  return (
    connection.saveData === true ||
    connection.effectiveType === '2g' ||
    connection.effectiveType === 'slow-2g'
  );
}

function connection(): ConnectionInfo | undefined {
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}

function subscribe(onChange: () => void): () => void {
  const current = connection();
  current?.addEventListener?.('change', onChange);
  return () => current?.removeEventListener?.('change', onChange);
}

const prefetchAllowedNow = () => !skipsPrefetch(connection());
// The server cannot know the connection: no prefetch until the browser has said it may.
const prefetchAllowedOnServer = () => false;

/** Whether links may prefetch now; follows the connection as it changes. */
export function usePrefetchAllowed(): boolean {
  return useSyncExternalStore(subscribe, prefetchAllowedNow, prefetchAllowedOnServer);
}
