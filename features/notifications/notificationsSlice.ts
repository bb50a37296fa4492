import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { Notification, NotificationInput } from './notification-rules';

export interface NotificationsState {
  queue: Notification[];
  /** The next arrival number. */
  seq: number;
}

declare module '@/features/store/state' {
  interface RootState {
    notifications: NotificationsState;
  }
}

const initialState: NotificationsState = { queue: [], seq: 0 };

/** spec 01 §4 Notifications: the queue of the tab; the host shows what fits and resolves it. */
export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    notificationAdded: {
      reducer(state, action: PayloadAction<NotificationInput & { id: string }>) {
        const { key } = action.payload;
        if (key !== undefined && state.queue.some((item) => item.key === key)) return;
        state.queue.push({
          ...action.payload,
          group: action.payload.group ?? 'default',
          priority: action.payload.priority ?? 0,
          closable: action.payload.closable ?? true,
          seq: state.seq,
        });
        state.seq += 1;
      },
      prepare(input: NotificationInput, id: string = nanoid()) {
        return { payload: { ...input, id } };
      },
    },
    notificationRemoved(state, action: PayloadAction<string>) {
      state.queue = state.queue.filter((item) => item.id !== action.payload);
    },
  },
  selectors: {
    selectNotificationQueue: (state) => state.queue,
  },
});

export const { notificationAdded, notificationRemoved } = notificationsSlice.actions;
export const { selectNotificationQueue } = notificationsSlice.selectors;
