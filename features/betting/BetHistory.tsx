import { SiteLink, Pagination } from '@/features/ui';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getDisplayFormats } from '@/features/settings/server';
import type { DisplayClock } from '@/features/settings';
import { RETURN_URL_PARAM } from '@/server/edge/pipeline';
import { getCouponHistory, type HistoryPage } from '@/server/betting/player-betting';
import { log } from '@/server/log';
import type { RouteMatch } from '@/server/routes/match';
import type { Coupon } from '@/server/upstream/schemas/coupon';
import {
  couponTypeName,
  eventName,
  formatCoef,
  formatDateAndTime,
  formatMoney,
  historyPageOf,
} from './bet-display';
import { BetStatus } from './BetStatus';
import styles from './BetHistory.module.css';

type Translator = Awaited<ReturnType<typeof getTranslations<'betting'>>>;

/**
 * The office's bet history (route officeHistory): the player's coupons newest first, a page at a
 * time (`?page=`, anything but a positive integer is the first page), each with its bets in a
 * `<details>` that opens without JavaScript, and a link to its printable slip.
 */
export async function BetHistory({
  lng,
  searchParams,
}: {
  lng: string;
  match: RouteMatch;
  searchParams?: Record<string, string | string[] | undefined>;
}) {
  const [t, { clock, coefViewId }] = await Promise.all([
    getTranslations('betting'),
    getDisplayFormats(lng),
  ]);
  const page = historyPageOf(searchParams?.page);
  let history: HistoryPage | null;
  try {
    history = await getCouponHistory(lng, page);
    // A page past the last one reads as a bad page: the first.
    if (history && history.coupons.length === 0 && history.total > 0) {
      history = await getCouponHistory(lng, 1);
    }
  } catch (error) {
    log.error('bet history unavailable', { error });
    return (
      <p className={styles.notice} role="status">
        {t('history.unavailable')}
      </p>
    );
  }
  if (!history) {
    // The route guard sends visitors to sign in first; a session that ended since lands here.
    const back = `/${lng}/office/history${page > 1 ? `?page=${page}` : ''}`;
    redirect(`/${lng}/user/login?${new URLSearchParams({ [RETURN_URL_PARAM]: back })}`);
  }
  if (history.total === 0) {
    return (
      <div className={styles.empty}>
        <p>{t('history.empty')}</p>
        <SiteLink className={styles.emptyAction} href={`/${lng}/line`}>
          {t('history.emptyAction')}
        </SiteLink>
      </div>
    );
  }
  return (
    <section className={styles.history} aria-labelledby="bet-history-caption">
      <p className={styles.summary}>
        <span>{t('history.count', { total: history.total })}</span>
        {history.pageCount > 1 && (
          <span>{t('history.pageOf', { page: history.page, pages: history.pageCount })}</span>
        )}
      </p>
      <div className={styles.scroller}>
        <table className={styles.table}>
          <caption id="bet-history-caption" className={styles.caption}>
            {t('history.caption')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('columns.number')}</th>
              <th scope="col">{t('columns.placedAt')}</th>
              <th scope="col">{t('columns.type')}</th>
              <th scope="col" className={styles.num}>
                {t('columns.stake')}
              </th>
              <th scope="col" className={styles.num}>
                {t('columns.coef')}
              </th>
              <th scope="col" className={styles.num}>
                {t('columns.possibleWin')}
              </th>
              <th scope="col" className={styles.num}>
                {t('columns.payout')}
              </th>
              <th scope="col">{t('columns.status')}</th>
              <th scope="col">
                <span className={styles.visuallyHidden}>{t('columns.actions')}</span>
              </th>
            </tr>
          </thead>
          {history.coupons.map((coupon) => (
            <CouponRows
              key={coupon.couponId}
              coupon={coupon}
              lng={lng}
              clock={clock}
              coefViewId={coefViewId}
              t={t}
            />
          ))}
        </table>
      </div>
      {history.pageCount > 1 && (
        <Pagination
          page={history.page}
          pageCount={history.pageCount}
          href={(page) => `/${lng}/office/history${page > 1 ? `?page=${page}` : ''}`}
          labels={{
            nav: t('history.pages'),
            previous: t('history.previous'),
            next: t('history.next'),
            page: (page) => t('history.page', { page }),
          }}
        />
      )}
    </section>
  );
}

