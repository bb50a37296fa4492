import { getTranslations } from 'next-intl/server';
import { SiteLink } from '@/features/ui';
import { formatMoney } from '@/features/betting';
import { signInAgain } from '../activity/activity-server';
import { ActivitySection, ActivityTable, Unavailable } from '../activity/ActivitySection';
import { flashState, formFlashOf, type FormFlash } from '../contact/page-form';
import { When } from '../contact/When';
import { LazyProgrammeForm } from '../lazy-parts';
import { getDisplayClock } from '@/features/settings/server';
import type { DisplayClock } from '@/features/settings';
import { requestIdentity } from '@/server/config/site-config';
import { log } from '@/server/log';
import { getPartner, type PartnerPageData } from '@/server/office/programmes-player';
import type { RouteMatch } from '@/server/routes/match';
import {
  STATS_PERIODS,
  SUB_ID_MAX,
  type StatsPeriod,
} from '@/server/upstream/schemas/office-programmes';
import { FlashNotice, programmeCodeTexts, type SearchParams } from './programme-texts';
import styles from './Programmes.module.css';

export const LINK_ACTION = '/api/office/programmes/partner/links';

/** `?period=` of the statistics; anything else is the last 7 days. */
export function periodOf(searchParams: SearchParams | undefined): StatsPeriod {
  const value = searchParams?.period;
  return STATS_PERIODS.find((p) => p === value) ?? 'week';
}

/**
 * A partner link: the site's address in the page's language with the partner's `ref` and the
 * link's `subid` (spec 02 §7: the site keeps both as referral cookies).
 */
export function partnerUrl(origin: string, lng: string, ref: string, subId: string | null) {
  const query = new URLSearchParams({ ref });
  if (subId) query.set('subid', subId);
  return `${origin}/${lng}?${query}`;
}

/**
 * office/partner (route officePartner): the partner's links (the main one and those with a
 * sub-id), a form for a new sub-id, and the statistics of the chosen period as a dense table.
 */
export async function PartnerPage({
  lng,
  searchParams,
}: {
  lng: string;
  match: RouteMatch;
  searchParams?: SearchParams;
}) {
  const period = periodOf(searchParams);
  let partner: PartnerPageData | null;
  let failed = false;
  try {
    partner = await getPartner(period);
  } catch (error) {
    log.error('partner programme unavailable', { error });
    partner = null;
    failed = true;
  }
  if (!partner && !failed) signInAgain(lng, `/${lng}/office/partner`);
  const [clock, { origin }] = await Promise.all([getDisplayClock(lng), requestIdentity()]);
  return (
    <PartnerView
      lng={lng}
      origin={origin}
      clock={clock}
      period={period}
      partner={partner}
      flash={formFlashOf(searchParams)}
    />
  );
}

