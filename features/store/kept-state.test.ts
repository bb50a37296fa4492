import { keepState } from './kept-state';

const KEY = 'test.kept.v1';

/** A tiny store: a value, its listeners, and a change that calls them. */
function makeKept(initial: { n: number }) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: { n: number }) {
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The reader a caller would load: a kept `{ n }` with a whole number, else null. */
const reader = (text: string): { n: number } | null => {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' &&
      value !== null &&
      Number.isInteger((value as { n?: unknown }).n)
      ? (value as { n: number })
      : null;
  } catch {
    return null;
  }
};

function keep(
  state: ReturnType<typeof makeKept>,
  loadReader = jest.fn(async () => reader),
  onReady = jest.fn(),
  unchanged?: string,
) {
  const stop = keepState({
    key: KEY,
    text: () => JSON.stringify(state.get()),
    loadReader,
    restore: (value) => state.set(value),
    subscribe: state.subscribe,
    onReady,
    shareBetweenTabs: true,
    unchanged,
  });
  return { stop, loadReader, onReady };
}

/** Lets the reader's promise settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => window.localStorage.clear());

describe('keepState', () => {
  it('with nothing kept: ready at once, the reader never loaded, nothing written until a change', () => {
    const state = makeKept({ n: 0 });
    const { stop, loadReader, onReady } = keep(state);
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(loadReader).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(KEY)).toBeNull();
    state.set({ n: 3 });
    expect(window.localStorage.getItem(KEY)).toBe('{"n":3}');
    stop();
  });

  it('writes at once a change made before keeping started, when told what unchanged is', () => {
    const UNCHANGED = '{"n":0}';
    const changed = keep(makeKept({ n: 4 }), undefined, undefined, UNCHANGED);
    expect(window.localStorage.getItem(KEY)).toBe('{"n":4}');
    changed.stop();

    // The state nobody changed is still not written.
    window.localStorage.clear();
    const untouched = keep(makeKept({ n: 0 }), undefined, undefined, UNCHANGED);
    expect(window.localStorage.getItem(KEY)).toBeNull();
    untouched.stop();
  });

  it('with the boot state kept: the reader is not loaded either', () => {
    window.localStorage.setItem(KEY, '{"n":0}');
    const state = makeKept({ n: 0 });
    const { stop, loadReader, onReady } = keep(state);
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(loadReader).not.toHaveBeenCalled();
    stop();
  });

  it('restores what is kept once the reader loads, then saves changes', async () => {
    window.localStorage.setItem(KEY, '{"n":7}');
    const state = makeKept({ n: 0 });
    const { stop, onReady } = keep(state);
    // Until the reader is there, the page is not ready and nothing overwrites what is kept.
    expect(onReady).not.toHaveBeenCalled();
    state.set({ n: 1 });
    expect(window.localStorage.getItem(KEY)).toBe('{"n":7}');
    await settle();
    expect(state.get()).toEqual({ n: 7 });
    expect(onReady).toHaveBeenCalledTimes(1);
    state.set({ n: 8 });
    expect(window.localStorage.getItem(KEY)).toBe('{"n":8}');
    stop();
  });

  it('replaces a kept text it did not write with the state as it is', async () => {
    window.localStorage.setItem(KEY, '{"n":"seven"}');
    const state = makeKept({ n: 0 });
    const { stop, onReady } = keep(state);
    await settle();
    expect(state.get()).toEqual({ n: 0 });
    expect(window.localStorage.getItem(KEY)).toBe('{"n":0}');
    expect(onReady).toHaveBeenCalledTimes(1);
    stop();
  });

  it('keeps what is kept when the reader cannot load, and saves the next change', async () => {
    window.localStorage.setItem(KEY, '{"n":7}');
    const state = makeKept({ n: 0 });
    const { stop, onReady } = keep(
      state,
      jest.fn(() => Promise.reject(new Error('offline'))),
    );
    await settle();
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(KEY)).toBe('{"n":7}');
    state.set({ n: 2 });
    expect(window.localStorage.getItem(KEY)).toBe('{"n":2}');
    stop();
  });

  it("takes over another tab's change, and stops doing so once stopped", async () => {
    const state = makeKept({ n: 0 });
    const { stop } = keep(state);
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: '{"n":5}' }));
    await settle();
    expect(state.get()).toEqual({ n: 5 });
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: '{"n":6}' }));
    await settle();
    expect(state.get()).toEqual({ n: 5 });
  });
});
