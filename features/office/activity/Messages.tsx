import { getMessages, getTranslations } from 'next-intl/server';
import { historyPageOf } from '@/features/betting';
import { getDisplayClock } from '@/features/settings/server';
import { formatDateTime } from '@/features/settings';
import { log } from '@/server/log';
import { getInbox } from '@/server/office/player-office';
import type { RouteMatch } from '@/server/routes/match';
import type { MessagesAnswer } from '@/server/upstream/schemas/office';
import { signInAgain } from './activity-server';
import { ActivitySection, Unavailable } from './ActivitySection';
import { LazyMessageList } from '../lazy-parts';
import { PageTextsProvider, Pagination } from '@/features/ui';
import styles from './Activity.module.css';

/**
 * The office's inbox (route officeMessages): the player's messages newest first, the unread ones
 * marked; opening one marks it read (spec 02 §3 user_msg_count drops), and one can be deleted.
 * The list and the unread count are the server's; the page refreshes them after each action.
 */
export async function Messages({
  lng,
  searchParams,
}: {
  lng: string;
  match: RouteMatch;
  searchParams?: Record<string, string | string[] | undefined>;
}) {
  const [t, clock] = await Promise.all([
    getTranslations('officeActivity.messages'),
    getDisplayClock(lng),
  ]);
  const page = historyPageOf(searchParams?.page);
  const base = `/${lng}/office/messages`;
  let inbox: MessagesAnswer | null;
  try {
    inbox = await getInbox(lng, page);
  } catch (error) {
    log.error('messages unavailable', { error });
    return <Unavailable>{t('unavailable')}</Unavailable>;
  }
  if (!inbox) signInAgain(lng, `${base}${page > 1 ? `?page=${page}` : ''}`);
  const { meta } = inbox;
  const pageCount = Math.max(1, Math.ceil(meta.total / meta.pageSize));
  const messages = await getMessages({ locale: lng });

  return (
    <ActivitySection
      id="messages-caption"
      caption={t('caption')}
      aside={
        <p className={styles.summary} aria-live="polite" data-testid="unread-count">
          {t('unreadCount', { unread: meta.unread })}
        </p>
      }
    >
      {meta.total === 0 ? (
        <div className={styles.empty}>
          <p>{t('empty')}</p>
        </div>
      ) : (
        <PageTextsProvider
          locale={lng}
          messages={{ officeActivity: { messages: messages.officeActivity.messages } }}
        >
          <LazyMessageList
            lng={lng}
            items={inbox.data.map((message) => ({
              message,
              sentAt: formatDateTime(lng, clock, message.sentAt),
            }))}
          />
        </PageTextsProvider>
      )}
      {pageCount > 1 && (
        <Pagination
          page={meta.page}
          pageCount={pageCount}
          href={(p) => `${base}${p > 1 ? `?page=${p}` : ''}`}
          labels={{
            nav: t('pages'),
            previous: t('previous'),
            next: t('next'),
            page: (p) => t('page', { page: p }),
          }}
        />
      )}
    </ActivitySection>
  );
}
