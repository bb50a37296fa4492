'use client';

import { useEffect, useSyncExternalStore, type ComponentType } from 'react';

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
export function defineDeferred<P>(load: () => Promise<ComponentType<P>>): DeferredModule<P> {
  let component: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  return {
    current: () => component,
    load() {
      return (loading ??= load().then(
        (loaded) => {
          component = loaded;
          for (const listener of listeners) listener();
        },
        (error: unknown) => {
          // A build chunk that failed reloads the page (spec 01 §8, app-update/chunk-reload.ts),
          // which sees the rejection; a later mount tries again.
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
  const Component = useSyncExternalStore(part.subscribe, part.current, nothingOnTheServer);
  useEffect(() => {
    void part.load();
  }, [part]);
  return Component ? <Component {...props} /> : null;
}
