import {
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_THROTTLE_MS,
  isChunkLoadError,
  takeChunkReload,
} from './app-update-rules';
import { watchChunkFailures } from './chunk-reload';

const NOW = Date.UTC(2026, 4, 1, 12);

function chunkLoadError(chunk = '7421') {
  return Object.assign(new Error(`Loading chunk ${chunk} failed.\n(error: /_next/static/x.js)`), {
    name: 'ChunkLoadError',
  });
}

function failScript(src: string) {
  const script = document.createElement('script');
  script.src = src;
  document.head.append(script);
  script.dispatchEvent(new Event('error'));
  script.remove();
}

describe('what counts as a chunk load failure (spec 01 §8)', () => {
  it.each([
    [chunkLoadError(), true],
    [new Error('Loading chunk 42 failed.'), true],
    [new Error('Loading CSS chunk app-layout failed.'), true],
    [new TypeError('Failed to fetch'), false],
    [new Error('Something about a chunk'), false],
    ['Loading chunk 42 failed.', false],
    [null, false],
  ])('%p → %p', (value, expected) => {
    expect(isChunkLoadError(value)).toBe(expected);
  });
});

describe('reload throttle: at most once per minute (spec 01 §8)', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('allows the first, refuses another within a minute, allows one after', () => {
    expect(takeChunkReload(window.sessionStorage, NOW)).toBe(true);
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe(String(NOW));
    expect(takeChunkReload(window.sessionStorage, NOW + CHUNK_RELOAD_THROTTLE_MS - 1)).toBe(false);
    expect(takeChunkReload(window.sessionStorage, NOW + CHUNK_RELOAD_THROTTLE_MS)).toBe(true);
  });

  it('a stored time in the future (a clock set back) does not block for ever', () => {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(NOW + 3_600_000));
    expect(takeChunkReload(window.sessionStorage, NOW)).toBe(true);
  });

  it('without storage there is no reload (it could loop)', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(takeChunkReload(broken, NOW)).toBe(false);
  });
});

describe('watching the page for chunk failures', () => {
  let reload: jest.Mock;
  let stop: () => void;

  beforeEach(() => {
    jest.useFakeTimers({ now: NOW });
    window.sessionStorage.clear();
    reload = jest.fn();
    stop = watchChunkFailures(reload);
  });
  afterEach(() => {
    stop();
    jest.useRealTimers();
  });

  it('a build script that fails to load reloads the page once a minute at most', () => {
    failScript('/_next/static/chunks/app/page-1a2b.js');
    expect(reload).toHaveBeenCalledTimes(1);
    // webpack's ChunkLoadError for the same failure, and the next failures of the same minute.
    window.dispatchEvent(
      Object.assign(new Event('unhandledrejection'), { reason: chunkLoadError() }),
    );
    failScript('/_next/static/chunks/app/page-1a2b.js');
    expect(reload).toHaveBeenCalledTimes(1);
    jest.setSystemTime(NOW + CHUNK_RELOAD_THROTTLE_MS);
    failScript('/_next/static/chunks/other.js');
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('a ChunkLoadError rejected or thrown reloads', () => {
    window.dispatchEvent(
      Object.assign(new Event('unhandledrejection'), { reason: chunkLoadError() }),
    );
    expect(reload).toHaveBeenCalledTimes(1);
    window.sessionStorage.clear();
    window.dispatchEvent(new ErrorEvent('error', { error: chunkLoadError() }));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('other failures do not: a third-party script, an ordinary error', () => {
    failScript('https://widgets.example/loader.js');
    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('x is undefined') }));
    window.dispatchEvent(
      Object.assign(new Event('unhandledrejection'), { reason: new Error('Failed to fetch') }),
    );
    expect(reload).not.toHaveBeenCalled();
  });

  it('stops when asked', () => {
    stop();
    failScript('/_next/static/chunks/app/page-1a2b.js');
    expect(reload).not.toHaveBeenCalled();
  });
});
