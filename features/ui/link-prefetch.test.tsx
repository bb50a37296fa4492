import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { skipsPrefetch, type ConnectionInfo } from './link-prefetch';
import { SiteLink } from './SiteLink';

const mockLinkDrawn = jest.fn();

// next/link's prefetching needs the App Router; the prop it is handed is what the rule decides.
jest.mock('next/link', () => ({
  __esModule: true,
  default: function Link({
    prefetch,
    href,
    children,
  }: {
    prefetch?: boolean | null;
    href: string;
    children: ReactNode;
  }) {
    mockLinkDrawn(href);
    return (
      <a href={href} data-prefetch={String(prefetch)}>
        {children}
      </a>
    );
  },
}));

class FakeConnection extends EventTarget implements ConnectionInfo {
  constructor(
    public effectiveType: string,
    public saveData = false,
  ) {
    super();
  }
}

function setConnection(connection: ConnectionInfo | undefined) {
  Object.defineProperty(window.navigator, 'connection', {
    configurable: true,
    get: () => connection,
  });
}

afterEach(() => {
  setConnection(undefined);
});

const prefetchOf = (name: string) => screen.getByRole('link', { name }).dataset.prefetch;

describe('link prefetch on slow connections (spec 01 §9)', () => {
  it.each<[string, ConnectionInfo | undefined, boolean]>([
    ['4g', { effectiveType: '4g' }, false],
    ['3g', { effectiveType: '3g' }, false],
    ['2g', { effectiveType: '2g' }, true],
    ['slow-2g', { effectiveType: 'slow-2g' }, true],
    ['data-saver on 4g', { effectiveType: '4g', saveData: true }, true],
    ['a browser that does not say', undefined, false],
  ])('%s: skipped %s', (_case, connection, skipped) => {
    expect(skipsPrefetch(connection)).toBe(skipped);
  });

  it('hydrates the links that do not ask to prefetch without drawing them again', async () => {
    setConnection(new FakeConnection('4g'));
    const ui = (
      <nav>
        <SiteLink href="/en/live">Live</SiteLink>
        <SiteLink href="/en/casino">Casino</SiteLink>
        <SiteLink href="/en/line" prefetch>
          Line
        </SiteLink>
      </nav>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    mockLinkDrawn.mockClear();
    await act(async () => {
      hydrateRoot(container, ui);
    });
    // Hydrated once each; the line's link again, as the server could not know the connection.
    expect(mockLinkDrawn.mock.calls.map(([href]) => href).sort()).toEqual([
      '/en/casino',
      '/en/line',
      '/en/line',
      '/en/live',
    ]);
    expect(prefetchOf('Line')).toBe('true');
    container.remove();
  });

  it('prefetches on a fast connection only the links that ask to', () => {
    setConnection(new FakeConnection('4g'));
    render(
      <>
        <SiteLink href="/en/live">Live</SiteLink>
        <SiteLink href="/en/line" prefetch>
          Line
        </SiteLink>
      </>,
    );
    expect(prefetchOf('Live')).toBe('false');
    expect(prefetchOf('Line')).toBe('true');
  });

  it('turns prefetch off on 2g, and back on when the connection gets better', () => {
    const connection = new FakeConnection('2g');
    setConnection(connection);
    render(
      <SiteLink href="/en/live" prefetch>
        Live
      </SiteLink>,
    );
    expect(prefetchOf('Live')).toBe('false');
    act(() => {
      connection.effectiveType = '4g';
      connection.dispatchEvent(new Event('change'));
    });
    expect(prefetchOf('Live')).toBe('true');
    act(() => {
      connection.saveData = true;
      connection.dispatchEvent(new Event('change'));
    });
    expect(prefetchOf('Live')).toBe('false');
  });
});
