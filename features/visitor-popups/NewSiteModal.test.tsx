import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/tests/render';
import { NewSiteModal } from './NewSiteModal';
import { NEW_SITE_MEMORY_MS, NEW_SITE_SEEN_KEY } from './visitor-popup-rules';

const labels = {
  title: 'Welcome to our new site',
  text: 'We have moved.',
  confirm: 'Got it',
  close: 'Close',
};
const modal = () => screen.queryByRole('dialog', { name: 'Welcome to our new site' });

let cookieWrites: jest.SpyInstance;
const NOW = Date.UTC(2026, 4, 1, 12);

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  window.localStorage.clear();
  cookieWrites = jest.spyOn(document, 'cookie', 'set');
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  document.body.innerHTML = '';
});

describe('new-site information modal (spec 01 §4, §9)', () => {
  it('shows to the visitor and, once closed, is remembered about 5 years in a cookie the server reads', async () => {
    renderWithProviders(<NewSiteModal labels={labels} />);
    expect(modal()).toBeInTheDocument();
    expect(modal()).toHaveTextContent('We have moved.');
    expect(window.localStorage.getItem(NEW_SITE_SEEN_KEY)).toBe(String(NOW));
    // While it is open the server still draws it: a refresh of the page keeps it on screen.
    expect(cookieWrites).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    });
    expect(modal()).not.toBeInTheDocument();
    expect(cookieWrites).toHaveBeenCalledWith(
      'new_site_seen=1; Max-Age=157680000; Path=/; SameSite=Lax',
    );
  });

  it('closes with its close button and Escape', () => {
    const first = renderWithProviders(<NewSiteModal labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(modal()).not.toBeInTheDocument();
    first.unmount();
    window.localStorage.clear();
    renderWithProviders(<NewSiteModal labels={labels} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(modal()).not.toBeInTheDocument();
  });

  it('the cookie gone after a browser’s 400 days, the years left are kept: not shown, cookie written again', () => {
    window.localStorage.setItem(NEW_SITE_SEEN_KEY, String(NOW - 2 * 365 * 86_400_000));
    renderWithProviders(<NewSiteModal labels={labels} />);
    expect(modal()).not.toBeInTheDocument();
    expect(cookieWrites).toHaveBeenCalledWith(
      `new_site_seen=1; Max-Age=${3 * 365 * 86_400}; Path=/; SameSite=Lax`,
    );
  });

  it('after 5 years it shows again', () => {
    window.localStorage.setItem(NEW_SITE_SEEN_KEY, String(NOW - NEW_SITE_MEMORY_MS));
    renderWithProviders(<NewSiteModal labels={labels} />);
    expect(modal()).toBeInTheDocument();
  });

  it('waits for another modal (the cookie consent) to close, and counts as shown only then', async () => {
    const consent = document.createElement('div');
    consent.setAttribute('role', 'dialog');
    consent.setAttribute('aria-modal', 'true');
    document.body.append(consent);
    renderWithProviders(<NewSiteModal labels={labels} />);
    await act(() => jest.advanceTimersByTimeAsync(5_000));
    expect(modal()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(NEW_SITE_SEEN_KEY)).toBeNull();
    consent.remove();
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(modal()).toBeInTheDocument();
    expect(window.localStorage.getItem(NEW_SITE_SEEN_KEY)).toBe(String(NOW + 6_000));
  });
});
