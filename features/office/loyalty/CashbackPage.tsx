import { getTranslations } from 'next-intl/server';
import { formatMoney } from '@/features/betting';
import { signInAgain } from '../activity/activity-server';
import { ActivitySection, ActivityTable, Unavailable } from '../activity/ActivitySection';
import { DateAndTime } from '../activity/DateAndTime';
import { Status } from '../activity/Status';
import { flashState, formFlashOf } from '../contact/page-form';
import { LazyLoyaltyActionForm } from '../lazy-parts';
import { getDisplayClock } from '@/features/settings/server';
import { formatDate, formatDateTime, type DisplayClock } from '@/features/settings';
import { SiteLink } from '@/features/ui';
import { log } from '@/server/log';
import { getCashback } from '@/server/office/loyalty-player';
import type { RouteMatch } from '@/server/routes/match';
import type { Cashback, CashbackProgramme } from '@/server/upstream/schemas/office-loyalty';
import tableStyles from '../activity/Activity.module.css';
import styles from './Loyalty.module.css';

const PAGE_PATHS: Readonly<Record<CashbackProgramme, string>> = {
  vip: 'office/casino/vipcashback',
  premium: 'office/casino/premiumcashback',
};

/** The programme's week is a UTC week: its days are shown as UTC days. */
const UTC: DisplayClock = { timeZone: 0, is12h: false };
const LAST_MS = 1;

type RouteSearchParams = Record<string, string | string[] | undefined>;

/**
 * office/casino/vipcashback and office/casino/premiumcashback (routes officeVipCashback,
 * officePremiumCashback): the rate the player has (VIP level, or the Premium subscription), the
 * week's net casino loss and cashback so far with the claim, the rules, and the payouts.
 */
