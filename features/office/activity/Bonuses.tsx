import { SiteLink, PageTextsProvider } from '@/features/ui';
import { getMessages, getTranslations } from 'next-intl/server';
import { formatMoney } from '@/features/betting';
import { getDisplayClock } from '@/features/settings/server';
import { formatDateTime, type DisplayClock } from '@/features/settings';
import { log } from '@/server/log';
import { getPlayerBonuses } from '@/server/office/player-office';
import type { RouteMatch } from '@/server/routes/match';
import type { Bonus } from '@/server/upstream/schemas/office';
import { signInAgain } from './activity-server';
import { ActivitySection, ActivityTable, Unavailable } from './ActivitySection';
import { LazyBonusOffers } from '../lazy-parts';
import type { BonusOffer } from './BonusOffers';
import { DateAndTime } from './DateAndTime';
import { Status, type StatusTone } from './Status';
import styles from './Activity.module.css';

type Translator = Awaited<ReturnType<typeof getTranslations<'officeActivity.bonuses'>>>;

const PAST_TONES: Readonly<Record<Bonus['status'], StatusTone>> = {
  available: 'info',
  active: 'pending',
  completed: 'success',
  refused: 'neutral',
  expired: 'danger',
};

/** Wagered share in whole percent, from the exact decimal strings. */
function progressPercent(bonus: Bonus): number {
  const required = Number(bonus.wagerRequired ?? 0);
  if (required <= 0) return 0;
  return Math.min(100, Math.floor((Number(bonus.wagered) / required) * 100));
}

function offerOf(bonus: Bonus, lng: string, clock: DisplayClock, t: Translator): BonusOffer {
  return {
    id: bonus.id,
    name: bonus.name,
    terms: [
      t('offerTerms', {
        percent: bonus.percent,
        max: formatMoney(lng, bonus.maxAmount, bonus.currency),
      }),
      t('minDeposit', { amount: formatMoney(lng, bonus.minDeposit, bonus.currency) }),
      t('wager', { multiplier: bonus.wagerMultiplier, days: bonus.wagerDays }),
    ],
    until: bonus.offerExpiresAt
      ? t('offerUntil', { date: formatDateTime(lng, clock, bonus.offerExpiresAt) })
      : null,
    currency: bonus.currency,
  };
}

/**
 * The office's bonuses (routes officeBonusesDeposit and officeBonusesWager): the deposit bonuses
 * the player may take or refuse, and the bonuses being wagered with their progress and deadline,
 * then the past ones. Taking and refusing are the only client parts.
 */
export async function Bonuses({
  lng,
  view,
}: {
  lng: string;
  match: RouteMatch;
  view: 'deposit' | 'wager';
}) {
  const [t, clock] = await Promise.all([
    getTranslations('officeActivity.bonuses'),
    getDisplayClock(lng),
  ]);
  let bonuses: Bonus[] | null;
  try {
    bonuses = await getPlayerBonuses(lng);
  } catch (error) {
    log.error('bonuses unavailable', { error });
    return <Unavailable>{t('unavailable')}</Unavailable>;
  }
  if (!bonuses) signInAgain(lng, `/${lng}/office/bonuses/${view}`);
  const offers = bonuses.filter((bonus) => bonus.status === 'available');
  const active = bonuses.filter((bonus) => bonus.status === 'active');

  if (view === 'deposit') {
    const messages = await getMessages({ locale: lng });
    return (
      <div className={styles.stack}>
        <ActivitySection id="bonus-offers-caption" caption={t('offersCaption')}>
          <PageTextsProvider
            locale={lng}
            messages={{ officeActivity: { bonuses: messages.officeActivity.bonuses } }}
          >
            <LazyBonusOffers lng={lng} offers={offers.map((b) => offerOf(b, lng, clock, t))} />
          </PageTextsProvider>
        </ActivitySection>
        <p className={styles.aside}>
          {t('wageringNow', { count: active.length })}{' '}
          <SiteLink href={`/${lng}/office/bonuses/wager`}>{t('toWager')}</SiteLink>
        </p>
      </div>
    );
  }

  const past = bonuses.filter((bonus) => bonus.status !== 'available' && bonus.status !== 'active');
  return (
    <div className={styles.stack}>
      <ActivitySection id="bonus-active-caption" caption={t('activeCaption')}>
        {active.length === 0 ? (
          <div className={styles.empty}>
            <p>{t('noActive')}</p>
            <SiteLink className={styles.emptyAction} href={`/${lng}/office/bonuses/deposit`}>
              {t('noActiveAction')}
            </SiteLink>
          </div>
        ) : (
          <ul className={styles.cards}>
            {active.map((bonus) => {
              const percent = progressPercent(bonus);
              const wagered = formatMoney(lng, bonus.wagered, bonus.currency);
              const required = formatMoney(lng, bonus.wagerRequired ?? '0.00', bonus.currency);
              return (
                <li key={bonus.id} className={styles.card}>
                  <div className={styles.cardHead}>
                    <h3 className={styles.cardTitle}>{bonus.name}</h3>
                    <strong className={styles.cardAmount}>
                      {formatMoney(lng, bonus.amount ?? '0.00', bonus.currency)}
                    </strong>
                  </div>
                  <div
                    className={styles.progress}
                    role="progressbar"
                    aria-label={t('progressLabel', { name: bonus.name })}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={percent}
                    aria-valuetext={t('progress', { wagered, required })}
                  >
                    <span style={{ width: `${percent}%` }} />
                  </div>
                  <p className={styles.cardLine}>
                    <span>{t('progress', { wagered, required })}</span>
                    <span className={styles.muted}>{percent}%</span>
                  </p>
                  {bonus.expiresAt && (
                    <p className={`${styles.cardLine} ${styles.muted}`}>
                      {t('expires', { date: formatDateTime(lng, clock, bonus.expiresAt) })}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </ActivitySection>
      {past.length > 0 && (
        <ActivitySection id="bonus-past-caption" caption={t('historyCaption')}>
          <ActivityTable
            caption={t('historyCaption')}
            columns={
              <>
                <th scope="col">{t('columns.name')}</th>
                <th scope="col" className={styles.num}>
                  {t('columns.amount')}
                </th>
                <th scope="col">{t('columns.taken')}</th>
                <th scope="col">{t('columns.status')}</th>
              </>
            }
          >
            {past.map((bonus) => (
              <tr key={bonus.id}>
                <td>{bonus.name}</td>
                <td className={styles.num}>
                  {bonus.amount ? formatMoney(lng, bonus.amount, bonus.currency) : '—'}
                </td>
                <td>
                  {bonus.takenAt ? (
                    <DateAndTime lng={lng} clock={clock} iso={bonus.takenAt} />
                  ) : (
                    <span className={styles.muted}>—</span>
                  )}
                </td>
                <td>
                  <Status tone={PAST_TONES[bonus.status]}>{t(`statuses.${bonus.status}`)}</Status>
                </td>
              </tr>
            ))}
          </ActivityTable>
        </ActivitySection>
      )}
    </div>
  );
}

export const DepositBonuses = (props: { lng: string; match: RouteMatch }) => (
  <Bonuses {...props} view="deposit" />
);
export const WagerBonuses = (props: { lng: string; match: RouteMatch }) => (
  <Bonuses {...props} view="wager" />
);
