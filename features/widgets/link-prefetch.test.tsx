import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { skipsPrefetch, type ConnectionInfo } from './link-prefetch';
import { SiteLink } from './SiteLink';

// next/link's prefetching needs the App Router; the prop it is handed is what the rule decides.
jest.mock('next/link', () => ({
  __esModule: true,
  default: ({
    prefetch,
    href,
    children,
  }: {
    prefetch?: boolean | null;
    href: string;
    children: ReactNode;
  }) => (
    <a href={href} data-prefetch={String(prefetch)}>
      {children}
    </a>
  ),
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
