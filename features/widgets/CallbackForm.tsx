'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { bffClient } from '@/features/bff';
import { FormField, Modal } from '@/features/ui';
import { notify, queryErrorNotification } from '@/features/notifications';
import buttons from '@/features/ui/Buttons.module.css';
import { useAppDispatch } from '@/features/store';
import {
  CALLBACK_NAME_MAX,
  callbackRequestSchema,
  type SupportReceipt,
} from '@/server/upstream/schemas/support';
import styles from './SupportButton.module.css';

type Field = 'phone' | 'name';
type FieldErrors = Partial<Record<Field, string>>;

/** What a player types as a number (spaces, dashes, brackets, dots) as the schema wants it. */
export function normalisePhone(value: string): string {
  return value.replace(/[\s\-().]/g, '').replace(/^00/, '+');
}

/**
 * spec 01 §4 "Support button": the call-back form. The number is checked with the schema the BFF
 * checks it with; the answer comes through the notification queue.
 */
export function CallbackForm({ lng, onClose }: { lng: string; onClose: () => void }) {
  const t = useTranslations('widgets');
  const dispatch = useAppDispatch();
  const [phone, setPhone] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);

  const messages: Record<Field, string> = {
    phone: t('callback.errors.phone'),
    name: t('callback.errors.name', { max: CALLBACK_NAME_MAX }),
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = callbackRequestSchema.safeParse({
      phone: normalisePhone(phone),
      name: name.trim() || undefined,
      lang: lng,
    });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'phone' || field === 'name') next[field] = messages[field];
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await bffClient.post<SupportReceipt>('/api/support/callback', parsed.data);
      onClose();
      void dispatch(
        notify({
          kind: 'success',
          text: t('callback.sent', { phone: parsed.data.phone }),
          autoClose: true,
        }),
      );
    } catch (error) {
      void dispatch(
        notify(queryErrorNotification(error, { main_query_error: t('callback.failed') })),
      );
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal title={t('callback.title')} closeLabel={t('close')} onClose={onClose}>
      <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <p className={styles.intro}>{t('callback.intro')}</p>
        <FormField label={t('callback.phone')} hint={t('callback.phoneHint')} error={errors.phone}>
          {(control) => (
            <input
              {...control}
              type="tel"
              name="phone"
              autoComplete="tel"
              inputMode="tel"
              maxLength={24}
              required
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('callback.name')} error={errors.name}>
          {(control) => (
            <input
              {...control}
              type="text"
              name="name"
              autoComplete="name"
              maxLength={CALLBACK_NAME_MAX + 20}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </FormField>
        <div className={buttons.actions}>
          <button type="submit" className={buttons.primary} disabled={sending}>
            {sending ? t('callback.sending') : t('callback.send')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
