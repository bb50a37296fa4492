'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { bffClient } from '@/features/bff';
import { notify, queryErrorNotification, savedNotification } from '@/features/notifications';
import { useAppDispatch } from '@/features/store';
import type { InboxMessage } from '@/server/upstream/schemas/office';
import styles from './Activity.module.css';

/**
 * One message of the inbox: opening it shows the text and marks it read upstream, deleting (once
 * the player confirmed) asks the upstream to drop it (the message leaves the list at once); either way the server parts
 * (unread count, list) are refreshed.
 */
export function MessageItem({
  lng,
  message,
  sentAt,
}: {
  lng: string;
  message: InboxMessage;
  /** The sending time in the player's zone and clock, as the server formatted it. */
  sentAt: string;
}) {
  const t = useTranslations('officeActivity.messages');
  const router = useRouter();
  const dispatch = useAppDispatch();
  const bodyId = useId();
  const [isOpen, setOpen] = useState(false);
  const [isRead, setRead] = useState(message.isRead);
  const [state, setState] = useState<'idle' | 'deleting' | 'deleted'>('idle');

  const failed = (error: unknown) =>
    void dispatch(notify(queryErrorNotification(error, { main_query_error: t('failed') })));

  const toggle = async () => {
    const opening = !isOpen;
    setOpen(opening);
    if (!opening || isRead) return;
    // Shown as read at once; the upstream's answer confirms it.
    setRead(true);
    try {
      await bffClient.post(`/api/office/messages/${message.id}/read?lang=${lng}`);
      router.refresh();
    } catch (error) {
      setRead(false);
      failed(error);
    }
  };

  const remove = async () => {
    // Asked first (issue 22 §5): a deleted message cannot be brought back.
    const answer = await dispatch(
      notify({
        kind: 'question',
        group: 'custom',
        title: t('deleteTitle'),
        text: t('deleteQuestion', { subject: message.subject }),
        confirmLabel: t('delete'),
        dismissLabel: t('deleteKeep'),
      }),
    );
    if (answer !== 'confirmed') return;
    setState('deleting');
    try {
      await bffClient.request(`/api/office/messages/${message.id}`, { method: 'DELETE' });
      setState('deleted');
      void dispatch(notify(savedNotification({ main_save_success: t('deleted') })));
      router.refresh();
    } catch (error) {
      setState('idle');
      failed(error);
    }
  };

  if (state === 'deleted') return null;
  return (
    <li className={styles.message} data-unread={!isRead || undefined}>
      <div className={styles.messageHead}>
        <button
          type="button"
          className={styles.messageToggle}
          aria-expanded={isOpen}
          aria-controls={bodyId}
          onClick={() => void toggle()}
        >
          {!isRead && <span className={styles.unreadDot} aria-hidden />}
          <span className={styles.messageSubject}>{message.subject}</span>
          {!isRead && <span className={styles.visuallyHidden}>{t('unread')}</span>}
        </button>
        <time dateTime={message.sentAt} className={styles.messageDate}>
          {sentAt}
        </time>
        <button
          type="button"
          className={styles.linkButton}
          disabled={state === 'deleting'}
          aria-label={t('deleteLabel', { subject: message.subject })}
          onClick={() => void remove()}
        >
          {state === 'deleting' ? t('deleting') : t('delete')}
        </button>
      </div>
      <div id={bodyId} hidden={!isOpen} className={styles.messageBody}>
        <p>{message.body}</p>
      </div>
    </li>
  );
}