/** The page once the partner data is read: null when the upstream could not answer. */
export async function PartnerView({
  lng,
  origin,
  clock,
  period,
  partner,
  flash,
}: {
  lng: string;
  origin: string;
  clock: DisplayClock;
  period: StatsPeriod;
  partner: PartnerPageData | null;
  flash: FormFlash | null;
}) {
  const [t, common] = await Promise.all([
    getTranslations('officeProgrammes.partner'),
    getTranslations('officeProgrammes.common'),
  ]);
  if (!partner) return <Unavailable>{t('unavailable')}</Unavailable>;
  const codeTexts = await programmeCodeTexts('partner');
  const { ref, links, commissionPercent, currency } = partner.partner;
  const { stats } = partner;
  const subIdError = t('errors.subId', { max: SUB_ID_MAX });
  const initial = flashState(flash, {
    fields: ['subId'],
    fieldText: () => subIdError,
    codeText: (code) => codeTexts[code],
    failed: common('failed'),
  });
  const main = links.find((link) => link.subId === null);
  const number = new Intl.NumberFormat(lng);
  const money = (amount: string) => formatMoney(lng, amount, currency);
  const rowLabel = (from: string) =>
    new Intl.DateTimeFormat(lng, {
      timeZone: 'UTC',
      ...(period === 'year'
        ? { month: 'long', year: 'numeric' }
        : { day: 'numeric', month: 'short', weekday: 'short' }),
    }).format(new Date(from));

  return (
    <div className={styles.stack}>
      <FlashNotice
        flash={flash}
        done={t('added')}
        codeTexts={codeTexts}
        failed={common('failed')}
        skipField="subId"
      />
      <ActivitySection id="partner-link-caption" caption={t('linkCaption')}>
        <div className={styles.linkGrid}>
          <div className={styles.linkIntro}>
            <p className={styles.intro}>{t('intro', { percent: commissionPercent })}</p>
            <div className={styles.copyField}>
              <label htmlFor="partner-main-link">{t('mainLink')}</label>
              <input
                id="partner-main-link"
                readOnly
                value={partnerUrl(origin, lng, ref, main?.subId ?? null)}
              />
            </div>
          </div>
          <LazyProgrammeForm
            lng={lng}
            action={LINK_ACTION}
            input={{
              name: 'subId',
              label: t('subId'),
              hint: t('subIdHint', { max: SUB_ID_MAX }),
              maxLength: SUB_ID_MAX,
              error: subIdError,
            }}
            label={t('add')}
            pendingLabel={t('adding')}
            accessibleName={t('formName')}
            sentText={t('added')}
            codeTexts={codeTexts}
            failed={common('failed')}
            initial={initial}
          />
        </div>
      </ActivitySection>

      <ActivitySection id="partner-links-caption" caption={t('linksCaption')}>
        <ActivityTable
          caption={t('linksCaption')}
          columns={
            <>
              <th scope="col">{t('columns.subId')}</th>
              <th scope="col">{t('columns.link')}</th>
              <th scope="col">{t('columns.created')}</th>
              <th scope="col" className={styles.num}>
                {t('columns.clicks')}
              </th>
              <th scope="col" className={styles.num}>
                {t('columns.registrations')}
              </th>
            </>
          }
        >
          {links.map((link) => {
            const url = partnerUrl(origin, lng, ref, link.subId);
            return (
              <tr key={link.id}>
                <td className={styles.code}>{link.subId ?? t('mainSubId')}</td>
                <td className={styles.url}>
                  <code>{url}</code>
                </td>
                <td>
                  <When lng={lng} clock={clock} iso={link.createdAt} />
                </td>
                <td className={styles.num}>{number.format(link.clicks)}</td>
                <td className={styles.num}>{number.format(link.registrations)}</td>
              </tr>
            );
          })}
        </ActivityTable>
      </ActivitySection>

      <ActivitySection
        id="partner-stats-caption"
        caption={t('statsCaption')}
        aside={
          <nav aria-label={t('periodLabel')} className={styles.tabs}>
            {STATS_PERIODS.map((p) => (
              <SiteLink
                key={p}
                href={`/${lng}/office/partner?period=${p}`}
                aria-current={p === period ? 'page' : undefined}
                className={p === period ? `${styles.tab} ${styles.tabCurrent}` : styles.tab}
              >
                {t(`periods.${p}`)}
              </SiteLink>
            ))}
          </nav>
        }
      >
        <ActivityTable
          caption={t('statsTableCaption', { period: t(`periods.${period}`) })}
          columns={
            <>
              <th scope="col">{period === 'year' ? t('columns.month') : t('columns.day')}</th>
              <th scope="col" className={styles.num}>
                {t('columns.clicks')}
              </th>
              <th scope="col" className={styles.num}>
                {t('columns.registrations')}
              </th>
              <th scope="col" className={styles.num}>
                {t('columns.firstDeposits')}
              </th>
              <th scope="col" className={styles.num}>
                {t('columns.commission')}
              </th>
            </>
          }
        >
          {stats.rows.map((row) => (
            <tr key={row.from}>
              <th scope="row" className={styles.rowHead}>
                {rowLabel(row.from)}
              </th>
              <td className={styles.num}>{number.format(row.clicks)}</td>
              <td className={styles.num}>{number.format(row.registrations)}</td>
              <td className={styles.num}>{number.format(row.firstDeposits)}</td>
              <td className={styles.num}>{money(row.commission)}</td>
            </tr>
          ))}
          <tr className={styles.totalRow}>
            <th scope="row" className={styles.rowHead}>
              {t('total')}
            </th>
            <td className={styles.num}>{number.format(stats.total.clicks)}</td>
            <td className={styles.num}>{number.format(stats.total.registrations)}</td>
            <td className={styles.num}>{number.format(stats.total.firstDeposits)}</td>
            <td className={styles.num}>{money(stats.total.commission)}</td>
          </tr>
        </ActivityTable>
      </ActivitySection>
    </div>
  );
}
