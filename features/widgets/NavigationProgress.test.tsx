import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { NavigationProgress, PROGRESS_FINISH_MS } from './NavigationProgress';
import {
  onRouterTransitionStart,
  PROGRESS_MAX_MS,
  PROGRESS_THROTTLE_MS,
} from './navigation-progress';

let mockPathname = '/en';
let mockSearch = '';
jest.mock('next/navigation', () => ({
  usePathname: () => mockPathname,
  useSearchParams: () => new URLSearchParams(mockSearch),
}));

function ui() {
  return (
    <NextIntlClientProvider locale="en" messages={{ widgets: en.widgets }}>
      <NavigationProgress />
    </NextIntlClientProvider>
  );
}

const bar = () => screen.queryByRole('progressbar', { name: en.widgets.progress });
const wait = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });

/** The router starts a navigation (instrumentation-client.ts hands its start to the bar). */
const start = (href: string) => act(() => onRouterTransitionStart(href));

/** The navigation lands: the page's URL and the router's path change together. */
function land(rerender: (node: ReactElement) => void, pathname: string, search = '') {
  mockPathname = pathname;
  mockSearch = search;
  window.history.pushState(null, '', `${pathname}${search ? `?${search}` : ''}`);
  act(() => rerender(ui()));
}

beforeEach(() => {
  jest.useFakeTimers();
  mockPathname = '/en';
  mockSearch = '';
  window.history.replaceState(null, '', '/en');
});
afterEach(() => {
  jest.useRealTimers();
});

describe('the navigation progress bar (spec 01 §9 "throttle 200 ms, duration 5000 ms")', () => {
  it('shows nothing for a navigation faster than 200 ms', () => {
    const { rerender } = render(ui());
    start('/en/live');
    wait(PROGRESS_THROTTLE_MS - 1);
    land(rerender, '/en/live');
    wait(PROGRESS_MAX_MS);
    expect(bar()).toBeNull();
  });

  it('shows from 200 ms until the new page is there, then fills and goes', () => {
    const { rerender } = render(ui());
    start('/en/live');
    wait(PROGRESS_THROTTLE_MS - 1);
    expect(bar()).toBeNull();
    wait(1);
    expect(bar()).toHaveAttribute('aria-busy', 'true');
    wait(1000);
    land(rerender, '/en/live');
    expect(bar()).toHaveAttribute('aria-busy', 'false');
    wait(PROGRESS_FINISH_MS);
    expect(bar()).toBeNull();
  });

  it('counts a change of the query as the new page', () => {
    const { rerender } = render(ui());
    start('/en?page=2');
    wait(PROGRESS_THROTTLE_MS);
    expect(bar()).not.toBeNull();
    land(rerender, '/en', 'page=2');
    wait(PROGRESS_FINISH_MS);
    expect(bar()).toBeNull();
  });

  it('gives up after 5000 ms when the page never changes (a refused or failed navigation)', () => {
    render(ui());
    start('/en/office');
    wait(PROGRESS_MAX_MS - 1);
    expect(bar()).not.toBeNull();
    wait(1);
    expect(bar()).toBeNull();
  });

  it('starts again from zero for a navigation that follows another', () => {
    render(ui());
    start('/en/line');
    wait(4000);
    start('/en/live');
    wait(PROGRESS_MAX_MS - 1);
    expect(bar()).not.toBeNull();
    wait(1);
    expect(bar()).toBeNull();
  });

  it.each([
    ['the same page', '/en'],
    ['an anchor on the same page', '/en#promo'],
    ['another site', 'https://example.com/en/live'],
  ])('does not start for %s', (_case, href) => {
    render(ui());
    start(href);
    wait(PROGRESS_THROTTLE_MS);
    expect(bar()).toBeNull();
  });
});
