import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import {
  NotificationHost,
  type NotificationLabels,
} from '@/features/notifications/NotificationHost';
import { ClientTextsProvider } from '@/features/ui/ClientTexts';
import { makeStore } from '@/features/shell/store';
import { type PreloadedState } from '@/features/store/state';
import en from '@/messages/en.json';

/** The default titles the tests' notification host shows. */
export const TEST_NOTIFICATION_LABELS: NotificationLabels = {
  main_error: 'Error',
  main_done: 'Done',
  main_ok: 'Please note',
  close: 'Close notice',
};

function withProviders(store: ReturnType<typeof makeStore>) {
  return function Providers({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <ClientTextsProvider locale="en" messages={en}>
          {children}
          <NotificationHost labels={TEST_NOTIFICATION_LABELS} />
        </ClientTextsProvider>
      </Provider>
    );
  };
}

/**
 * Renders with a real store (docs/conventions.md "Tests"), the English texts the document shell
 * gives the client parts (ClientTextsProvider) and the notification host the main layout mounts, so
 * a test sees the messages a player sees; returns the store to assert what changed.
 */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, ...options }: { preloadedState?: PreloadedState } & RenderOptions = {},
) {
  const store = makeStore(preloadedState);
  return { store, ...render(ui, { wrapper: withProviders(store), ...options }) };
}

/**
 * The server's HTML of what renderWithProviders draws, in a container on the page: change its
 * fields as a player would before the scripts run, then hydrate it with
 * `renderWithProviders(ui, { container, hydrate: true })`.
 */
export function serverHtmlWithProviders(
  ui: ReactElement,
  { preloadedState }: { preloadedState?: PreloadedState } = {},
): HTMLElement {
  const Providers = withProviders(makeStore(preloadedState));
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Providers>{ui}</Providers>);
  document.body.append(container);
  return container;
}