export async function CashbackPage({
  lng,
  programme,
  searchParams,
}: {
  lng: string;
  programme: CashbackProgramme;
  searchParams?: RouteSearchParams;
}) {
  const [t, levelName, clock] = await Promise.all([
    getTranslations('officeLoyalty.cashback'),
    getTranslations('officeLoyalty.levels'),
    getDisplayClock(lng),
  ]);
  let cashback: Cashback | null;
  try {
    cashback = await getCashback(programme);
  } catch (error) {
    log.error('cashback unavailable', { error, programme });
    return <Unavailable>{t('unavailable')}</Unavailable>;
  }
  if (!cashback) signInAgain(lng, `/${lng}/${PAGE_PATHS[programme]}`);

  const money = (amount: string) => formatMoney(lng, amount, cashback.currency);
  const { period, rule, subscription } = cashback;
  const min = money(rule.minPayout);
  const flash = formFlashOf(searchParams);
  const codeTexts = {
    cashback_below_minimum: t('errors.cashback_below_minimum', { min }),
    premium_inactive: t('errors.premium_inactive'),
  };
  const failed = t('failed');
  const initial = flashState(flash, {
    fields: [],
    fieldText: () => failed,
    codeText: (code) => codeTexts[code as keyof typeof codeTexts],
    failed,
  });
  const premiumOff = programme === 'premium' && !subscription?.active;
  const weekFrom = formatDate(lng, UTC, period.start, { withYear: true });
  const weekTo = formatDate(lng, UTC, Date.parse(period.end) - LAST_MS, { withYear: true });
  const sinceClaim = period.countedFrom !== period.start;

  return (
    <div className={styles.stack}>
      <ActivitySection id="cashback-caption" caption={t(`caption.${programme}`)}>
        {flash?.kind === 'done' && (
          <p role="status" className={styles.done}>
            {t('claimedFlash')}
          </p>
        )}
        <dl className={styles.stats}>
          {programme === 'vip' && cashback.level ? (
            <div className={styles.stat}>
              <dt>{t('level')}</dt>
              <dd>
                <span className={`${styles.badge} ${styles[cashback.level]}`}>
                  {levelName(cashback.level)}
                </span>
              </dd>
            </div>
          ) : (
            <div className={styles.stat}>
              <dt>{t('subscription')}</dt>
              <dd>
                {subscription?.active && subscription.until ? (
                  <>
                    <Status tone="success">{t('premiumActive')}</Status>
                    <span className={styles.statNote}>
                      {t('premiumUntil', {
                        date: formatDate(lng, clock, subscription.until, { withYear: true }),
                      })}
                    </span>
                  </>
                ) : (
                  <Status tone="neutral">{t('premiumInactive')}</Status>
                )}
              </dd>
            </div>
          )}
          <div className={styles.stat}>
            <dt>{t('rate')}</dt>
            <dd className={styles.statValue}>{cashback.percent}%</dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('week')}</dt>
            <dd>
              {t('weekRange', { from: weekFrom, to: weekTo })}
              {sinceClaim && (
                <span className={styles.statNote}>
                  {t('sinceClaim', { date: formatDateTime(lng, clock, period.countedFrom) })}
                </span>
              )}
            </dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('netLoss')}</dt>
            <dd className={styles.statValue}>{money(period.netLoss)}</dd>
          </div>
          <div className={`${styles.stat} ${styles.highlight}`}>
            <dt>{t('accrued')}</dt>
            <dd className={styles.statValue}>{money(period.cashback)}</dd>
          </div>
        </dl>
        <div className={styles.claimRow}>
          {period.claimable ? (
            <LazyLoyaltyActionForm
              lng={lng}
              action={`/api/office/loyalty/cashback/${programme}/claims`}
              label={t('claim', { amount: money(period.cashback) })}
              pendingLabel={t('claiming')}
              accessibleName={t(`claimName.${programme}`)}
              sentText={t('claimed', { amount: money(period.cashback) })}
              codeTexts={codeTexts}
              failed={failed}
              initial={initial}
            />
          ) : (
            <>
              {initial.alert && (
                <p role="alert" className={styles.alert}>
                  {initial.alert}
                </p>
              )}
              <p className={styles.notice}>
                {premiumOff ? t('premiumOff') : t('belowMinimum', { min })}
              </p>
            </>
          )}
        </div>
      </ActivitySection>

      <div className={styles.columns}>
        <ActivitySection id="cashback-rules-caption" caption={t('rulesCaption')}>
          <ul className={styles.rules}>
            <li>
              {programme === 'vip'
                ? t('rules.vip')
                : t('rules.premium', { percent: subscription?.percent ?? 0 })}
            </li>
            <li>{t('rules.min', { min })}</li>
            <li>{t('rules.weekly', { min })}</li>
            <li>{t('rules.max', { max: money(rule.maxPayout) })}</li>
          </ul>
        </ActivitySection>
        {programme === 'vip' ? (
          <ActivitySection
            id="cashback-levels-caption"
            caption={t('levelsCaption')}
            aside={
              <SiteLink className={styles.asideLink} href={`/${lng}/office/rewards`}>
                {t('toRewards')}
              </SiteLink>
            }
          >
            <ActivityTable
              caption={t('levelsCaption')}
              columns={
                <>
                  <th scope="col">{t('levelColumns.level')}</th>
                  <th scope="col" className={tableStyles.num}>
                    {t('levelColumns.from')}
                  </th>
                  <th scope="col" className={tableStyles.num}>
                    {t('levelColumns.rate')}
                  </th>
                </>
              }
            >
              {cashback.levels.map((level) => (
                <tr
                  key={level.level}
                  className={level.level === cashback.level ? styles.current : undefined}
                  aria-current={level.level === cashback.level ? 'true' : undefined}
                >
                  <td>
                    <span className={`${styles.badge} ${styles[level.level]}`}>
                      {levelName(level.level)}
                    </span>
                    {level.level === cashback.level && (
                      <span className={styles.you}>{t('yourLevel')}</span>
                    )}
                  </td>
                  <td className={tableStyles.num}>
                    {new Intl.NumberFormat(lng).format(level.fromPoints)}
                  </td>
                  <td className={tableStyles.num}>{level.cashbackPercent}%</td>
                </tr>
              ))}
            </ActivityTable>
          </ActivitySection>
        ) : (
          <ActivitySection id="cashback-plan-caption" caption={t('planCaption')}>
            <ul className={styles.rules}>
              <li>{t('plan.price', { price: money(subscription?.price ?? '0.00') })}</li>
              <li>{t('plan.renew')}</li>
              <li>{t('plan.together')}</li>
            </ul>
            <p className={styles.asideText}>
              <SiteLink className={styles.asideLink} href={`/${lng}/office/manager`}>
                {t('plan.manager')}
              </SiteLink>
            </p>
          </ActivitySection>
        )}
      </div>

      <ActivitySection id="cashback-history-caption" caption={t('historyCaption')}>
        {cashback.payouts.length === 0 ? (
          <p className={styles.empty}>{t('noPayouts')}</p>
        ) : (
          <ActivityTable
            caption={t('historyCaption')}
            columns={
              <>
                <th scope="col">{t('columns.period')}</th>
                <th scope="col" className={tableStyles.num}>
                  {t('columns.netLoss')}
                </th>
                <th scope="col" className={tableStyles.num}>
                  {t('columns.rate')}
                </th>
                <th scope="col" className={tableStyles.num}>
                  {t('columns.amount')}
                </th>
                <th scope="col">{t('columns.paid')}</th>
                <th scope="col">{t('columns.kind')}</th>
              </>
            }
          >
            {cashback.payouts.map((payout) => (
              <tr key={payout.id}>
                <td>
                  {formatDate(lng, UTC, payout.periodStart)} –{' '}
                  {formatDate(lng, UTC, Date.parse(payout.periodEnd) - LAST_MS, { withYear: true })}
                </td>
                <td className={tableStyles.num}>{money(payout.netLoss)}</td>
                <td className={tableStyles.num}>{payout.percent}%</td>
                <td className={`${tableStyles.num} ${styles.strong}`}>
                  {formatMoney(lng, payout.amount, payout.currency)}
                </td>
                <td>
                  <DateAndTime lng={lng} clock={clock} iso={payout.paidAt} />
                </td>
                <td>
                  <Status tone={payout.kind === 'claimed' ? 'success' : 'info'}>
                    {t(`kinds.${payout.kind}`)}
                  </Status>
                </td>
              </tr>
            ))}
          </ActivityTable>
        )}
      </ActivitySection>
    </div>
  );
}

export const VipCashback = (props: {
  lng: string;
  match: RouteMatch;
  searchParams?: RouteSearchParams;
}) => <CashbackPage lng={props.lng} programme="vip" searchParams={props.searchParams} />;

export const PremiumCashback = (props: {
  lng: string;
  match: RouteMatch;
  searchParams?: RouteSearchParams;
}) => <CashbackPage lng={props.lng} programme="premium" searchParams={props.searchParams} />;
