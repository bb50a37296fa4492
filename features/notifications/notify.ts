import { nanoid } from '@reduxjs/toolkit';
import type { AppThunk } from '@/features/store';
import type { NotificationInput, NotificationResult } from './notification-rules';
import {
  notificationAdded,
  notificationRemoved,
  selectNotificationQueue,
} from './notificationsSlice';

/**
 * Who waits for which notification's answer. Promises cannot live in the store; the tab has one
 * queue, so one map per tab (the server never notifies).
 */
const waiting = new Map<string, (result: NotificationResult) => void>();

/**
 * Puts a notification in the queue; the promise settles with the player's answer (spec 01 §4
 * "each resolves to confirmed or dismissed"). A notification dropped as a duplicate of a waiting
 * one (same key) settles as dismissed at once.
 */
export function notify(input: NotificationInput): AppThunk<Promise<NotificationResult>> {
  return (dispatch, getState) =>
    new Promise<NotificationResult>((resolve) => {
      const id = nanoid();
      dispatch(notificationAdded(input, id));
      if (!selectNotificationQueue(getState()).some((item) => item.id === id)) {
        resolve('dismissed');
        return;
      }
      waiting.set(id, resolve);
    });
}

/** The player's (or the timer's) answer: the notification leaves the queue and its caller hears. */
export function resolveNotification(id: string, result: NotificationResult): AppThunk {
  return (dispatch) => {
    dispatch(notificationRemoved(id));
    const settle = waiting.get(id);
    waiting.delete(id);
    settle?.(result);
  };
}

/** Withdraws the notifications with a key (the condition that raised them is gone). */
export function withdrawNotification(key: string): AppThunk {
  return (dispatch, getState) => {
    for (const item of selectNotificationQueue(getState())) {
      if (item.key === key) dispatch(resolveNotification(item.id, 'dismissed'));
    }
  };
}
