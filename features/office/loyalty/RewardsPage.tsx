import { getTranslations } from 'next-intl/server';
import { formatMoney } from '@/features/betting';
import { signInAgain } from '../activity/activity-server';
import { ActivitySection, ActivityTable, Unavailable } from '../activity/ActivitySection';
import { DateAndTime } from '../activity/DateAndTime';
import { flashState, formFlashOf } from '../contact/page-form';
import { LazyLoyaltyActionForm } from '../lazy-parts';
import { getDisplayClock } from '@/features/settings/server';
import { SiteLink } from '@/features/ui';
import { log } from '@/server/log';
import { getRewards } from '@/server/office/loyalty-player';
import type { RouteMatch } from '@/server/routes/match';
import type { Reward, Rewards } from '@/server/upstream/schemas/office-loyalty';
import tableStyles from '../activity/Activity.module.css';
import styles from './Loyalty.module.css';

type RouteSearchParams = Record<string, string | string[] | undefined>;
type Translator = Awaited<ReturnType<typeof getTranslations<'officeLoyalty.rewards'>>>;

/** What a reward gives, in words: "Free bet ₽500.00", "50 free spins". */
function rewardName(reward: Reward, lng: string, t: Translator): string {
  return t(`kinds.${reward.kind}`, {
    amount: reward.amount ? formatMoney(lng, reward.amount, reward.currency) : '',
    spins: reward.spins ?? 0,
  });
}

/**
 * office/rewards (route officeRewards): the loyalty points to spend, the level with the way to
 * the next, the reward shop (points for a free bet, free spins or bonus money) and the exchanges.
 */
