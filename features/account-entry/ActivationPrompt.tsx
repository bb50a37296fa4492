import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { needToActivate } from '@/features/user';
import { getPlayerConfig } from '@/server/user/player-state';
import styles from './AccountEntry.module.css';

/**
 * The office's reminder (spec 02 §5 "Need to activate phone or email: a value exists but its
 * activation type does not cover it"): which contact waits, the days left
 * (remaining_days_to_activate) and the way to quick activation. Gone once activated: the user
 * config the page reads is the upstream's of this request.
 */
export async function ActivationPrompt({ lng }: { lng: string }) {
  const player = await getPlayerConfig();
  if (player.kind !== 'player') return null;
  const { config } = player;
  const need = needToActivate(config);
  if (!need.email && !need.phone) return null;
  const t = await getTranslations('accountEntry');
  const phone = `+${config.phone_code ?? ''} ${config.phone_number ?? ''}`.replace('+ ', '');
  const text =
    need.email && need.phone
      ? t('prompt.both')
      : need.email
        ? t('prompt.email', { address: config.user_email ?? '' })
        : t('prompt.phone', { address: phone });
  return (
    <aside className={styles.prompt} aria-label={t('prompt.label')}>
      <p className={styles.promptText}>{text}</p>
      {config.remaining_days_to_activate !== null && (
        <p className={styles.promptDays}>
          {t('daysLeft', { days: config.remaining_days_to_activate })}
        </p>
      )}
      <a className={styles.primary} data-button="" href={`/${lng}/user/activatefast`}>
        {t('prompt.action')}
      </a>
    </aside>
  );
}

/**
 * The office page's column with the reminder above the page when there is one (the office frame
 * puts its menu and one column side by side); the page alone otherwise.
 */
export async function WithActivationPrompt({
  lng,
  children,
}: {
  lng: string;
  children: ReactNode;
}) {
  const prompt = await ActivationPrompt({ lng });
  if (prompt === null) return children;
  return (
    <div className={styles.officeColumn}>
      {prompt}
      {children}
    </div>
  );
}
