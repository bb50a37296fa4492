'use client';

import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { PreloadedState } from '@/features/store';
import { makeStore } from './store';

/**
 * Creates the store once per mount with what the server already knows (theme, language). Parts
 * of the page hydrate at different times (streamed Suspense boundaries); one that hydrated first
 * may already have changed the store, so hydration reads the state the server rendered with
 * (`serverState`) and the later parts catch up right after, instead of mismatching the HTML.
 */
export function StoreProvider({
  preloadedState,
  children,
}: {
  preloadedState?: PreloadedState;
  children: ReactNode;
}) {
  const [store] = useState(() => makeStore(preloadedState));
  const [serverState] = useState(() => store.getState());
  return (
    <Provider store={store} serverState={serverState}>
      {children}
    </Provider>
  );
}
