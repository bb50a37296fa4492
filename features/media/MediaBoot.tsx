'use client';

import { useEffect } from 'react';
import { useAppDispatch, useAppSelector, useAppStore, keepState } from '@/features/store';
import { initialMediaState, mediaRestored, videoTokenSet } from './mediaSlice';
import { loadMediaReader, MEDIA_STORAGE_KEY, toStored } from './persistence';
import { loadVideoToken, startVideoTokenRefresh, type LoadVideoToken } from './video-token';

/**
 * The media selection's life in the browser, mounted once by the main layout: restored from local
 * storage into an empty selection and saved on change (spec 02 §4 Media), and the user video
 * token reloaded every 10 minutes while a player is signed in (spec 02 §9).
 */
export function MediaBoot({ load = loadVideoToken }: { load?: LoadVideoToken }) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const userId = useAppSelector((state) => state.auth.userId);

  useEffect(
    () =>
      keepState({
        key: MEDIA_STORAGE_KEY,
        text: () => JSON.stringify(toStored(store.getState().media)),
        loadReader: loadMediaReader,
        restore: (stored) => dispatch(mediaRestored(stored)),
        subscribe: store.subscribe,
        // A zone or video opened before this boot ran is kept too.
        unchanged: JSON.stringify(toStored(initialMediaState)),
      }),
    [dispatch, store],
  );

  useEffect(() => {
    if (userId === null) {
      dispatch(videoTokenSet(null));
      return;
    }
    return startVideoTokenRefresh(load, (token) => dispatch(videoTokenSet(token)));
  }, [dispatch, load, userId]);

  return null;
}
