'use client';

import { useEffect } from 'react';
import { useAppDispatch } from '@/features/store';
import type { NotificationInput } from './notification-rules';
import { notify } from './notify';

/**
 * Puts a notification drawn on the server in the tab's queue once. With `rememberKey`, an answer
 * is remembered by the browser (localStorage, shared by the tabs), so a notice the player closed
 * does not come back on the next page or tab (the upcoming-maintenance notice, keyed by its
 * window).
 */
export function Announce({
  notification,
  rememberKey,
}: {
  notification: NotificationInput & { key: string };
  rememberKey?: string;
}) {
  const dispatch = useAppDispatch();
  // The server draws a new object on every render; the same text is the same notice.
  const serialized = JSON.stringify(notification);
  useEffect(() => {
    if (rememberKey && window.localStorage.getItem(rememberKey) !== null) return;
    const input = JSON.parse(serialized) as NotificationInput;
    void dispatch(notify(input)).then(() => {
      if (rememberKey) window.localStorage.setItem(rememberKey, '1');
    });
  }, [dispatch, serialized, rememberKey]);
  return null;
}
