import { act, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { renderWithProviders, TEST_NOTIFICATION_LABELS } from '@/tests/render';
import { OfflineNotice } from './OfflineNotice';

const t = en.widgets.offline;
let online = true;
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });

function renderNotice() {
  return renderWithProviders(
    <NextIntlClientProvider locale="en" messages={{ widgets: en.widgets }}>
      <OfflineNotice />
    </NextIntlClientProvider>,
  );
}

function go(state: 'online' | 'offline') {
  act(() => {
    online = state === 'online';
    window.dispatchEvent(new Event(state));
  });
}

const offlineNotice = () => screen.queryByText(t.text);
const closeButton = () => screen.queryByRole('button', { name: TEST_NOTIFICATION_LABELS.close });

beforeEach(() => {
  online = true;
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('the offline notice (spec 01 §8 "Offline status is tracked from browser events")', () => {
  it('warns while offline, with no way to close it, and withdraws it when back', () => {
    renderNotice();
    expect(offlineNotice()).toBeNull();
    go('offline');
    expect(offlineNotice()?.closest('[data-kind]')).toHaveAttribute('data-kind', 'warning');
    expect(screen.getByText(t.title)).toBeInTheDocument();
    expect(closeButton()).toBeNull();

    go('online');
    expect(offlineNotice()).toBeNull();
    expect(screen.getByText(t.back).closest('[data-kind]')).toHaveAttribute('data-kind', 'success');
    act(() => {
      jest.advanceTimersByTime(10_000);
    });
    expect(screen.queryByText(t.back)).toBeNull();
  });

  it('warns at once on a page opened offline, and once however often the browser says so', () => {
    online = false;
    const { store } = renderNotice();
    go('offline');
    expect(screen.getAllByText(t.text)).toHaveLength(1);
    expect(store.getState().notifications.queue).toHaveLength(1);
  });

  it('says nothing about coming back when it never was offline', () => {
    const { store } = renderNotice();
    go('online');
    expect(store.getState().notifications.queue).toEqual([]);
  });

  it('takes the "back online" notice away when the connection drops again', () => {
    renderNotice();
    go('offline');
    go('online');
    go('offline');
    expect(screen.queryByText(t.back)).toBeNull();
    expect(offlineNotice()).toBeInTheDocument();
  });
});
