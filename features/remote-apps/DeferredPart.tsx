'use client';

import { useCallback, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { isChunkLoadError, withChunkFailuresHandled } from '@/features/app-update';
import { inOwnTask } from './own-task';
import { REMOTE_RETRY, retryDelayMs, type RetryPolicy } from './remote-state';

/**
 * A client part the first paint does without: it draws nothing until something happens (a boot
 * that restores state, a watcher, a queue, a host of modals that open later). Its code is not in
 * the page's first-load scripts; it is fetched once the page has hydrated.
 */
export interface DeferredModule<P> {
  /** The component once its code is here, else null. */
  current(): ComponentType<P> | null;
  /**
   * Starts fetching the code (once; again on a later mount after a failure). Answers the load,
   * which rejects when the code could not be had.
   */
  load(): Promise<void>;
  subscribe(listener: () => void): () => void;
}

/**
 * Declares a deferred part at module level: `defineDeferred(() => import('./X').then((m) =>
 * m.X))`. Parts whose loaders import the same module share its chunk and arrive together.
 */
export function defineDeferred<P>(
  load: () => Promise<ComponentType<P>>,
  policy: RetryPolicy = REMOTE_RETRY,
): DeferredModule<P> {
  let component: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  return {
    current: () => component,
    load() {
      return (loading ??= loadWithRetries(load, policy).then(
        (loaded) => {
          component = loaded;
          for (const listener of listeners) listener();
        },
        (error: unknown) => {
          // Still failing after its retries: the build's chunk is gone (a new deploy), and a
          // chunk that failed reloads the page (spec 01 §8, app-update/chunk-reload.ts), which
          // sees the rejection; a later mount tries again.
          loading = null;
          throw error;
        },
      ));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Loads a part's code, retrying a chunk that failed as a remote part does (spec 01 §4, §9: three
 * retries, 1000 ms doubling): a chunk lost on the way (a dropped connection, a proxy's 5xx) must
 * not cost the page a reload, nor the player what they were doing on it. The page does not
 * reload while the retries run (withChunkFailuresHandled).
 */
async function loadWithRetries<T>(load: () => Promise<T>, policy: RetryPolicy): Promise<T> {
  for (let retriesDone = 0; ; retriesDone++) {
    try {
      return await withChunkFailuresHandled(load);
    } catch (error) {
      if (retriesDone >= policy.retries || !isChunkLoadError(error)) throw error;
      await new Promise((resolve) => window.setTimeout(resolve, retryDelayMs(policy, retriesDone)));
    }
  }
}

const nothingOnTheServer = () => null;

/**
 * Renders a deferred part: nothing on the server and while hydrating (so the HTML is the same as
 * the part's own first render, which draws nothing), the part as soon as its code is here. On a
 * page opened later in the tab the code is already loaded and the part renders at once.
 */
export function DeferredPart<P extends object>({
  part,
  props,
}: {
  part: DeferredModule<P>;
  props: P;
}) {
  // Each part shows in a task of its own: the parts of one chunk (the shell's boots) get their
  // code at once, and drawn together, with their effects, they made one long task that a
  // phone's player could not tap through (docs/performance.md).
  const subscribe = useCallback(
    (listener: () => void) => {
      let cancel = () => undefined as void;
      const unsubscribe = part.subscribe(() => {
        cancel = inOwnTask(listener);
      });
      return () => {
        unsubscribe();
        cancel();
      };
    },
    [part],
  );
  const Component = useSyncExternalStore(subscribe, part.current, nothingOnTheServer);
  useEffect(() => {
    // After the page's hydration and its effects, in a task of its own: starting a chunk's load
    // (a script and a stylesheet element for each of its files) is work of its own.
    return inOwnTask(() => void part.load());
  }, [part]);
  return Component ? <Component {...props} /> : null;
}
