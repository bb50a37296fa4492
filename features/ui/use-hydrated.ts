'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's HTML and during hydration, true once the page's scripts are live. A form
 * whose submit runs in JavaScript keeps its button disabled until then: a press before hydration
 * would otherwise submit the bare HTML form (a GET to the same page) and lose what was typed and
 * where the player was going.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