export async function RewardsPage({
  lng,
  searchParams,
}: {
  lng: string;
  match: RouteMatch;
  searchParams?: RouteSearchParams;
}) {
  const [t, levelName, clock] = await Promise.all([
    getTranslations('officeLoyalty.rewards'),
    getTranslations('officeLoyalty.levels'),
    getDisplayClock(lng),
  ]);
  let rewards: Rewards | null;
  try {
    rewards = await getRewards();
  } catch (error) {
    log.error('rewards unavailable', { error });
    return <Unavailable>{t('unavailable')}</Unavailable>;
  }
  if (!rewards) signInAgain(lng, `/${lng}/office/rewards`);

  const number = new Intl.NumberFormat(lng);
  const levelIndex = rewards.levels.findIndex((level) => level.level === rewards.level);
  const current = rewards.levels[levelIndex];
  const next = rewards.levels[levelIndex + 1];
  const percent = next
    ? Math.min(
        100,
        Math.floor(
          ((rewards.earnedPoints - (current?.fromPoints ?? 0)) /
            (next.fromPoints - (current?.fromPoints ?? 0))) *
            100,
        ),
      )
    : 100;
  const flash = formFlashOf(searchParams);
  const failed = t('failed');
  const flashTexts: Record<string, string> = {
    not_enough_points: t('errors.notEnoughFlash', { points: number.format(rewards.points) }),
    unknown_reward: t('errors.unknown_reward'),
  };
  const flashed = flashState(flash, {
    fields: [],
    fieldText: () => t('errors.unknown_reward'),
    codeText: (code) => flashTexts[code],
    failed,
  });

  return (
    <div className={styles.stack}>
      <ActivitySection id="rewards-balance-caption" caption={t('balanceCaption')}>
        {flash?.kind === 'done' && (
          <p role="status" className={styles.done}>
            {t('exchangedFlash')}
          </p>
        )}
        {flashed.alert && (
          <p role="alert" className={styles.alert}>
            {flashed.alert}
          </p>
        )}
        <dl className={styles.stats}>
          <div className={`${styles.stat} ${styles.highlight}`}>
            <dt>{t('available')}</dt>
            <dd className={styles.statValue}>{number.format(rewards.points)}</dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('level')}</dt>
            <dd>
              <span className={`${styles.badge} ${styles[rewards.level]}`}>
                {levelName(rewards.level)}
              </span>
              <span className={styles.statNote}>
                {t('levelCashback', { percent: current?.cashbackPercent ?? 0 })}
              </span>
            </dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('earned')}</dt>
            <dd className={styles.statValue}>{number.format(rewards.earnedPoints)}</dd>
          </div>
          <div className={`${styles.stat} ${styles.progressStat}`}>
            <dt>{next ? t('progressLabel', { level: levelName(next.level) }) : t('level')}</dt>
            <dd>
              <div
                className={styles.progress}
                role="progressbar"
                aria-label={
                  next ? t('progressLabel', { level: levelName(next.level) }) : t('topLevel')
                }
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
              >
                <span style={{ width: `${percent}%` }} />
              </div>
              <span className={styles.statNote}>
                {next
                  ? t('progress', {
                      left: number.format(next.fromPoints - rewards.earnedPoints),
                      level: levelName(next.level),
                    })
                  : t('topLevel')}
              </span>
            </dd>
          </div>
        </dl>
        <p className={styles.asideText}>
          {t('earnRule', { amount: formatMoney(lng, rewards.stakePerPoint, rewards.currency) })}{' '}
          <SiteLink className={styles.asideLink} href={`/${lng}/office/casino/vipcashback`}>
            {t('toCashback')}
          </SiteLink>
        </p>
      </ActivitySection>

      <ActivitySection id="rewards-shop-caption" caption={t('shopCaption')}>
        <ul className={styles.shop}>
          {rewards.shop.map((reward) => {
            const name = rewardName(reward, lng, t);
            const cost = number.format(reward.cost);
            const short = reward.cost - rewards.points;
            return (
              <li key={reward.id} className={`${styles.reward} ${styles[reward.kind]}`}>
                <h3 className={styles.rewardName}>{name}</h3>
                <p className={styles.rewardNote}>{t(`notes.${reward.kind}`)}</p>
                <p className={styles.rewardCost}>
                  <strong>{t('cost', { cost })}</strong>
                  {short > 0 && (
                    <span className={styles.muted}>
                      {t('shortBy', { left: number.format(short) })}
                    </span>
                  )}
                </p>
                <LazyLoyaltyActionForm
                  lng={lng}
                  action="/api/office/loyalty/rewards/exchanges"
                  fields={{ rewardId: reward.id }}
                  label={t('exchange')}
                  pendingLabel={t('exchanging')}
                  accessibleName={t('exchangeName', { reward: name, cost })}
                  sentText={t('exchanged', { reward: name, cost })}
                  codeTexts={{
                    not_enough_points: t('errors.notEnough', {
                      reward: name,
                      cost,
                      points: number.format(rewards.points),
                    }),
                    unknown_reward: t('errors.unknown_reward'),
                  }}
                  failed={failed}
                />
              </li>
            );
          })}
        </ul>
      </ActivitySection>

      <ActivitySection id="rewards-history-caption" caption={t('historyCaption')}>
        {rewards.exchanges.length === 0 ? (
          <p className={styles.empty}>{t('noExchanges')}</p>
        ) : (
          <ActivityTable
            caption={t('historyCaption')}
            columns={
              <>
                <th scope="col">{t('columns.date')}</th>
                <th scope="col">{t('columns.reward')}</th>
                <th scope="col" className={tableStyles.num}>
                  {t('columns.cost')}
                </th>
              </>
            }
          >
            {rewards.exchanges.map((exchange) => (
              <tr key={exchange.id}>
                <td>
                  <DateAndTime lng={lng} clock={clock} iso={exchange.createdAt} />
                </td>
                <td>{rewardName(exchange.reward, lng, t)}</td>
                <td className={tableStyles.num}>−{number.format(exchange.reward.cost)}</td>
              </tr>
            ))}
          </ActivityTable>
        )}
      </ActivitySection>
    </div>
  );
}
