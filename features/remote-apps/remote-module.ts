import type { ComponentType } from 'react';
import { withChunkFailuresHandled } from '@/features/app-update';
import { REMOTE_RETRY, type RetryPolicy } from './remote-state';

export type RemoteOutcome<P> =
  { ok: true; Component: ComponentType<P> } | { ok: false; error: unknown };

/**
 * One load attempt. It never rejects (a failure is an outcome), and carries React's thenable
 * fields so `use()` reads a settled attempt at once, on the server's next request as well.
 */
export type RemoteAttempt<P> = Promise<RemoteOutcome<P>> &
  ({ status: 'pending' } | { status: 'fulfilled'; value: RemoteOutcome<P> });

export type RemoteStatus = 'idle' | 'pending' | 'loaded' | 'failed';

/** A lazily loaded client part: its code, loaded once per page and again only after a failure. */
export interface RemoteModule<P> {
  /** The registry's key (spec 01 §3 "Remote-application registry entry"). */
  readonly name: string;
  readonly policy: RetryPolicy;
  readonly variant: 'part' | 'headerPiece';
  /** The current attempt; the first call starts loading. */
  attempt(): RemoteAttempt<P>;
  /** The current attempt, if one has started; starts none. */
  peek(): RemoteAttempt<P> | null;
  status(): RemoteStatus;
  /** Starts a new attempt when the last one failed (a retry or the refresh button). */
  reload(): void;
  /** Called on every change of status; answers the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Grows on every change, for `useSyncExternalStore`. */
  version(): number;
}

export function describeFailure(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/**
 * Declares a remote part at module level (in the browser its code is not fetched until the part
 * first renders):
 * `defineRemote('auth/login-form', () => import('./LoginForm').then((m) => m.LoginForm))`.
 */
export function defineRemote<P>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  options: { policy?: RetryPolicy; variant?: 'part' | 'headerPiece' } = {},
): RemoteModule<P> {
  let current: RemoteAttempt<P> | null = null;
  let status: RemoteStatus = 'idle';
  let version = 0;
  const listeners = new Set<() => void>();

  const changed = (next: RemoteStatus, notify = true) => {
    status = next;
    version += 1;
    if (notify) for (const listener of listeners) listener();
  };

  /** The first attempt starts while a part renders: the subscribers are not told then. */
  const start = (notify: boolean): RemoteAttempt<P> => {
    const attempt: RemoteAttempt<P> = Object.assign(
      withChunkFailuresHandled(load).then(
        (Component): RemoteOutcome<P> => ({ ok: true, Component }),
        (error: unknown): RemoteOutcome<P> => ({ ok: false, error }),
      ),
      { status: 'pending' as const },
    );
    void attempt.then((outcome) => {
      Object.assign(attempt, { status: 'fulfilled', value: outcome });
      if (attempt === current) changed(outcome.ok ? 'loaded' : 'failed');
    });
    current = attempt;
    changed('pending', notify);
    return attempt;
  };

  // On the server the code is loaded with the module that declares the part, so a page's HTML
  // carries the part itself from the first request on (never its placeholder first).
  if (typeof window === 'undefined') start(false);

  return {
    name,
    policy: options.policy ?? REMOTE_RETRY,
    variant: options.variant ?? 'part',
    attempt: () => current ?? start(false),
    peek: () => current,
    status: () => status,
    reload: () => {
      if (status === 'failed') start(true);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}
