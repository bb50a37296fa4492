'use client';

import { useEffect } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '@/features/store/hooks';
import { mediaRestored, videoTokenSet } from './mediaSlice';
import { MEDIA_STORAGE_KEY, parseStored, toStored } from './persistence';
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

  useEffect(() => {
    try {
      const stored = parseStored(window.localStorage.getItem(MEDIA_STORAGE_KEY));
      if (stored) dispatch(mediaRestored(stored));
    } catch {
      // Storage may be off (private mode, policy): the selection lives for this page only.
    }
    let last = '';
    const save = () => {
      const text = JSON.stringify(toStored(store.getState().media));
      if (text === last) return;
      last = text;
      try {
        window.localStorage.setItem(MEDIA_STORAGE_KEY, text);
      } catch {
        // Full or off: the selection stays in memory.
      }
    };
    save();
    return store.subscribe(save);
  }, [dispatch, store]);

  useEffect(() => {
    if (userId === null) {
      dispatch(videoTokenSet(null));
      return;
    }
    return startVideoTokenRefresh(load, (token) => dispatch(videoTokenSet(token)));
  }, [dispatch, load, userId]);

  return null;
}
