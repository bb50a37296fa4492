import { getTranslations } from 'next-intl/server';
import { SiteLink } from '@/features/ui';
import { signInAgain } from '../activity/activity-server';
import { ActivitySection, ActivityTable, Unavailable } from '../activity/ActivitySection';
import { Status, type StatusTone } from '../activity/Status';
import { formFlashOf, type FormFlash } from '../contact/page-form';
import { When } from '../contact/When';
import { LazyProgrammeForm } from '../lazy-parts';
import { offerAnchor, promotionPath } from '@/features/promotions';
import { getDisplayClock } from '@/features/settings/server';
import type { DisplayClock } from '@/features/settings';
import { log } from '@/server/log';
import { getPlayerPromotions } from '@/server/office/programmes-player';
import type { RouteMatch } from '@/server/routes/match';
import type {
  Participation,
  ParticipationStatus,
  PlayerPromotions,
} from '@/server/upstream/schemas/office-programmes';
import { FlashNotice, programmeCodeTexts, type SearchParams } from './programme-texts';
import styles from './Programmes.module.css';

const STATUS_TONES: Readonly<Record<ParticipationStatus, StatusTone>> = {
  active: 'pending',
  completed: 'success',
  expired: 'neutral',
};

export const JOIN_ACTION = '/api/office/programmes/promotions';

/**
 * office/promotion (route officePromotion): the running promotions the player can take part in,
 * the ones joined with the task's progress and deadline, and the finished ones.
 */
export async function PromotionPage({
  lng,
  searchParams,
}: {
  lng: string;
  match: RouteMatch;
  searchParams?: SearchParams;
}) {
  let promotions: PlayerPromotions | null;
  let failed = false;
  try {
    promotions = await getPlayerPromotions(lng);
  } catch (error) {
    log.error('player promotions unavailable', { error });
    promotions = null;
    failed = true;
  }
  if (!promotions && !failed) signInAgain(lng, `/${lng}/office/promotion`);
  const clock = await getDisplayClock(lng);
  return (
    <PromotionsView
      lng={lng}
      clock={clock}
      promotions={promotions}
      flash={formFlashOf(searchParams)}
    />
  );
}

/** The page once the promotions are read: null when the upstream could not answer. */
export async function PromotionsView({
  lng,
  clock,
  promotions,
  flash,
}: {
  lng: string;
  clock: DisplayClock;
  promotions: PlayerPromotions | null;
  flash: FormFlash | null;
}) {
  const [t, common] = await Promise.all([
    getTranslations('officeProgrammes.promotion'),
    getTranslations('officeProgrammes.common'),
  ]);
  if (!promotions) return <Unavailable>{t('unavailable')}</Unavailable>;
  const codeTexts = await programmeCodeTexts('promotion');
  const running = promotions.joined.filter((p) => p.status === 'active');
  const past = promotions.joined.filter((p) => p.status !== 'active');
  const date = (iso: string) => <When lng={lng} clock={clock} iso={iso} />;

  const taskText = (p: { task: 'bets' | 'games'; target: number }) =>
    t(`tasks.${p.task}`, { target: p.target });

  const participationRows = (list: Participation[], finished: boolean) =>
    list.map((p) => (
      <tr key={p.promotionId}>
        <td>
          <SiteLink href={promotionPath(lng, p.slug)} className={styles.strongLink}>
            {p.title}
          </SiteLink>
          <span className={styles.muted}> · {t(`categories.${p.category}`)}</span>
          <span className={styles.taskLine}>{taskText(p)}</span>
        </td>
        <td>
          <Progress
            value={p.progress}
            target={p.target}
            label={t('progressLabel', { title: p.title })}
            text={t('progress', { progress: p.progress, target: p.target })}
          />
        </td>
        <td>{date(p.joinedAt)}</td>
        <td>{date(finished && p.finishedAt ? p.finishedAt : p.endsAt)}</td>
        <td>
          <Status tone={STATUS_TONES[p.status]}>{t(`statuses.${p.status}`)}</Status>
        </td>
      </tr>
    ));

  const columns = (finished: boolean) => (
    <>
      <th scope="col">{t('columns.promotion')}</th>
      <th scope="col">{t('columns.progress')}</th>
      <th scope="col">{t('columns.joined')}</th>
      <th scope="col">{finished ? t('columns.finished') : t('columns.ends')}</th>
      <th scope="col">{t('columns.status')}</th>
    </>
  );

  return (
    <div className={styles.stack}>
      <FlashNotice
        flash={flash}
        done={t('joined')}
        codeTexts={codeTexts}
        failed={common('failed')}
      />

      <ActivitySection id="promotions-joined-caption" caption={t('joinedCaption')}>
        {running.length === 0 ? (
          <p className={styles.empty}>{t('noneJoined')}</p>
        ) : (
          <ActivityTable caption={t('joinedCaption')} columns={columns(false)}>
            {participationRows(running, false)}
          </ActivityTable>
        )}
      </ActivitySection>

      <ActivitySection id="promotions-available-caption" caption={t('availableCaption')}>
        {promotions.available.length === 0 ? (
          <p className={styles.empty}>{t('noneAvailable')}</p>
        ) : (
          <ul className={styles.offers}>
            {promotions.available.map((offer) => (
              <li key={offer.promotionId} id={offerAnchor(offer.slug)} className={styles.offer}>
                <div className={styles.offerHead}>
                  <h3 className={styles.offerTitle}>{offer.title}</h3>
                  <span className={styles.badge}>{t(`categories.${offer.category}`)}</span>
                </div>
                <p className={styles.teaser}>{offer.teaser}</p>
                <dl className={styles.terms}>
                  <div>
                    <dt>{t('task')}</dt>
                    <dd>
                      {taskText(offer)} · {t('days', { days: offer.days })}
                    </dd>
                  </div>
                  <div>
                    <dt>{t('runs')}</dt>
                    <dd>{offer.endsAt ? date(offer.endsAt) : t('noEnd')}</dd>
                  </div>
                </dl>
                <div className={styles.offerActions}>
                  <LazyProgrammeForm
                    lng={lng}
                    action={JOIN_ACTION}
                    fields={{ promotionId: offer.promotionId }}
                    label={t('join')}
                    pendingLabel={t('joining')}
                    accessibleName={t('joinLabel', { title: offer.title })}
                    sentText={t('joinedTitle', { title: offer.title })}
                    codeTexts={codeTexts}
                    failed={common('failed')}
                  />
                  <SiteLink href={promotionPath(lng, offer.slug)} className={styles.link}>
                    {t('rules')}
                  </SiteLink>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ActivitySection>

      <ActivitySection id="promotions-past-caption" caption={t('pastCaption')}>
        {past.length === 0 ? (
          <p className={styles.empty}>{t('nonePast')}</p>
        ) : (
          <ActivityTable caption={t('pastCaption')} columns={columns(true)}>
            {participationRows(past, true)}
          </ActivityTable>
        )}
      </ActivitySection>
    </div>
  );
}

/** A task's progress: a bar and its figures. */
function Progress({
  value,
  target,
  label,
  text,
}: {
  value: number;
  target: number;
  label: string;
  text: string;
}) {
  return (
    <span className={styles.progress}>
      <progress max={target} value={value} aria-label={label} className={styles.bar}>
        {text}
      </progress>
      <span className={styles.figures}>{text}</span>
    </span>
  );
}
