'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { selectUserId } from '@/features/auth/authSlice';
import { Toast } from '@/features/shell/Toast';
import { useAppSelector } from '@/features/store/hooks';
import { ACCOUNT_TYPES } from '@/server/upstream/schemas/accounts';
import { takeConversionReminder, type ConversionReminder as Reminder } from './conversion-reminder';

export interface ConversionReminderLabels {
  conversion: string;
  conversionHrk: string;
  main: string;
  additional: string;
  wallets: string;
  close: string;
}

/**
 * The account-conversion reminder (spec 01 §4 Other, §6): once per player per session, when the
 * accounts say an account may be converted; it leads to the wallets page.
 */
export function ConversionReminder({
  lng,
  labels,
}: {
  lng: string;
  labels: ConversionReminderLabels;
}) {
  const userId = useAppSelector(selectUserId);
  const { status, conversionAllowStatus, accounts } = useAppSelector((state) => state.accounts);
  const [reminder, setReminder] = useState<{ shown: Reminder; main: boolean } | null>(null);

  useEffect(() => {
    if (userId === null || status !== 'loaded' || conversionAllowStatus === 0) return;
    const main = conversionAllowStatus === 1;
    const candidates = accounts.filter(
      (account) => account.type === (main ? ACCOUNT_TYPES.main : ACCOUNT_TYPES.currency),
    );
    const currency = candidates.find((a) => a.currency === 'HRK')?.currency ?? '';
    const shown = takeConversionReminder(userId, conversionAllowStatus, currency);
    if (shown) setReminder({ shown, main });
  }, [userId, status, conversionAllowStatus, accounts]);

  if (!reminder) return null;
  return (
    <Toast closeLabel={labels.close} onClose={() => setReminder(null)}>
      <strong>{labels[reminder.shown.title]}</strong>
      <span>{reminder.main ? labels.main : labels.additional}</span>
      <Link href={`/${lng}/office/wallets`} prefetch={false} onClick={() => setReminder(null)}>
        {labels.wallets}
      </Link>
    </Toast>
  );
}