function CouponRows({
  coupon,
  lng,
  clock,
  coefViewId,
  t,
}: {
  coupon: Coupon;
  lng: string;
  clock: DisplayClock;
  /** The player's odds format (spec 02 §3 coefViewId). */
  coefViewId: number;
  t: Translator;
}) {
  const type = couponTypeName(coupon);
  const events = [...new Set(coupon.bets.map((bet) => eventName(bet.opponents)))];
  return (
    <tbody className={styles.coupon}>
      <tr>
        <th scope="row" className={styles.number}>
          {coupon.couponId}
        </th>
        <td className={styles.date}>
          <DateAndTime lng={lng} clock={clock} iso={coupon.placedAt} />
        </td>
        <td>{t(`types.${type.key}`, type.values)}</td>
        <td className={styles.num}>{formatMoney(lng, coupon.amount, coupon.currency)}</td>
        <td className={styles.num}>{formatCoef(coupon.coef, coefViewId)}</td>
        <td className={styles.num}>{formatMoney(lng, coupon.possibleWin, coupon.currency)}</td>
        <td className={styles.num}>
          {coupon.payout === null ? (
            <span className={styles.muted}>{t('noPayout')}</span>
          ) : (
            formatMoney(lng, coupon.payout, coupon.currency)
          )}
        </td>
        <td>
          <BetStatus status={coupon.status} label={t(`statuses.${coupon.status}`)} />
        </td>
        <td className={styles.actions}>
          <SiteLink
            href={`/${lng}/print-coupon/${coupon.couponId}`}
            aria-label={t('history.printLabel', { number: coupon.couponId })}
            prefetch={false}
          >
            {t('history.print')}
          </SiteLink>
        </td>
      </tr>
      <tr className={styles.betsRow}>
        <td colSpan={9}>
          <details className={styles.details}>
            <summary>
              {t('history.bets', { count: coupon.bets.length, events: events.join(', ') })}
            </summary>
            <table className={styles.bets}>
              <thead>
                <tr>
                  <th scope="col">{t('columns.event')}</th>
                  <th scope="col">{t('columns.startTime')}</th>
                  <th scope="col">{t('columns.selection')}</th>
                  <th scope="col" className={styles.num}>
                    {t('columns.coef')}
                  </th>
                  <th scope="col">{t('columns.status')}</th>
                </tr>
              </thead>
              <tbody>
                {coupon.bets.map((bet) => (
                  <tr key={`${bet.outcomeId}-${bet.blockId ?? ''}`}>
                    <td>
                      <span className={styles.event}>{eventName(bet.opponents)}</span>
                      <span className={styles.champ}>
                        {bet.sportName}. {bet.champName}
                      </span>
                    </td>
                    <td className={styles.date}>
                      <DateAndTime lng={lng} clock={clock} iso={bet.startTime} />
                    </td>
                    <td>
                      {bet.marketName}: <strong>{bet.outcomeName}</strong>
                      {bet.isLive && <span className={styles.tag}>{t('bet.live')}</span>}
                      {bet.isBanker && <span className={styles.tag}>{t('bet.banker')}</span>}
                      {bet.blockId !== null && (
                        <span className={styles.tag}>{t('bet.block', { id: bet.blockId })}</span>
                      )}
                    </td>
                    <td className={styles.num}>{formatCoef(bet.coef, coefViewId)}</td>
                    <td>
                      <BetStatus status={bet.status} label={t(`statuses.${bet.status}`)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </td>
      </tr>
    </tbody>
  );
}

function DateAndTime({ lng, clock, iso }: { lng: string; clock: DisplayClock; iso: string }) {
  const { date, time } = formatDateAndTime(lng, clock, iso);
  return (
    <time dateTime={iso}>
      {date}
      <span className={styles.time}>{time}</span>
    </time>
  );
}
