'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { bffClient } from '@/features/bff';
import { formatMoney } from '@/features/betting';
import { notify, queryErrorNotification } from '@/features/notifications';
import buttons from '@/features/ui/Buttons.module.css';
import { useAppDispatch } from '@/features/store';
import type { Withdrawal } from '@/server/upstream/schemas/cashier';

/** Cancels a pending withdrawal after the player confirms; the money goes back to the balance. */
export function CancelWithdrawal({ lng, withdrawal }: { lng: string; withdrawal: Withdrawal }) {
  const t = useTranslations('cashier.withdrawal');
  const router = useRouter();
  const dispatch = useAppDispatch();
  const [sending, setSending] = useState(false);
  const amount = formatMoney(lng, withdrawal.amount, withdrawal.currency);

  const onCancel = async () => {
    const answer = await dispatch(
      notify({
        kind: 'question',
        group: 'custom',
        title: t('cancelTitle'),
        text: t('cancelQuestion', { amount }),
        confirmLabel: t('cancelConfirm'),
        dismissLabel: t('cancelKeep'),
      }),
    );
    if (answer !== 'confirmed') return;
    setSending(true);
    try {
      await bffClient.request<Withdrawal>(`/api/cashier/withdrawals/${withdrawal.id}`, {
        method: 'DELETE',
      });
      void dispatch(notify({ kind: 'success', autoClose: true, text: t('cancelled', { amount }) }));
      router.refresh();
    } catch (error) {
      void dispatch(notify(queryErrorNotification(error, { main_query_error: t('cancelFailed') })));
    } finally {
      setSending(false);
    }
  };

  return (
    <button
      type="button"
      className={buttons.secondary}
      disabled={sending}
      aria-label={t('cancelLabel', { amount, id: withdrawal.id })}
      onClick={() => void onCancel()}
    >
      {t('cancel')}
    </button>
  );
}
