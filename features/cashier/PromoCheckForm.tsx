'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { bffClient } from '@/features/bff';
import { notify, queryErrorNotification } from '@/features/notifications';
import buttons from '@/features/ui/Buttons.module.css';
import { useAppDispatch } from '@/features/store';
import { promoCheckRequestSchema, type PromoCheck } from '@/server/upstream/schemas/cashier';
import styles from './Cashier.module.css';

/**
 * The promo check (spec 02 §2 "promo check"): a code checked with the schema the BFF checks it
 * with, then the operator's answer — what it gives and whether it can still be used.
 */
export function PromoCheckForm({ lng }: { lng: string }) {
  const t = useTranslations('cashier.promo');
  const dispatch = useAppDispatch();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<PromoCheck | null>(null);
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = promoCheckRequestSchema.safeParse({ code });
    if (!parsed.success) {
      setError(t('format'));
      return;
    }
    setError(null);
    setResult(null);
    setSending(true);
    try {
      const answer = await bffClient.post<PromoCheck>(
        `/api/cashier/promo-check?lang=${lng}`,
        parsed.data,
      );
      setResult(answer);
      void dispatch(
        notify({
          kind: answer.status === 'valid' ? 'success' : 'warning',
          autoClose: true,
          text: t(`statuses.${answer.status}`, { code: answer.code }),
        }),
      );
    } catch (failure) {
      void dispatch(notify(queryErrorNotification(failure, { main_query_error: t('failed') })));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <form
        className={styles.form}
        noValidate
        aria-label={t('form')}
        onSubmit={(e) => void onSubmit(e)}
      >
        <div className={styles.field}>
          <label htmlFor="promo-code">{t('code')}</label>
          <input
            id="promo-code"
            autoComplete="off"
            value={code}
            aria-invalid={error ? true : undefined}
            aria-describedby="promo-code-note"
            onChange={(event) => setCode(event.target.value)}
          />
          <span
            id="promo-code-note"
            className={error ? styles.fieldError : styles.hint}
            role={error ? 'alert' : undefined}
          >
            {error ?? t('hint')}
          </span>
        </div>
        <div className={buttons.actions}>
          <button type="submit" className={buttons.primary} disabled={sending}>
            {t('check')}
          </button>
        </div>
      </form>
      {result && (
        <section className={styles.result} aria-label={t('result')} data-status={result.status}>
          <strong>{result.code}</strong>
          <p>{result.title}</p>
          <p className={styles.hint}>{t(`statuses.${result.status}`, { code: result.code })}</p>
        </section>
      )}
    </>
  );
}
