/*
 * The notifications feature's front door: what other features and the app may use of it
 * (docs/architecture.md "Who may import whom"); its server-only parts come from `./server`.
 * Re-exports only: an import from it compiles to the module that defines the name
 * (server/build/front-doors.ts).
 */

export { Announce } from './Announce';
export { NotificationHost } from './NotificationHost';
export { upcomingMaintenance } from './maintenance-notice';
export type { NotificationInput } from './notification-rules';
export { notificationsSlice, selectNotificationQueue } from './notificationsSlice';
export { notify, withdrawNotification } from './notify';
export { queryErrorNotification, savedNotification } from './query-error';
