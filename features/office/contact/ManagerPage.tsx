import { getMessages, getTranslations } from 'next-intl/server';
import type { AbstractIntlMessages } from 'next-intl';
import { signInAgain } from '../activity/activity-server';
import { ActivitySection, Unavailable } from '../activity/ActivitySection';
import { Status } from '../activity/Status';
import { getDisplayClock } from '@/features/settings/server';
import type { DisplayClock } from '@/features/settings';
import { SiteLink, PageTextsProvider } from '@/features/ui';
import { log } from '@/server/log';
import { getPersonalManager, type ManagerPageData } from '@/server/office/player-office-extra';
import type { RouteMatch } from '@/server/routes/match';
import {
  MANAGER_MESSAGE_LIMITS,
  type PersonalManager,
} from '@/server/upstream/schemas/office-extra';
import { LazyManagerMessageForm } from '../lazy-parts';
import { flashState, formFlashOf, type FormFlash } from './page-form';
import { When } from './When';
import {
  isWithinWorkingHours,
  languagesLabel,
  utcOffsetLabel,
  workingDaysLabel,
} from './working-hours';
import styles from './Contact.module.css';
import formStyles from './OfficeForm.module.css';

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * office/manager (route officeManager): the player's personal manager with contacts and working
 * hours from the upstream, a message form, and the player's messages with the manager's answers.
 */
export async function ManagerPage({
  lng,
  searchParams,
}: {
  lng: string;
  match: RouteMatch;
  searchParams?: SearchParams;
}) {
  let data: ManagerPageData | null;
  let failed = false;
  try {
    data = await getPersonalManager(lng);
  } catch (error) {
    log.error('personal manager unavailable', { error });
    data = null;
    failed = true;
  }
  if (!data && !failed) signInAgain(lng, `/${lng}/office/manager`);
  const [clock, messages] = await Promise.all([getDisplayClock(lng), getMessages({ locale: lng })]);
  return (
    <ManagerView
      lng={lng}
      clock={clock}
      now={Date.now()}
      data={data}
      flash={formFlashOf(searchParams)}
      clientMessages={{ officeExtra: messages.officeExtra }}
    />
  );
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toLocaleUpperCase())
    .join('');

