'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { bffClient } from '@/features/bff';
import { notify, queryErrorNotification, savedNotification } from '@/features/notifications';
import { useAppDispatch } from '@/features/store';
import {
  SUPPORT_MESSAGE_LIMITS,
  SUPPORT_TOPICS,
  supportRequestSchema,
  type SupportTicket,
} from '@/server/upstream/schemas/office';
import styles from './Activity.module.css';

type Field = 'topic' | 'message';

/**
 * The support request form: topic and question checked with the schema the BFF checks them with
 * (the player's words shown next to the field), then sent; the list of requests is refreshed.
 */
export function SupportForm() {
  const t = useTranslations('officeActivity.support');
  const router = useRouter();
  const dispatch = useAppDispatch();
  const [topic, setTopic] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);

  const fieldError = (field: Field, value: string): string | undefined => {
    if (field === 'topic') return value ? undefined : t('errors.topic');
    const length = value.trim().length;
    if (length < SUPPORT_MESSAGE_LIMITS.min)
      return t('errors.messageShort', SUPPORT_MESSAGE_LIMITS);
    if (length > SUPPORT_MESSAGE_LIMITS.max) return t('errors.messageLong', SUPPORT_MESSAGE_LIMITS);
    return undefined;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = supportRequestSchema.safeParse({ topic, message });
    if (!parsed.success) {
      setErrors({ topic: fieldError('topic', topic), message: fieldError('message', message) });
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const ticket = await bffClient.post<SupportTicket>('/api/office/support', parsed.data);
      setTopic('');
      setMessage('');
      void dispatch(notify(savedNotification({ main_save_success: t('sent', { id: ticket.id }) })));
      router.refresh();
    } catch (error) {
      void dispatch(notify(queryErrorNotification(error, { main_query_error: t('failed') })));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <div className={styles.formField}>
        <label htmlFor="support-topic">{t('topic')}</label>
        <select
          id="support-topic"
          name="topic"
          value={topic}
          aria-invalid={errors.topic ? true : undefined}
          aria-describedby={errors.topic ? 'support-topic-error' : undefined}
          onChange={(event) => setTopic(event.target.value)}
        >
          <option value="">{t('topicPlaceholder')}</option>
          {SUPPORT_TOPICS.map((id) => (
            <option key={id} value={id}>
              {t(`topics.${id}`)}
            </option>
          ))}
        </select>
        {errors.topic && (
          <span id="support-topic-error" className={styles.fieldError}>
            {errors.topic}
          </span>
        )}
      </div>
      <div className={styles.formField}>
        <label htmlFor="support-message">{t('message')}</label>
        <textarea
          id="support-message"
          name="message"
          rows={5}
          value={message}
          maxLength={SUPPORT_MESSAGE_LIMITS.max + 100}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? 'support-message-error' : 'support-message-hint'}
          onChange={(event) => setMessage(event.target.value)}
        />
        {errors.message ? (
          <span id="support-message-error" className={styles.fieldError}>
            {errors.message}
          </span>
        ) : (
          <span id="support-message-hint" className={styles.hint}>
            {t('messageHint', { ...SUPPORT_MESSAGE_LIMITS, length: message.trim().length })}
          </span>
        )}
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={sending}>
          {sending ? t('sending') : t('send')}
        </button>
      </div>
    </form>
  );
}
