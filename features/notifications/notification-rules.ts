/**
 * The notification queue of spec 01 §4 "Notifications" and §8: what a notification is, how many of
 * each group are shown at once, and which come first. Pure, so the slice, the host and the tests
 * share one reading of the rules.
 */

/** spec 01 §4 "Kinds: error, info, success, warning, question". */
export type NotificationKind = 'error' | 'info' | 'success' | 'warning' | 'question';

/**
 * spec 01 §4 "maintenance and custom groups show 1": default notices stack at the bottom, the
 * maintenance notice is a bar at the top, a custom one is a dialog the player must answer.
 */
export type NotificationGroup = 'default' | 'maintenance' | 'custom';

/** spec 01 §4 "each resolves to confirmed or dismissed". */
export type NotificationResult = 'confirmed' | 'dismissed';

/** spec 01 §9 "Notification limits: default 3, maintenance 1, custom 1". */
export const NOTIFICATION_LIMITS: Readonly<Record<NotificationGroup, number>> = {
  default: 3,
  maintenance: 1,
  custom: 1,
};

/** How long a notification that closes itself stays (issue 11: "auto-close 10 s where set"). */
export const AUTO_CLOSE_MS = 10_000;

/** The priority of an error that carries the upstream's own message (spec 01 §8). */
export const OWN_MESSAGE_PRIORITY = 1;

/** What a caller asks to show. Texts are already translated by the caller. */
export interface NotificationInput {
  kind: NotificationKind;
  group?: NotificationGroup;
  /** Without it the kind's default title is shown (spec 01 §8 main_error, main_done, main_ok). */
  title?: string;
  text?: string;
  /** Higher first within the group (spec 01 §8 "sorted by priority"); 0 by default. */
  priority?: number;
  /** Closes itself as dismissed after AUTO_CLOSE_MS once shown. */
  autoClose?: boolean;
  /** False: only its buttons resolve it (no ×, no Escape), e.g. the deposit-limit approval. */
  closable?: boolean;
  /** The confirm button; a question always has one. */
  confirmLabel?: string;
  /** A second button that dismisses it ("Reject", "Cancel"). */
  dismissLabel?: string;
  /** A link in the text; following it confirms the notification. */
  link?: { href: string; label: string };
  /** At most one notification with the same key waits in the queue (a second is dropped). */
  key?: string;
}

export interface Notification extends NotificationInput {
  id: string;
  group: NotificationGroup;
  priority: number;
  closable: boolean;
  /** The order of arrival, to keep equal priorities first come, first shown. */
  seq: number;
}

/** The notifications on screen: per group, the first by priority then arrival, up to its limit. */
export function visibleNotifications(queue: readonly Notification[]): Notification[] {
  const ordered = [...queue].sort((a, b) => b.priority - a.priority || a.seq - b.seq);
  const shown: Record<NotificationGroup, number> = { default: 0, maintenance: 0, custom: 0 };
  return ordered.filter((item) => {
    if (shown[item.group] >= NOTIFICATION_LIMITS[item.group]) return false;
    shown[item.group] += 1;
    return true;
  });
}

/** spec 01 §8: the title a notification shows when the caller gives none. */
export function defaultTitleKey(kind: NotificationKind): 'main_error' | 'main_done' | 'main_ok' {
  if (kind === 'error') return 'main_error';
  if (kind === 'success') return 'main_done';
  return 'main_ok';
}