/** The page once its data is read: `data` null when the upstream could not answer. */
export async function ManagerView({
  lng,
  clock,
  now,
  data,
  flash,
  clientMessages,
}: {
  lng: string;
  clock: DisplayClock;
  now: number;
  data: ManagerPageData | null;
  flash: FormFlash | null;
  clientMessages: AbstractIntlMessages;
}) {
  const [t, common] = await Promise.all([
    getTranslations('officeExtra.manager'),
    getTranslations('officeExtra.common'),
  ]);
  if (!data) return <Unavailable>{t('unavailable')}</Unavailable>;
  const { manager, messages } = data;
  const limits = { min: MANAGER_MESSAGE_LIMITS.min, max: MANAGER_MESSAGE_LIMITS.max };
  const initial = flashState(flash, {
    fields: ['text'],
    fieldText: () => t('errors.text', limits),
    codeText: (code) =>
      t.has(`errors.${code}`)
        ? t(`errors.${code}`)
        : common.has(`codes.${code}`)
          ? common(`codes.${code}`)
          : undefined,
    failed: common('failed'),
  });

  return (
    <div className={styles.columns}>
      <ActivitySection id="manager-card-caption" caption={t('cardCaption')}>
        {manager ? (
          <ManagerCard
            lng={lng}
            now={now}
            manager={manager}
            labels={{
              role: t('role'),
              online: t('online'),
              offline: t('offline'),
              hours: t('hours'),
              email: t('email'),
              phone: t('phone'),
              telegram: t('telegram'),
              languages: t('languages'),
            }}
            hoursText={t('hoursValue', {
              days: workingDaysLabel(manager.workingHours.days, lng),
              from: manager.workingHours.from,
              to: manager.workingHours.to,
              zone: utcOffsetLabel(manager.workingHours.utcOffset),
            })}
          />
        ) : (
          <div className={styles.empty}>
            <p>{t('none')}</p>
            <SiteLink className={styles.link} href={`/${lng}/office/support`}>
              {t('supportLink')}
            </SiteLink>
          </div>
        )}
      </ActivitySection>

      {manager && (
        <ActivitySection id="manager-form-caption" caption={t('formCaption')}>
          {flash?.kind === 'done' && (
            <p role="status" className={formStyles.done}>
              {t('sent')}
            </p>
          )}
          <PageTextsProvider locale={lng} messages={clientMessages}>
            <LazyManagerMessageForm lng={lng} labelledBy="manager-form-caption" initial={initial} />
          </PageTextsProvider>
        </ActivitySection>
      )}

      <div className={styles.wide}>
        <ActivitySection id="manager-messages-caption" caption={t('messagesCaption')}>
          {messages.length === 0 ? (
            <div className={styles.empty}>
              <p>{t('noMessages')}</p>
            </div>
          ) : (
            <ol className={styles.thread}>
              {messages.map((message) => (
                <li key={message.id} className={styles.message}>
                  <div className={styles.messageHead}>
                    <When lng={lng} clock={clock} iso={message.sentAt} />
                    <Status tone={message.reply ? 'success' : 'pending'}>
                      {message.reply ? t('answered') : t('waiting')}
                    </Status>
                  </div>
                  <p className={styles.text}>{message.text}</p>
                  {message.reply && (
                    <div className={styles.reply}>
                      <p className={styles.replyHead}>
                        {t('reply', { name: manager?.name ?? t('role') })}
                        {message.repliedAt && (
                          <>
                            {' · '}
                            <When lng={lng} clock={clock} iso={message.repliedAt} />
                          </>
                        )}
                      </p>
                      <p className={styles.text}>{message.reply}</p>
                    </div>
                  )}
                </li>
              ))}
            </ol>
          )}
        </ActivitySection>
      </div>
    </div>
  );
}

interface ManagerCardLabels {
  role: string;
  online: string;
  offline: string;
  hours: string;
  email: string;
  phone: string;
  telegram: string;
  languages: string;
}

function ManagerCard({
  lng,
  now,
  manager,
  labels,
  hoursText,
}: {
  lng: string;
  now: number;
  manager: PersonalManager;
  labels: ManagerCardLabels;
  hoursText: string;
}) {
  const online = isWithinWorkingHours(manager.workingHours, now);
  const telegram = manager.telegram;
  return (
    <div className={styles.card}>
      <div className={styles.person}>
        <span className={styles.avatar} aria-hidden="true">
          {initialsOf(manager.name)}
        </span>
        <div className={styles.personText}>
          <p className={styles.name}>{manager.name}</p>
          <p className={styles.role}>{labels.role}</p>
          <Status tone={online ? 'success' : 'neutral'}>
            {online ? labels.online : labels.offline}
          </Status>
        </div>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{labels.hours}</dt>
          <dd>{hoursText}</dd>
        </div>
        <div>
          <dt>{labels.email}</dt>
          <dd>
            <a href={`mailto:${manager.email}`}>
              {/* A long address breaks after the @ rather than inside a word. */}
              {manager.email.split('@')[0]}@<wbr />
              {manager.email.split('@').slice(1).join('@')}
            </a>
          </dd>
        </div>
        <div>
          <dt>{labels.phone}</dt>
          <dd>
            <a href={`tel:${manager.phone.replace(/[^+\d]/g, '')}`}>{manager.phone}</a>
          </dd>
        </div>
        {telegram && (
          <div>
            <dt>{labels.telegram}</dt>
            <dd>
              <a
                href={`https://t.me/${telegram.slice(1)}`}
                rel="noopener noreferrer"
                target="_blank"
              >
                {telegram}
              </a>
            </dd>
          </div>
        )}
        <div>
          <dt>{labels.languages}</dt>
          <dd>{languagesLabel(manager.languages, lng)}</dd>
        </div>
      </dl>
    </div>
  );
}
