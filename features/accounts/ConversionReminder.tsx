'use client';

import { useEffect } from 'react';
import { selectUserId } from '@/features/session';
import { notify } from '@/features/notifications';
import { useAppDispatch, useAppSelector } from '@/features/store';
import { ACCOUNT_TYPES } from '@/server/upstream/schemas/accounts';
import { takeConversionReminder } from './conversion-reminder';

export interface ConversionReminderLabels {
  conversion: string;
  conversionHrk: string;
  main: string;
  additional: string;
  wallets: string;
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
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectUserId);
  const { status, conversionAllowStatus, accounts } = useAppSelector((state) => state.accounts);

  useEffect(() => {
    if (userId === null || status !== 'loaded' || conversionAllowStatus === 0) return;
    const main = conversionAllowStatus === 1;
    const candidates = accounts.filter(
      (account) => account.type === (main ? ACCOUNT_TYPES.main : ACCOUNT_TYPES.currency),
    );
    const currency = candidates.find((a) => a.currency === 'HRK')?.currency ?? '';
    const shown = takeConversionReminder(userId, conversionAllowStatus, currency);
    if (!shown) return;
    void dispatch(
      notify({
        kind: 'info',
        key: 'conversion-reminder',
        title: labels[shown.title],
        text: main ? labels.main : labels.additional,
        link: { href: `/${lng}/office/wallets`, label: labels.wallets },
      }),
    );
  }, [dispatch, lng, labels, userId, status, conversionAllowStatus, accounts]);

  return null;
}
