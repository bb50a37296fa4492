'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { selectIsSignedIn } from '@/features/session';
import { bffClient } from '@/features/bff';
import { FormField, Modal } from '@/features/ui';
import { notify, queryErrorNotification } from '@/features/notifications';
import buttons from '@/features/ui/Buttons.module.css';
import { useAppDispatch, useAppSelector } from '@/features/store';
import {
  SUPPORT_MESSAGE_LIMITS,
  SUPPORT_TOPICS,
  supportRequestSchema,
} from '@/server/upstream/schemas/office';
import { emailRequestSchema, type SupportReceipt } from '@/server/upstream/schemas/support';
import styles from './SupportButton.module.css';

type Field = 'email' | 'topic' | 'message';
type FieldErrors = Partial<Record<Field, string>>;

const FIELDS: readonly Field[] = ['email', 'topic', 'message'];

/**
 * spec 01 §4 "Support button": the e-mail form. A signed-in player's question becomes a support
 * request of the office (POST /api/office/support), answered there; a visitor leaves an address
 * and is answered by e-mail (POST /api/support/email). Checked with the schemas the BFF uses.
 */
export function EmailForm({ lng, onClose }: { lng: string; onClose: () => void }) {
  const t = useTranslations('widgets');
  const ts = useTranslations('officeActivity.support');
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const [email, setEmail] = useState('');
  const [topic, setTopic] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);

  const messageError = () =>
    message.trim().length < SUPPORT_MESSAGE_LIMITS.min
      ? ts('errors.messageShort', SUPPORT_MESSAGE_LIMITS)
      : ts('errors.messageLong', SUPPORT_MESSAGE_LIMITS);
  const errorText: Record<Field, () => string> = {
    email: () => t('email.errors.email'),
    topic: () => ts('errors.topic'),
    message: messageError,
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = signedIn
      ? supportRequestSchema.safeParse({ topic, message })
      : emailRequestSchema.safeParse({ email: email.trim(), topic, message, lang: lng });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = FIELDS.find((name) => name === issue.path[0]);
        if (field) next[field] = errorText[field]();
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const receipt = await bffClient.post<SupportReceipt>(
        signedIn ? '/api/office/support' : '/api/support/email',
        parsed.data,
      );
      onClose();
      void dispatch(
        notify({
          kind: 'success',
          text: t(signedIn ? 'email.sentPlayer' : 'email.sentVisitor', { id: receipt.id }),
          autoClose: true,
        }),
      );
    } catch (error) {
      void dispatch(notify(queryErrorNotification(error, { main_query_error: ts('failed') })));
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal title={t('email.title')} closeLabel={t('close')} onClose={onClose}>
      <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        {!signedIn && (
          <FormField label={t('email.email')} error={errors.email}>
            {(control) => (
              <input
                {...control}
                type="email"
                name="email"
                autoComplete="email"
                maxLength={254}
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            )}
          </FormField>
        )}
        <FormField label={ts('topic')} error={errors.topic}>
          {(control) => (
            <select
              {...control}
              name="topic"
              required
              value={topic}
              onChange={(event) => setTopic(event.target.value)}
            >
              <option value="">{ts('topicPlaceholder')}</option>
              {SUPPORT_TOPICS.map((id) => (
                <option key={id} value={id}>
                  {ts(`topics.${id}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label={ts('message')}
          hint={ts('messageHint', { ...SUPPORT_MESSAGE_LIMITS, length: message.trim().length })}
          error={errors.message}
        >
          {(control) => (
            <textarea
              {...control}
              name="message"
              rows={5}
              required
              maxLength={SUPPORT_MESSAGE_LIMITS.max + 100}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
          )}
        </FormField>
        <div className={buttons.actions}>
          <button type="submit" className={buttons.primary} disabled={sending}>
            {sending ? ts('sending') : ts('send')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
