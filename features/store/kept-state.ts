/**
 * Client state the browser keeps in localStorage under one key (the coupon, the media selection):
 * restored when the page boots, saved on every change, and taken over when another tab changes
 * it.
 *
 * The check of a kept value (its zod schema, in a module of its own) is loaded only when there is
 * a value to read that differs from the text of the state the page booted with: a first visit,
 * and a visitor who never changed anything, run no schema code while the page becomes
 * interactive (docs/performance.md "Lighthouse mobile").
 */
export interface KeptState<T> {
  key: string;
  /** The state as kept: the text written under the key. */
  text: () => string;
  /** Loads the reader: the kept text to a value, or null when it is not one we wrote. */
  loadReader: () => Promise<(text: string) => T | null>;
  restore: (value: T) => void;
  subscribe: (listener: () => void) => () => void;
  /** Once the kept value (if any) is back and changes are saved. */
  onReady?: () => void;
  /** Takes over what another tab keeps under the key. */
  shareBetweenTabs?: boolean;
  /**
   * The text of a state nobody changed (the slice's initial state). Keeping starts after the
   * page is live, and a player may have changed the state by then: with nothing kept, a state
   * other than this one is written at once. Without it, the state when keeping starts counts as
   * unchanged (the coupon's, which takes the site's currency first).
   */
  unchanged?: string;
}

/** Starts keeping the state; answers the function that stops it. */
export function keepState<T>({
  key,
  text,
  loadReader,
  restore,
  subscribe,
  onReady,
  shareBetweenTabs = false,
  unchanged,
}: KeptState<T>): () => void {
  let stopped = false;
  let unsubscribe = () => {};
  let reader: Promise<(text: string) => T | null> | null = null;
  /** The text last read or written: a change to the state saves only when it differs. */
  let last = text();

  const read = async (kept: string): Promise<T | null> => {
    reader ??= loadReader();
    return (await reader)(kept);
  };

  const save = () => {
    const current = text();
    if (current === last) return;
    last = current;
    try {
      window.localStorage.setItem(key, current);
    } catch {
      // Full or off: the state lives in memory.
    }
  };

  const start = () => {
    if (stopped) return;
    // What could not be read is replaced by the state as it is.
    save();
    unsubscribe = subscribe(save);
    onReady?.();
  };

  let kept: string | null = null;
  try {
    kept = window.localStorage.getItem(key);
  } catch {
    // Storage may be off (private mode, policy): the state lives for this page only.
  }
  if (kept === null || kept === last) {
    if (kept === null && unchanged !== undefined) last = unchanged;
    start();
  } else {
    const booted = last;
    // Until it is read, nothing is saved over what is kept.
    last = kept;
    read(kept)
      .then(
        (value) => {
          if (stopped) return;
          if (value) restore(value);
          // Not a value we wrote: the state as it is replaces it.
          else last = '';
        },
        () => {
          // The reader's code did not load (offline): what is kept stays until the next change.
          last = booted;
        },
      )
      .finally(start);
  }

  const onStorage = (event: StorageEvent) => {
    if (event.key !== key || event.newValue === null || event.newValue === last) return;
    const taken = event.newValue;
    last = taken;
    read(taken)
      .then((value) => {
        if (!stopped && value) restore(value);
      })
      .catch(() => {
        // Taken over on the next change or the next page.
      });
  };
  if (shareBetweenTabs) window.addEventListener('storage', onStorage);

  return () => {
    stopped = true;
    unsubscribe();
    if (shareBetweenTabs) window.removeEventListener('storage', onStorage);
  };
}
