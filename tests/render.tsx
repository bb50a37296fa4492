import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore, type PreloadedState } from '@/features/store/store';

/** Renders with a real store (CONVENTIONS "Tests"); returns the store to assert what changed. */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, ...options }: { preloadedState?: PreloadedState } & RenderOptions = {},
) {
  const store = makeStore(preloadedState);
  return { store, ...render(<Provider store={store}>{ui}</Provider>, options) };
}
