'use client';

import { SiteLink, Modal, withLanguage } from '@/features/ui';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import buttons from '@/features/ui/Buttons.module.css';
import type { LimitPing, RealityCheckAction } from '@/server/upstream/schemas/reminders';
import { sessionTimeOf, type ServerClock } from './reminder-rules';
import styles from './Reminders.module.css';

export interface ShownRealityCheck {
  /** When the check appeared, device epoch ms. */
  shownAt: number;
  /** The last ping's answer, when there is one: the session time and net result come from it. */
  latest: { ping: LimitPing; clock: ServerClock } | null;
}

function netResultText(lng: string, ping: LimitPing): string {
  return ping.session.netResult
    .map(({ currency, amount }) =>
      new Intl.NumberFormat(lng, { style: 'currency', currency, signDisplay: 'exceptZero' }).format(
        Number(amount),
      ),
    )
    .join(', ');
}

/**
 * spec 01 §4 "Reality check": how long the player has played and what the session came to, with
 * the bet history a link away; continue (optionally never again), log out, or cancel.
 */
export function RealityCheckModal({
  lng,
  shown,
  onAnswer,
}: {
  lng: string;
  shown: ShownRealityCheck;
  onAnswer: (action: RealityCheckAction, doNotShowAgain: boolean) => void;
}) {
  const t = useTranslations('reminders.realityCheck');
  const [doNotShowAgain, setDoNotShowAgain] = useState(false);
  const { latest } = shown;
  const time = latest && sessionTimeOf(latest.clock, latest.ping, shown.shownAt);
  const cancel = () => onAnswer('nothing', false);
  return (
    <Modal title={t('title')} closeLabel={t('close')} onClose={cancel}>
      <div className={styles.check}>
        {time && <p>{time.hours > 0 ? t('sessionHours', time) : t('sessionMinutes', time)}</p>}
        {latest && (
          <p>
            {latest.ping.session.netResult.length === 0
              ? t('noBets')
              : t('netResult', { amounts: netResultText(lng, latest.ping) })}
          </p>
        )}
        <p>
          <SiteLink href={withLanguage(lng, '/office/history')} prefetch={false} onClick={cancel}>
            {t('history')}
          </SiteLink>
        </p>
        <label className={styles.choice}>
          <input
            type="checkbox"
            checked={doNotShowAgain}
            onChange={(event) => setDoNotShowAgain(event.target.checked)}
          />
          {t('doNotShowAgain')}
        </label>
        <div className={buttons.actions}>
          <button
            type="button"
            className={buttons.secondary}
            onClick={() => onAnswer('log_out', false)}
          >
            {t('logOut')}
          </button>
          <button type="button" className={buttons.secondary} onClick={cancel}>
            {t('cancel')}
          </button>
          <button
            type="button"
            className={buttons.primary}
            data-autofocus=""
            onClick={() => onAnswer('continue', doNotShowAgain)}
          >
            {t('continue')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
