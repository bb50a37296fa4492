import { getTranslations } from 'next-intl/server';
import { formatMoney } from '@/features/betting';
import { signInAgain } from '@/features/office/server';
import { ActivitySection, Unavailable } from '@/features/office';
import { getCashier } from '@/server/cashier/player-cashier';
import { log } from '@/server/log';
import type { RouteMatch } from '@/server/routes/match';
import type { Cashier } from '@/server/upstream/schemas/cashier';
import { CashierMessages } from './CashierMessages';
import { LazyPaymentForm } from './lazy-parts';
import styles from './Cashier.module.css';

/** The cashier of the page, or the notice that stands for it; a visitor goes to sign in. */
export async function cashierOrNotice(
  lng: string,
  back: string,
): Promise<{ cashier: Cashier; notice: null } | { cashier: null; notice: React.ReactNode }> {
  const t = await getTranslations('cashier');
  let cashier: Cashier | null;
  try {
    cashier = await getCashier(lng);
  } catch (error) {
    log.error('cashier unavailable', { error });
    return { cashier: null, notice: <Unavailable>{t('unavailable')}</Unavailable> };
  }
  if (!cashier) signInAgain(lng, back);
  return { cashier, notice: null };
}

/** The balance line both cashier pages open with. */
export async function BalanceLine({ lng, cashier }: { lng: string; cashier: Cashier }) {
  const t = await getTranslations('cashier');
  const { account } = cashier;
  return (
    <p className={styles.balance}>
      <span>{t('balance')}</span>
      <strong data-testid="cashier-balance">
        {formatMoney(lng, account.balance, account.currency)}
      </strong>
    </p>
  );
}

/**
 * The deposit page (route officeRecharge, spec 02 §2 "recharge (deposit)"): the active account's
 * balance, the deposit limits in force with what is left of them (spec 01 §3 types 20–22), and
 * the form. The upstream credits the active account and refuses above a limit with its reason.
 */
export async function Recharge({ lng }: { lng: string; match: RouteMatch }) {
  const t = await getTranslations('cashier');
  const { cashier, notice } = await cashierOrNotice(lng, `/${lng}/office/recharge`);
  if (!cashier) return notice;
  const { currency } = cashier.account;
  const money = (value: string) => formatMoney(lng, value, currency);
  return (
    <ActivitySection id="recharge-caption" caption={t('deposit.caption')}>
      <BalanceLine lng={lng} cashier={cashier} />
      {cashier.depositLimits.length > 0 && (
        <ul className={styles.limits} aria-label={t('deposit.limits')}>
          {cashier.depositLimits.map((limit) => (
            <li key={limit.limitType}>
              {t('deposit.limitLeft', {
                period: t(`deposit.periods.${limit.limitType}`),
                remaining: money(limit.remaining),
                limit: money(limit.limit),
              })}
            </li>
          ))}
        </ul>
      )}
      <CashierMessages lng={lng}>
        <LazyPaymentForm
          lng={lng}
          direction="deposit"
          currency={currency}
          methods={cashier.methods}
          depositLimits={cashier.depositLimits}
        />
      </CashierMessages>
    </ActivitySection>
  );
}
