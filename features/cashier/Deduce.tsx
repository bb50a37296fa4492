import { getTranslations } from 'next-intl/server';
import { formatMoney } from '@/features/betting';
import {
  ActivitySection,
  ActivityTable,
  DateAndTime,
  Status,
  type StatusTone,
} from '@/features/office';
import { getDisplayClock } from '@/features/settings/server';
import type { RouteMatch } from '@/server/routes/match';
import type { WithdrawalStatus } from '@/server/upstream/schemas/cashier';
import { CashierMessages } from './CashierMessages';
import { LazyCancelWithdrawal, LazyPaymentForm } from './lazy-parts';
import { BalanceLine, cashierOrNotice } from './Recharge';
import styles from './Cashier.module.css';

const TONES: Readonly<Record<WithdrawalStatus, StatusTone>> = {
  pending: 'pending',
  completed: 'success',
  cancelled: 'neutral',
  rejected: 'danger',
};

/**
 * The withdrawal page (route officeDeduce, spec 02 §2 "deduction (withdrawal)"): what may be
 * withdrawn, the form, and the player's withdrawals with a cancel for the pending ones. The route
 * guards already hold the cashier for a player who must identify first (spec 01 §4).
 */
export async function Deduce({ lng }: { lng: string; match: RouteMatch }) {
  const [t, clock] = await Promise.all([getTranslations('cashier'), getDisplayClock(lng)]);
  const { cashier, notice } = await cashierOrNotice(lng, `/${lng}/office/deduce`);
  if (!cashier) return notice;
  const { currency } = cashier.account;
  return (
    <div className={styles.stack}>
      <ActivitySection id="deduce-caption" caption={t('withdrawal.caption')}>
        <BalanceLine lng={lng} cashier={cashier} />
        <p className={styles.hint}>
          {t('withdrawal.withdrawable', {
            amount: formatMoney(lng, cashier.withdrawable, currency),
          })}
        </p>
        <CashierMessages lng={lng}>
          <LazyPaymentForm
            lng={lng}
            direction="withdrawal"
            currency={currency}
            methods={cashier.methods}
            withdrawable={cashier.withdrawable}
          />
        </CashierMessages>
      </ActivitySection>
      <ActivitySection id="withdrawals-caption" caption={t('withdrawal.listCaption')}>
        {cashier.withdrawals.length === 0 ? (
          <p className={styles.hint}>{t('withdrawal.empty')}</p>
        ) : (
          <CashierMessages lng={lng}>
            <ActivityTable
              caption={t('withdrawal.listCaption')}
              columns={
                <>
                  <th scope="col">{t('columns.date')}</th>
                  <th scope="col">{t('columns.method')}</th>
                  <th scope="col">{t('columns.amount')}</th>
                  <th scope="col">{t('columns.status')}</th>
                  <th scope="col">
                    <span className={styles.visuallyHidden}>{t('columns.actions')}</span>
                  </th>
                </>
              }
            >
              {cashier.withdrawals.map((w) => (
                <tr key={w.id}>
                  <td>
                    <DateAndTime lng={lng} clock={clock} iso={w.createdAt} />
                  </td>
                  <td>{w.method}</td>
                  <td>{formatMoney(lng, w.amount, w.currency)}</td>
                  <td>
                    <Status tone={TONES[w.status]}>{t(`statuses.${w.status}`)}</Status>
                  </td>
                  <td>
                    {w.status === 'pending' ? (
                      <LazyCancelWithdrawal lng={lng} withdrawal={w} />
                    ) : null}
                  </td>
                </tr>
              ))}
            </ActivityTable>
          </CashierMessages>
        )}
      </ActivitySection>
    </div>
  );
}
