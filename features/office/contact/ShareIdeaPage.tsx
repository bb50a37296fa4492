import { getMessages, getTranslations } from 'next-intl/server';
import type { AbstractIntlMessages } from 'next-intl';
import { signInAgain } from '../activity/activity-server';
import { ActivitySection, ActivityTable, Unavailable } from '../activity/ActivitySection';
import { Status, type StatusTone } from '../activity/Status';
import { getDisplayClock } from '@/features/settings/server';
import type { DisplayClock } from '@/features/settings';
import { log } from '@/server/log';
import { getIdeas } from '@/server/office/player-office-extra';
import type { RouteMatch } from '@/server/routes/match';
import { IDEA_LIMITS, type Idea, type IdeaStatus } from '@/server/upstream/schemas/office-extra';
import { LazyIdeaForm } from '../lazy-parts';
import { PageTextsProvider } from '@/features/ui';
import { flashState, formFlashOf, type FormFlash } from './page-form';
import { When } from './When';
import styles from './Contact.module.css';
import formStyles from './OfficeForm.module.css';

type SearchParams = Record<string, string | string[] | undefined>;

export const IDEA_TONES: Readonly<Record<IdeaStatus, StatusTone>> = {
  new: 'info',
  reviewing: 'pending',
  planned: 'info',
  done: 'success',
  declined: 'neutral',
};

/** The way an idea goes, as the page explains it. */
const IDEA_STEPS = ['new', 'reviewing', 'planned', 'done'] as const;

/**
 * office/share-idea (route officeShareIdea): a form that files the player's idea with the
 * product team, and the player's ideas with their status and the team's answer.
 */
export async function ShareIdeaPage({
  lng,
  searchParams,
}: {
  lng: string;
  match: RouteMatch;
  searchParams?: SearchParams;
}) {
  let ideas: Idea[] | null;
  let failed = false;
  try {
    ideas = await getIdeas();
  } catch (error) {
    log.error('ideas unavailable', { error });
    ideas = null;
    failed = true;
  }
  if (!ideas && !failed) signInAgain(lng, `/${lng}/office/share-idea`);
  const [clock, messages] = await Promise.all([getDisplayClock(lng), getMessages({ locale: lng })]);
  return (
    <IdeasView
      lng={lng}
      clock={clock}
      ideas={ideas}
      flash={formFlashOf(searchParams)}
      clientMessages={{ officeExtra: messages.officeExtra }}
    />
  );
}

/** The page once the ideas are read: `ideas` null when the upstream could not answer. */
export async function IdeasView({
  lng,
  clock,
  ideas,
  flash,
  clientMessages,
}: {
  lng: string;
  clock: DisplayClock;
  ideas: Idea[] | null;
  flash: FormFlash | null;
  clientMessages: AbstractIntlMessages;
}) {
  const [t, common] = await Promise.all([
    getTranslations('officeExtra.ideas'),
    getTranslations('officeExtra.common'),
  ]);
  const initial = flashState(flash, {
    fields: ['topic', 'text'],
    fieldText: (field) => (field === 'topic' ? t('errors.topic') : t('errors.text', IDEA_LIMITS)),
    codeText: (code) =>
      t.has(`errors.${code}`)
        ? t(`errors.${code}`)
        : common.has(`codes.${code}`)
          ? common(`codes.${code}`)
          : undefined,
    failed: common('failed'),
  });

  return (
    <div className={`${styles.columns} ${styles.formFirst}`}>
      <ActivitySection id="idea-form-caption" caption={t('formCaption')}>
        <p className={styles.intro}>{t('intro')}</p>
        {flash?.kind === 'done' && (
          <p role="status" className={formStyles.done}>
            {t('sent')}
          </p>
        )}
        <PageTextsProvider locale={lng} messages={clientMessages}>
          <LazyIdeaForm lng={lng} labelledBy="idea-form-caption" initial={initial} />
        </PageTextsProvider>
      </ActivitySection>

      <ActivitySection id="idea-steps-caption" caption={t('howCaption')}>
        <ol className={styles.steps}>
          {IDEA_STEPS.map((step) => (
            <li key={step}>
              <Status tone={IDEA_TONES[step]}>{t(`statuses.${step}`)}</Status>
              <span>{t(`how.${step}`)}</span>
            </li>
          ))}
        </ol>
      </ActivitySection>

      <div className={styles.wide}>
        <ActivitySection id="ideas-caption" caption={t('listCaption')}>
          {ideas === null ? (
            <Unavailable>{t('unavailable')}</Unavailable>
          ) : ideas.length === 0 ? (
            <div className={styles.empty}>
              <p>{t('none')}</p>
            </div>
          ) : (
            <ActivityTable
              caption={t('listCaption')}
              columns={
                <>
                  <th scope="col">{t('columns.date')}</th>
                  <th scope="col">{t('columns.topic')}</th>
                  <th scope="col">{t('columns.idea')}</th>
                  <th scope="col">{t('columns.status')}</th>
                </>
              }
            >
              {ideas.map((idea) => (
                <tr key={idea.id}>
                  <td>
                    <When lng={lng} clock={clock} iso={idea.createdAt} />
                  </td>
                  <td className={styles.topic}>{t(`topics.${idea.topic}`)}</td>
                  <td className={styles.ideaText}>
                    <p>{idea.text}</p>
                    {idea.reply && (
                      <div className={styles.reply}>
                        <p className={styles.replyHead}>{t('reply')}</p>
                        <p>{idea.reply}</p>
                      </div>
                    )}
                  </td>
                  <td>
                    <Status tone={IDEA_TONES[idea.status]}>{t(`statuses.${idea.status}`)}</Status>
                  </td>
                </tr>
              ))}
            </ActivityTable>
          )}
        </ActivitySection>
      </div>
    </div>
  );
}
