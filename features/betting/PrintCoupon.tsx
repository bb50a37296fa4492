import { SiteLink } from '@/features/ui';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getSiteConfig } from '@/server/config/site-config';
import { log } from '@/server/log';
import { RETURN_URL_PARAM } from '@/server/edge/pipeline';
import { getPlayerAccounts, getPlayerCoupon } from '@/server/betting/player-betting';
import type { RouteMatch } from '@/server/routes/match';
import { getDisplayFormats } from '@/features/settings/server';
import { couponTypeName, eventName, formatCoef, formatDateTime, formatMoney } from './bet-display';
import { BetStatus } from './BetStatus';
import { PrintButton } from './PrintButton';
import styles from './PrintCoupon.module.css';

/**
 * The printable bet slip (route printCoupon, empty layout, noindex): the operator, the coupon's
 * number, time and type, every bet with its event, start, market, outcome, odds and status, and
 * the stake, total odds, possible win and payout. Only the player's own coupon: a visitor signs
 * in and comes back; another player's or an unknown number is a 404, the same for both.
 */
export async function PrintCoupon({ lng, match }: { lng: string; match: RouteMatch }) {
  const couponId = Number(match.params.couponId);
  const [t, tWallets, config, found, { clock, coefViewId }, accounts] = await Promise.all([
    getTranslations('betting'),
    getTranslations('wallets'),
    getSiteConfig(lng),
    getPlayerCoupon(lng, couponId),
    getDisplayFormats(lng),
    // The account's name as the wallets page gives it; the slip prints without it if the
    // accounts cannot be had (or the account has been closed since).
    getPlayerAccounts().catch((error: unknown) => {
      log.warn('printed coupon: accounts unavailable', { error });
      return null;
    }),
  ]);
  if (found.kind === 'signedOut') {
    const back = `/${lng}/print-coupon/${couponId}`;
    redirect(`/${lng}/user/login?${new URLSearchParams({ [RETURN_URL_PARAM]: back })}`);
  }
  if (found.kind === 'notFound') notFound();
  const { coupon } = found;
  const type = couponTypeName(coupon);
  const money = (amount: string) => formatMoney(lng, amount, coupon.currency);
  const account = accounts?.accounts.find((a) => a.id === coupon.accountId);
  return (
    <article className={styles.slip} aria-labelledby="slip-title">
      <div className={styles.toolbar}>
        <PrintButton label={t('print.printButton')} className={styles.print} />
        <SiteLink href={`/${lng}/office/history`}>{t('print.toHistory')}</SiteLink>
      </div>
      <div className={styles.head}>
        <p className={styles.operator}>
          {t('print.operator', { operator: config.siteConfig.companyName })}
        </p>
        <h1 id="slip-title">{t('print.title', { number: coupon.couponId })}</h1>
        <BetStatus status={coupon.status} label={t(`statuses.${coupon.status}`)} />
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('print.placedAt')}</dt>
          <dd>{formatDateTime(lng, clock, coupon.placedAt)}</dd>
        </div>
        <div>
          <dt>{t('print.type')}</dt>
          <dd>{t(`types.${type.key}`, type.values)}</dd>
        </div>
        <div>
          <dt>{t('print.account')}</dt>
          <dd>
            {account ? `${tWallets(`type${account.type}`)} · ` : ''}
            {coupon.currency}
          </dd>
        </div>
        {coupon.settledAt && (
          <div>
            <dt>{t('print.settledAt')}</dt>
            <dd>{formatDateTime(lng, clock, coupon.settledAt)}</dd>
          </div>
        )}
      </dl>
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
              <td className={styles.eventCell}>
                <span className={styles.event}>{eventName(bet.opponents)}</span>
                <span className={styles.champ}>
                  {bet.sportName}. {bet.champName}
                  {bet.isLive ? ` · ${t('bet.live')}` : ''}
                  {bet.isBanker ? ` · ${t('bet.banker')}` : ''}
                  {bet.blockId !== null ? ` · ${t('bet.block', { id: bet.blockId })}` : ''}
                </span>
              </td>
              <td className={`${styles.nowrap} ${styles.startCell}`}>
                {formatDateTime(lng, clock, bet.startTime)}
              </td>
              <td className={styles.selectionCell}>
                {bet.marketName}: <strong>{bet.outcomeName}</strong>
              </td>
              <td className={`${styles.num} ${styles.coefCell}`}>
                {formatCoef(bet.coef, coefViewId)}
              </td>
              <td className={`${styles.nowrap} ${styles.statusCell}`}>
                <BetStatus status={bet.status} label={t(`statuses.${bet.status}`)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.totals}>
        <div>
          <dt>{t('print.stake')}</dt>
          <dd>{money(coupon.amount)}</dd>
        </div>
        <div>
          <dt>{t('print.totalCoef')}</dt>
          <dd>{formatCoef(coupon.coef, coefViewId)}</dd>
        </div>
        <div>
          <dt>{t('print.possibleWin')}</dt>
          <dd>{money(coupon.possibleWin)}</dd>
        </div>
        <div className={styles.payout}>
          <dt>{t('print.payout')}</dt>
          <dd>{coupon.payout === null ? t(`statuses.${coupon.status}`) : money(coupon.payout)}</dd>
        </div>
      </dl>
      <p className={styles.note}>
        {t('print.printedAt', { time: formatDateTime(lng, clock, new Date().toISOString()) })}
      </p>
    </article>
  );
}
