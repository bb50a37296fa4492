'use client';

import { SiteLink, Modal } from '@/features/ui';
import { useEffect, useSyncExternalStore } from 'react';
import buttons from '@/features/ui/Buttons.module.css';
import { useAppDispatch, useAppSelector } from '@/features/store';
import {
  AUTO_CLOSE_MS,
  defaultTitleKey,
  visibleNotifications,
  type Notification,
  type NotificationResult,
} from './notification-rules';
import { selectNotificationQueue } from './notificationsSlice';
import { resolveNotification } from './notify';
import styles from './Notifications.module.css';

export interface NotificationLabels {
  main_error: string;
  main_done: string;
  main_ok: string;
  close: string;
}

type Answer = (result: NotificationResult) => void;

function Body({ item, answer }: { item: Notification; answer: Answer }) {
  return (
    <>
      {item.text && <p>{item.text}</p>}
      {item.link && (
        <SiteLink href={item.link.href} prefetch={false} onClick={() => answer('confirmed')}>
          {item.link.label}
        </SiteLink>
      )}
    </>
  );
}

function Actions({ item, answer }: { item: Notification; answer: Answer }) {
  if (!item.confirmLabel && !item.dismissLabel) return null;
  return (
    <div className={`${buttons.actions} ${styles.actions}`}>
      {item.dismissLabel && (
        <button type="button" className={buttons.secondary} onClick={() => answer('dismissed')}>
          {item.dismissLabel}
        </button>
      )}
      {item.confirmLabel && (
        <button
          type="button"
          className={buttons.primary}
          data-autofocus=""
          onClick={() => answer('confirmed')}
        >
          {item.confirmLabel}
        </button>
      )}
    </div>
  );
}

function CloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className={styles.close} aria-label={label} onClick={onClick}>
      ×
    </button>
  );
}

/** A notification that closes itself once shown (the timer starts when it is on screen). */
function useAutoClose({ id, autoClose }: Notification) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!autoClose) return;
    const timer = window.setTimeout(
      () => dispatch(resolveNotification(id, 'dismissed')),
      AUTO_CLOSE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [dispatch, id, autoClose]);
}

function Toast({ item, title, labels, answer }: ItemProps) {
  useAutoClose(item);
  const tone = item.kind === 'info' || item.kind === 'question' ? '' : styles[item.kind];
  return (
    <div
      className={`${styles.toast} ${tone ?? ''}`}
      role={item.kind === 'error' ? 'alert' : 'status'}
      data-kind={item.kind}
    >
      <div className={styles.text}>
        <strong>{title}</strong>
        <Body item={item} answer={answer} />
      </div>
      {item.closable && <CloseButton label={labels.close} onClick={() => answer('dismissed')} />}
      <Actions item={item} answer={answer} />
    </div>
  );
}

function MaintenanceBar({ item, title, labels, answer }: ItemProps) {
  useAutoClose(item);
  return (
    <div className={styles.maintenance} role="status" data-kind={item.kind}>
      <p>
        <strong>{title}</strong> {item.text}
      </p>
      {item.closable && <CloseButton label={labels.close} onClick={() => answer('dismissed')} />}
    </div>
  );
}

function Dialog({ item, title, labels, answer }: ItemProps) {
  useAutoClose(item);
  return (
    <Modal
      title={title}
      closeLabel={labels.close}
      unclosable={!item.closable}
      onClose={() => answer('dismissed')}
    >
      <div className={styles.dialogText} data-kind={item.kind}>
        <Body item={item} answer={answer} />
        <Actions item={item} answer={answer} />
      </div>
    </Modal>
  );
}

const noSubscription = () => () => {};
const isClient = () => true;
const isServer = () => false;

interface ItemProps {
  item: Notification;
  title: string;
  labels: NotificationLabels;
  answer: Answer;
}

/**
 * Shows the queue of spec 01 §4 Notifications: up to 3 default notices at the bottom, the
 * maintenance notice as a bar at the top and one custom dialog; the rest wait their turn. Every
 * answer (a button, ×, Escape, a followed link, the auto-close timer) resolves the notification.
 */
export function NotificationHost({ labels }: { labels: NotificationLabels }) {
  const dispatch = useAppDispatch();
  const queue = useAppSelector(selectNotificationQueue);
  // The server never has a notification; a part of the page that hydrates earlier may already
  // have queued one, so the host shows the queue only once it is hydrated itself.
  const hydrated = useSyncExternalStore(noSubscription, isClient, isServer);
  const visible = hydrated ? visibleNotifications(queue) : [];
  const render = (item: Notification) => {
    const props: ItemProps = {
      item,
      title: item.title ?? labels[defaultTitleKey(item.kind)],
      labels,
      answer: (result) => dispatch(resolveNotification(item.id, result)),
    };
    if (item.group === 'maintenance') return <MaintenanceBar key={item.id} {...props} />;
    if (item.group === 'custom') return <Dialog key={item.id} {...props} />;
    return <Toast key={item.id} {...props} />;
  };
  const toasts = visible.filter((item) => item.group === 'default');
  return (
    <>
      {visible.filter((item) => item.group !== 'default').map(render)}
      {toasts.length > 0 && <div className={styles.stack}>{toasts.map(render)}</div>}
    </>
  );
}
