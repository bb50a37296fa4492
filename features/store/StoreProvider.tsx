'use client';

import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore, type PreloadedState } from './store';

/** Creates the store once per mount with what the server already knows (theme, language). */
export function StoreProvider({
  preloadedState,
  children,
}: {
  preloadedState?: PreloadedState;
  children: ReactNode;
}) {
  const [store] = useState(() => makeStore(preloadedState));
  return <Provider store={store}>{children}</Provider>;
}
