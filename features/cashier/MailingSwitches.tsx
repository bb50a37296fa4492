'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { bffClient } from '@/features/bff';
import { notify, queryErrorNotification } from '@/features/notifications';
import { useAppDispatch } from '@/features/store';
import {
  MAILING_CHANNELS,
  type Mailing,
  type MailingChannel,
} from '@/server/upstream/schemas/cashier';
import styles from './Cashier.module.css';

/** The mailing switches (spec 02 §2 "mailing"): each saved as it is flipped, put back on failure. */
export function MailingSwitches({ initial }: { initial: Mailing }) {
  const t = useTranslations('cashier.mailing');
  const dispatch = useAppDispatch();
  const [mailing, setMailing] = useState(initial);
  const [saving, setSaving] = useState<MailingChannel | null>(null);

  const flip = async (channel: MailingChannel, enabled: boolean) => {
    setMailing((current) => ({ ...current, [channel]: enabled }));
    setSaving(channel);
    try {
      setMailing(
        await bffClient.request<Mailing>('/api/cashier/mailing', {
          method: 'PUT',
          body: { channel, enabled },
        }),
      );
      void dispatch(
        notify({
          kind: 'success',
          autoClose: true,
          text: t(enabled ? 'on' : 'off', { channel: t(`channels.${channel}`) }),
        }),
      );
    } catch (error) {
      setMailing((current) => ({ ...current, [channel]: !enabled }));
      void dispatch(notify(queryErrorNotification(error, { main_query_error: t('failed') })));
    } finally {
      setSaving(null);
    }
  };

  return (
    <ul className={styles.switches}>
      {MAILING_CHANNELS.map((channel) => (
        <li key={channel}>
          <label>
            <input
              type="checkbox"
              role="switch"
              checked={mailing[channel]}
              disabled={saving === channel}
              onChange={(event) => void flip(channel, event.target.checked)}
            />
            <span>
              {t(`channels.${channel}`)}
              <span className={styles.quote}>{t(`hints.${channel}`)}</span>
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}
