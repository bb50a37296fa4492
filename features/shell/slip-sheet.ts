'use client';

import { useSyncExternalStore } from 'react';

/**
 * Whether the phone layout's bet slip is open as a bottom sheet over the page. The bottom bar's
 * slip button opens it, the sheet's own close button, its backdrop, Escape and a navigation close
 * it. The state of one browser tab, so a module of its own rather than the store: the desktop
 * layout never reads it, and the server always renders the sheet closed.
 */
let open = false;
const listeners = new Set<() => void>();

export function setSlipSheetOpen(next: boolean): void {
  if (next === open) return;
  open = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSlipSheetOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
