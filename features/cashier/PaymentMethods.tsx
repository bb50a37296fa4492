import { getTranslations } from 'next-intl/server';
import { SiteLink } from '@/features/ui';
import { formatMoney } from '@/features/betting';
import { ActivitySection, ActivityTable, Unavailable } from '@/features/office';
import { getPublicMethods } from '@/server/cashier/player-cashier';
import { log } from '@/server/log';
import type { RouteMatch } from '@/server/routes/match';
import type { MethodsAnswer, MethodTerms } from '@/server/upstream/schemas/cashier';
import styles from './Cashier.module.css';

/**
 * The public payment methods page (route payment; spec 01 §2, §5: shown only when route 52 is
 * available and, when the site config says so, to a signed-in player — decided by the route
 * rules before this renders). Every method with its ranges, fee and time, in the operator's
 * default currency; the list is shared between visitors (server/cashier/cashier-api.ts).
 */
export async function PaymentMethods({ lng }: { lng: string; match: RouteMatch }) {
  const t = await getTranslations('cashier');
  let methods: MethodsAnswer;
  try {
    methods = await getPublicMethods(undefined, lng);
  } catch (error) {
    log.error('payment methods unavailable', { error });
    return <Unavailable>{t('unavailable')}</Unavailable>;
  }
  const { currency } = methods.meta;
  const terms = (value: MethodTerms | null) =>
    value === null ? (
      <span className={styles.muted}>{t('methods.notAvailable')}</span>
    ) : (
      <>
        {t('range', {
          min: formatMoney(lng, value.min, currency),
          max: formatMoney(lng, value.max, currency),
        })}
        <span className={styles.quote}>
          {value.feePercent > 0 ? t('fee', { percent: value.feePercent }) : t('noFee')}
          {' · '}
          {value.processingMinutes === 0
            ? t('methods.instant')
            : value.processingMinutes % 60 === 0
              ? t('methods.hours', { hours: value.processingMinutes / 60 })
              : t('methods.minutes', { minutes: value.processingMinutes })}
        </span>
      </>
    );
  return (
    <ActivitySection
      id="payment-methods-caption"
      caption={t('methods.caption', { currency })}
      aside={
        <SiteLink className={styles.action} href={`/${lng}/office/recharge`}>
          {t('methods.toDeposit')}
        </SiteLink>
      }
    >
      <ActivityTable
        caption={t('methods.caption', { currency })}
        columns={
          <>
            <th scope="col">{t('methods.method')}</th>
            <th scope="col">{t('methods.deposit')}</th>
            <th scope="col">{t('methods.withdrawal')}</th>
          </>
        }
      >
        {methods.data.map((m) => (
          <tr key={m.id}>
            <th scope="row">
              {m.name}
              <span className={styles.quote}>{t(`kinds.${m.kind}`)}</span>
            </th>
            <td>{terms(m.deposit)}</td>
            <td>{terms(m.withdrawal)}</td>
          </tr>
        ))}
      </ActivityTable>
    </ActivitySection>
  );
}
