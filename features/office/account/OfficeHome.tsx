import { getTranslations } from 'next-intl/server';
import { SiteLink } from '@/features/ui';
import { formatMoney } from '@/features/betting';
import { signInAgain } from '../activity/activity-server';
import { Unavailable } from '../activity/ActivitySection';
import { Status } from '../activity/Status';
import { verificationState } from '@/features/user';
import { getPlayerAccounts } from '@/server/betting/player-betting';
import { log } from '@/server/log';
import type { RouteMatch } from '@/server/routes/match';
import { ACCOUNT_TYPES, type AccountsAnswer } from '@/server/upstream/schemas/accounts';
import { getPlayerConfig } from '@/server/user/player-state';
import styles from './OfficeHome.module.css';

const VERIFICATION_TONES = {
  verified: 'success',
  notVerified: 'danger',
  unknown: 'pending',
} as const;

/**
 * The office home (route officeAccount, spec 01 §2 "the office root redirects here"): the balances
 * of the player's wallets with the bonus balance apart, unread messages, the verification state
 * of spec 02 §4. The links to every office section follow under it (RoutePage lists the
 * route's children).
 */
export async function OfficeHome({ lng }: { lng: string; match: RouteMatch }) {
  const [t, player] = await Promise.all([getTranslations('cashier.home'), getPlayerConfig()]);
  if (player.kind === 'visitor') signInAgain(lng, `/${lng}/office/account`);
  let accounts: AccountsAnswer | null;
  try {
    accounts = await getPlayerAccounts();
  } catch (error) {
    log.error('office home: accounts unavailable', { error });
    accounts = null;
  }
  const config = player.kind === 'player' ? player.config : null;
  const money = accounts ? accounts.accounts.filter((a) => a.type !== ACCOUNT_TYPES.bonus) : [];
  const bonus = accounts ? accounts.accounts.filter((a) => a.type === ACCOUNT_TYPES.bonus) : [];
  const verification = config ? verificationState(config) : null;

  return (
    <div className={styles.home}>
      <section className={styles.card} aria-labelledby="office-balances">
        <h2 id="office-balances">{t('balances')}</h2>
        {accounts ? (
          <ul className={styles.wallets}>
            {money.map((account) => (
              <li key={account.id} data-active={account.id === accounts.activeAccount.id}>
                <span className={styles.label}>
                  {account.type === ACCOUNT_TYPES.main ? t('main') : t('extra')}
                  {account.id === accounts.activeAccount.id ? ` · ${t('active')}` : ''}
                </span>
                <strong data-testid={`balance-${account.currency}`}>
                  {formatMoney(lng, account.balance, account.currency)}
                </strong>
              </li>
            ))}
            {bonus.map((account) => (
              <li key={account.id} data-bonus="true">
                <span className={styles.label}>{t('bonus')}</span>
                <strong>{formatMoney(lng, account.balance, account.currency)}</strong>
              </li>
            ))}
          </ul>
        ) : (
          <Unavailable>{t('balancesUnavailable')}</Unavailable>
        )}
        <p className={styles.actions}>
          <SiteLink className={styles.primary} href={`/${lng}/office/recharge`}>
            {t('deposit')}
          </SiteLink>
          <SiteLink className={styles.secondary} href={`/${lng}/office/deduce`}>
            {t('withdraw')}
          </SiteLink>
          <SiteLink className={styles.secondary} href={`/${lng}/office/wallets`}>
            {t('wallets')}
          </SiteLink>
        </p>
      </section>

      <section className={styles.card} aria-labelledby="office-state">
        <h2 id="office-state">{t('state')}</h2>
        <dl className={styles.facts}>
          <div>
            <dt>{t('messages')}</dt>
            <dd>
              <SiteLink href={`/${lng}/office/messages`}>
                {config ? t('unread', { count: config.user_msg_count }) : t('unknown')}
              </SiteLink>
            </dd>
          </div>
          <div>
            <dt>{t('verification')}</dt>
            <dd>
              {verification ? (
                <Status tone={VERIFICATION_TONES[verification]}>
                  {t(`verificationStates.${verification}`)}
                </Status>
              ) : (
                t('unknown')
              )}
              {verification !== 'verified' && (
                <>
                  {' '}
                  <SiteLink href={`/${lng}/office/verification`}>{t('verify')}</SiteLink>
                </>
              )}
            </dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
