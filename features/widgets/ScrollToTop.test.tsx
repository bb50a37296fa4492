import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { ScrollToTop } from './ScrollToTop';

const SCREEN = 800;
const button = () => screen.queryByRole('button', { name: en.widgets.scrollToTop });

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  });
}

function renderOn(platform: 'desktop' | 'mobile') {
  document.documentElement.dataset.platform = platform;
  render(
    <NextIntlClientProvider locale="en" messages={{ widgets: en.widgets }}>
      <ScrollToTop />
    </NextIntlClientProvider>,
  );
}

let reducedMotion = false;
beforeEach(() => {
  reducedMotion = false;
  window.innerHeight = SCREEN;
  window.scrollY = 0;
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  window.matchMedia = jest.fn((query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)' && reducedMotion,
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  delete document.documentElement.dataset.platform;
});

describe('back to the top (spec 01 §9 "Scroll-to-top threshold")', () => {
  it.each([
    ['desktop', 1],
    ['mobile', 4],
  ] as const)('on %s shows past %i screen(s) and hides again above it', (platform, screens) => {
    renderOn(platform);
    expect(button()).toBeNull();
    scrollTo(screens * SCREEN);
    expect(button()).toBeNull();
    scrollTo(screens * SCREEN + 1);
    expect(button()).toBeInTheDocument();
    scrollTo(10);
    expect(button()).toBeNull();
  });

  it('shows at once on a page opened already scrolled down', () => {
    window.scrollY = 5000;
    renderOn('desktop');
    expect(button()).toBeInTheDocument();
  });

  it('scrolls smoothly to the top', () => {
    renderOn('desktop');
    scrollTo(2000);
    fireEvent.click(button() as HTMLElement);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('jumps without animation for a player who asks for less motion', () => {
    reducedMotion = true;
    renderOn('desktop');
    scrollTo(2000);
    fireEvent.click(button() as HTMLElement);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });
});
