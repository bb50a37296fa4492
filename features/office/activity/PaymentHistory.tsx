import { SiteLink, Pagination } from '@/features/ui';
import { getTranslations } from 'next-intl/server';
import { formatMoney } from '@/features/betting';
import { getDisplayClock } from '@/features/settings/server';
import { log } from '@/server/log';
import { getPaymentHistory, type PaymentsPage } from '@/server/office/player-office';
import {
  PAYMENT_TYPE_FILTERS,
  pageFilterOf,
  type PaymentFilter,
} from '@/server/office/payment-filter';
import type { RouteMatch } from '@/server/routes/match';
import { signInAgain } from './activity-server';
import { ActivitySection, ActivityTable, Unavailable } from './ActivitySection';
import { DateAndTime } from './DateAndTime';
import { Status } from './Status';
import styles from './Activity.module.css';

type RouteSearchParams = Record<string, string | string[] | undefined>;

/** The filter as a query, without the defaults: `?from=2026-03-01&type=deposit&page=2`. */
function filterQuery(filter: PaymentFilter, page = filter.page): string {
  const query = new URLSearchParams();
  if (filter.from) query.set('from', filter.from);
  if (filter.to) query.set('to', filter.to);
  if (filter.type !== 'all') query.set('type', filter.type);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

const STATUS_TONES = {
  pending: 'pending',
  completed: 'success',
  cancelled: 'neutral',
  rejected: 'danger',
} as const;

/**
 * The office's payment history (route officeHistoryPay): the player's deposits and withdrawals,
 * newest first, filtered by a period of days in the player's zone and by type through a plain
 * GET form (works before any JavaScript). A query that does not parse shows every payment and
 * says so: never an error page.
 */
export async function PaymentHistory({
  lng,
  searchParams,
}: {
  lng: string;
  match: RouteMatch;
  searchParams?: RouteSearchParams;
}) {
  const [t, clock] = await Promise.all([
    getTranslations('officeActivity.payments'),
    getDisplayClock(lng),
  ]);
  const { filter, isInvalid } = pageFilterOf(searchParams);
  const base = `/${lng}/office/historypay`;
  let history: PaymentsPage | null;
  try {
    history = await getPaymentHistory(filter, clock.timeZone);
  } catch (error) {
    log.error('payment history unavailable', { error });
    return <Unavailable>{t('unavailable')}</Unavailable>;
  }
  if (!history) signInAgain(lng, `${base}${filterQuery(filter)}`);
  const isFiltered = filter.type !== 'all' || filter.from !== undefined || filter.to !== undefined;

  return (
    <ActivitySection id="payments-caption" caption={t('caption')}>
      <form className={styles.filter} method="get" action={base} aria-label={t('filter')}>
        <label className={styles.field}>
          <span>{t('from')}</span>
          <input type="date" name="from" defaultValue={filter.from ?? ''} />
        </label>
        <label className={styles.field}>
          <span>{t('to')}</span>
          <input type="date" name="to" defaultValue={filter.to ?? ''} />
        </label>
        <label className={styles.field}>
          <span>{t('type')}</span>
          <select name="type" defaultValue={filter.type}>
            {PAYMENT_TYPE_FILTERS.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={styles.primary}>
          {t('apply')}
        </button>
        {(isFiltered || isInvalid) && (
          <SiteLink className={styles.secondary} href={base}>
            {t('reset')}
          </SiteLink>
        )}
      </form>
      {isInvalid && (
        <p className={styles.warning} role="status">
          {t('invalidFilter')}
        </p>
      )}
      {history.meta.total === 0 ? (
        <div className={styles.empty}>
          <p>{isFiltered ? t('emptyFiltered') : t('empty')}</p>
          {!isFiltered && (
            <SiteLink className={styles.emptyAction} href={`/${lng}/office/recharge`}>
              {t('emptyAction')}
            </SiteLink>
          )}
        </div>
      ) : (
        <>
          <p className={styles.summary}>
            <span>{t('count', { total: history.meta.total })}</span>
            {history.pageCount > 1 && (
              <span>{t('pageOf', { page: history.meta.page, pages: history.pageCount })}</span>
            )}
          </p>
          <ActivityTable
            caption={t('caption')}
            columns={
              <>
                <th scope="col">{t('columns.date')}</th>
                <th scope="col">{t('columns.type')}</th>
                <th scope="col">{t('columns.method')}</th>
                <th scope="col" className={styles.num}>
                  {t('columns.amount')}
                </th>
                <th scope="col">{t('columns.status')}</th>
                <th scope="col" className={styles.num}>
                  {t('columns.id')}
                </th>
              </>
            }
          >
            {history.data.map((payment) => (
              <tr key={payment.id}>
                <td>
                  <DateAndTime lng={lng} clock={clock} iso={payment.createdAt} />
                </td>
                <td>
                  <span className={styles.kind} data-kind={payment.type}>
                    {t(`kinds.${payment.type}`)}
                  </span>
                </td>
                <td>{payment.method}</td>
                <td className={styles.num}>
                  <span className={styles.amount} data-kind={payment.type}>
                    {payment.type === 'withdrawal' ? '−' : '+'}
                    {formatMoney(lng, payment.amount, payment.currency)}
                  </span>
                </td>
                <td>
                  <Status tone={STATUS_TONES[payment.status]}>
                    {t(`statuses.${payment.status}`)}
                  </Status>
                </td>
                <td className={`${styles.num} ${styles.muted}`}>{payment.id}</td>
              </tr>
            ))}
          </ActivityTable>
          {history.pageCount > 1 && (
            <Pagination
              page={history.meta.page}
              pageCount={history.pageCount}
              href={(page) => `${base}${filterQuery(filter, page)}`}
              labels={{
                nav: t('pages'),
                previous: t('previous'),
                next: t('next'),
                page: (page) => t('page', { page }),
              }}
            />
          )}
        </>
      )}
    </ActivitySection>
  );
}
