'use client';

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { BffError, bffClient } from '@/features/bff';
import { signInRequested } from '@/features/session';
import { notify } from '@/features/notifications';
import { useAppDispatch } from '@/features/store';

export interface FavouriteLabels {
  /** "Add {name} to favourites" */
  add: string;
  /** "Remove {name} from favourites" */
  remove: string;
  /** Shown when the change could not be saved. */
  failed: string;
  /** 409 too_many_favourites. */
  tooMany: string;
}

interface FavouritesState {
  isFavourite(gameId: number): boolean;
  isPending(gameId: number): boolean;
  toggle(gameId: number): void;
  labels: FavouriteLabels;
}

const FavouritesContext = createContext<FavouritesState | null>(null);

export function useFavourites(): FavouritesState | null {
  return useContext(FavouritesContext);
}

/**
 * The signed-in player's favourite games for the hearts of a page: the ids the server read (or,
 * on a page players share, `null`: the browser asks GET /api/casino/favourites for its own
 * player's), then each toggle saved through the BFF (PUT/DELETE /api/casino/favourites/{id}) and
 * the list the upstream answers with. A refused change is undone and said in a notification.
 */
export function FavouritesProvider({
  initialIds,
  labels,
  children,
}: {
  initialIds: readonly number[] | null;
  labels: FavouriteLabels;
  children: ReactNode;
}) {
  const dispatch = useAppDispatch();
  const [ids, setIds] = useState(() => new Set(initialIds ?? []));
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const serverIds = initialIds?.join(',') ?? null;
  // A new render of the page (after sign-in, a refresh) brings the server's list again; a shared
  // page's list is the player's own, asked for here (a failure leaves the hearts empty).
  useEffect(() => {
    if (serverIds !== null) {
      setIds(new Set(serverIds ? serverIds.split(',').map(Number) : []));
      return;
    }
    const controller = new AbortController();
    bffClient
      .get<{ gameIds: number[] }>('/api/casino/favourites', controller.signal)
      .then((answer) => setIds(new Set(answer.gameIds)))
      .catch(() => undefined);
    return () => controller.abort();
  }, [serverIds]);

  const toggle = useCallback(
    (gameId: number) => {
      const adding = !ids.has(gameId);
      const before = ids;
      const optimistic = new Set(ids);
      if (adding) optimistic.add(gameId);
      else optimistic.delete(gameId);
      setIds(optimistic);
      setPending((current) => new Set(current).add(gameId));
      bffClient
        .request<{ gameIds: number[] }>(`/api/casino/favourites/${gameId}`, {
          method: adding ? 'PUT' : 'DELETE',
        })
        .then((answer) => setIds(new Set(answer.gameIds)))
        .catch((error: unknown) => {
          setIds(before);
          if (error instanceof BffError && error.status === 401) {
            dispatch(signInRequested(window.location.pathname + window.location.search));
            return;
          }
          const tooMany = error instanceof BffError && error.code === 'too_many_favourites';
          void dispatch(notify({ kind: 'error', text: tooMany ? labels.tooMany : labels.failed }));
        })
        .finally(() =>
          setPending((current) => {
            const next = new Set(current);
            next.delete(gameId);
            return next;
          }),
        );
    },
    [dispatch, ids, labels],
  );

  const value = useMemo<FavouritesState>(
    () => ({
      isFavourite: (gameId) => ids.has(gameId),
      isPending: (gameId) => pending.has(gameId),
      toggle,
      labels,
    }),
    [ids, pending, toggle, labels],
  );
  return <FavouritesContext.Provider value={value}>{children}</FavouritesContext.Provider>;
}
