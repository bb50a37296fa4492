'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { bffClient } from '@/features/bff';
import { notify, queryErrorNotification } from '@/features/notifications';
import buttons from '@/features/ui/Buttons.module.css';
import { useAppDispatch } from '@/features/store';
import {
  PAYMENT_REQUEST_TEXT_LIMITS,
  paymentProblemRequestSchema,
  type PaymentProblem,
} from '@/server/upstream/schemas/cashier';
import styles from './Cashier.module.css';

/**
 * The last step of a payment-problem request: the player's words, checked with the schema the
 * BFF checks them with; sent, the player lands on the list of requests.
 */
export function PaymentProblemForm({
  lng,
  topicId,
  subTopicId,
  transactionId,
}: {
  lng: string;
  topicId: number;
  subTopicId: number;
  transactionId: number | null;
}) {
  const t = useTranslations('cashier.requests');
  const router = useRouter();
  const dispatch = useAppDispatch();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = paymentProblemRequestSchema.safeParse({
      topicId,
      subTopicId,
      transactionId,
      message,
    });
    if (!parsed.success) {
      setError(t('messageError', PAYMENT_REQUEST_TEXT_LIMITS));
      return;
    }
    setError(null);
    setSending(true);
    try {
      const created = await bffClient.post<PaymentProblem>(
        '/api/cashier/payment-requests',
        parsed.data,
      );
      void dispatch(
        notify({ kind: 'success', autoClose: true, text: t('sent', { id: created.id }) }),
      );
      router.push(`/${lng}/office/payment/requests`);
    } catch (failure) {
      void dispatch(notify(queryErrorNotification(failure, { main_query_error: t('failed') })));
      setSending(false);
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('form')}
      onSubmit={(event) => void onSubmit(event)}
    >
      <div className={styles.field}>
        <label htmlFor="payment-problem-message">{t('message')}</label>
        <textarea
          id="payment-problem-message"
          rows={5}
          value={message}
          aria-invalid={error ? true : undefined}
          aria-describedby="payment-problem-note"
          onChange={(event) => setMessage(event.target.value)}
        />
        <span
          id="payment-problem-note"
          className={error ? styles.fieldError : styles.hint}
          role={error ? 'alert' : undefined}
        >
          {error ?? t('messageHint', PAYMENT_REQUEST_TEXT_LIMITS)}
        </span>
      </div>
      <div className={buttons.actions}>
        <button type="submit" className={buttons.primary} disabled={sending}>
          {sending ? t('sending') : t('send')}
        </button>
      </div>
    </form>
  );
}
