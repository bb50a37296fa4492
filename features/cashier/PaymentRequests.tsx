import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { SiteLink, type RouteSearchParams } from '@/features/ui';
import { formatMoney } from '@/features/betting';
import { signInAgain } from '@/features/office/server';
import {
  ActivitySection,
  ActivityTable,
  Unavailable,
  DateAndTime,
  Status,
  type StatusTone,
} from '@/features/office';
import { getDisplayClock } from '@/features/settings/server';
import { getPaymentProblems, getPaymentTopics } from '@/server/cashier/player-cashier';
import { log } from '@/server/log';
import { getPaymentHistory } from '@/server/office/player-office';
import type { RouteMatch } from '@/server/routes/match';
import { positiveIntParamSchema } from '@/server/upstream/schemas/office';
import type { PaymentRequestStatus, PaymentTopic } from '@/server/upstream/schemas/cashier';
import { CashierMessages } from './CashierMessages';
import { LazyPaymentProblemForm } from './lazy-parts';
import styles from './Cashier.module.css';

type Props = { lng: string; match: RouteMatch; searchParams?: RouteSearchParams };

const BASE = 'office/payment/create-request';
const TONES: Readonly<Record<PaymentRequestStatus, StatusTone>> = {
  open: 'pending',
  in_progress: 'info',
  resolved: 'success',
  rejected: 'danger',
};

async function topicsOrNull(lng: string): Promise<PaymentTopic[] | null> {
  try {
    return await getPaymentTopics(lng);
  } catch (error) {
    log.error('payment topics unavailable', { error });
    return null;
  }
}

/** The topic and subtopic a path (and `?subTopicId=`) names; a miss is a 404. */
async function chosen(lng: string, match: RouteMatch, searchParams?: RouteSearchParams) {
  const topics = await topicsOrNull(lng);
  if (!topics) return null;
  const topicId = positiveIntParamSchema.safeParse(match.params.topicId);
  const topic = topics.find((t) => topicId.success && t.id === topicId.data);
  if (!topic) notFound();
  const rawSub = match.params.subTopicId ?? searchParams?.subTopicId;
  const subId = positiveIntParamSchema.safeParse(typeof rawSub === 'string' ? rawSub : '');
  const subTopic = topic.subTopics.find((s) => subId.success && s.id === subId.data) ?? null;
  return { topic, subTopic };
}

function Choices({ label, items }: { label: string; items: { href: string; text: string }[] }) {
  return (
    <ul className={styles.choices} aria-label={label}>
      {items.map((item) => (
        <li key={item.href}>
          <SiteLink href={item.href}>{item.text}</SiteLink>
        </li>
      ))}
    </ul>
  );
}

/** The player's payment-problem requests with their status (route officePaymentRequests). */
export async function PaymentRequests({ lng }: Props) {
  const [t, clock, topics] = await Promise.all([
    getTranslations('cashier.requests'),
    getDisplayClock(lng),
    topicsOrNull(lng),
  ]);
  let requests;
  try {
    requests = await getPaymentProblems();
  } catch (error) {
    log.error('payment requests unavailable', { error });
    return <Unavailable>{t('unavailable')}</Unavailable>;
  }
  if (!requests) signInAgain(lng, `/${lng}/office/payment/requests`);
  const nameOf = (topicId: number, subTopicId: number) => {
    const topic = topics?.find((x) => x.id === topicId);
    const sub = topic?.subTopics.find((s) => s.id === subTopicId);
    return topic ? `${topic.name}: ${sub?.name ?? ''}` : `№ ${topicId}`;
  };
  return (
    <ActivitySection
      id="payment-requests-caption"
      caption={t('caption')}
      aside={
        <SiteLink className={styles.action} href={`/${lng}/${BASE}`}>
          {t('create')}
        </SiteLink>
      }
    >
      {requests.length === 0 ? (
        <p className={styles.hint}>{t('empty')}</p>
      ) : (
        <ActivityTable
          caption={t('caption')}
          columns={
            <>
              <th scope="col">{t('columns.id')}</th>
              <th scope="col">{t('columns.date')}</th>
              <th scope="col">{t('columns.topic')}</th>
              <th scope="col">{t('columns.transaction')}</th>
              <th scope="col">{t('columns.status')}</th>
            </>
          }
        >
          {requests.map((r) => (
            <tr key={r.id}>
              <td>{r.id}</td>
              <td>
                <DateAndTime lng={lng} clock={clock} iso={r.createdAt} />
              </td>
              <td>
                {nameOf(r.topicId, r.subTopicId)}
                <span className={styles.quote}>{r.message}</span>
              </td>
              <td>{r.transactionId ?? '—'}</td>
              <td>
                <Status tone={TONES[r.status]}>{t(`statuses.${r.status}`)}</Status>
              </td>
            </tr>
          ))}
        </ActivityTable>
      )}
    </ActivitySection>
  );
}

/** Step 1: the topics (route officePaymentCreate). */
export async function PaymentCreate({ lng }: Props) {
  const [t, topics] = await Promise.all([getTranslations('cashier.requests'), topicsOrNull(lng)]);
  if (!topics) return <Unavailable>{t('unavailable')}</Unavailable>;
  return (
    <ActivitySection id="payment-topics-caption" caption={t('chooseTopic')}>
      <Choices
        label={t('chooseTopic')}
        items={topics.map((topic) => ({ href: `/${lng}/${BASE}/${topic.id}`, text: topic.name }))}
      />
    </ActivitySection>
  );
}

/** Step 2: the subtopics of the topic (route officePaymentTopic). */
export async function PaymentTopicPage({ lng, match }: Props) {
  const t = await getTranslations('cashier.requests');
  const picked = await chosen(lng, match);
  if (!picked) return <Unavailable>{t('unavailable')}</Unavailable>;
  const { topic } = picked;
  return (
    <ActivitySection id="payment-subtopics-caption" caption={topic.name}>
      <p className={styles.hint}>{t('chooseSubTopic')}</p>
      <Choices
        label={t('chooseSubTopic')}
        items={topic.subTopics.map((sub) => ({
          href: `/${lng}/${BASE}/${topic.id}/${sub.id}`,
          text: sub.name,
        }))}
      />
    </ActivitySection>
  );
}

/**
 * Step 3 (route officePaymentSubTopic): a topic about a payment goes on to pick it; any other
 * takes the player's words here.
 */
export async function PaymentSubTopicPage({ lng, match }: Props) {
  const t = await getTranslations('cashier.requests');
  const picked = await chosen(lng, match);
  if (!picked) return <Unavailable>{t('unavailable')}</Unavailable>;
  const { topic, subTopic } = picked;
  if (!subTopic) notFound();
  return (
    <ActivitySection id="payment-subtopic-caption" caption={`${topic.name}: ${subTopic.name}`}>
      {topic.transactionType ? (
        <p>
          <SiteLink
            className={styles.action}
            href={`/${lng}/${BASE}/${topic.id}/transactions?subTopicId=${subTopic.id}`}
          >
            {t('pickTransaction')}
          </SiteLink>
        </p>
      ) : (
        <CashierMessages lng={lng}>
          <LazyPaymentProblemForm
            lng={lng}
            topicId={topic.id}
            subTopicId={subTopic.id}
            transactionId={null}
          />
        </CashierMessages>
      )}
    </ActivitySection>
  );
}

/** Step 4 (route officePaymentTransactions): the player's payments of the topic's kind. */
export async function PaymentTransactionsPage({ lng, match, searchParams }: Props) {
  const [t, clock] = await Promise.all([getTranslations('cashier.requests'), getDisplayClock(lng)]);
  const picked = await chosen(lng, match, searchParams);
  if (!picked) return <Unavailable>{t('unavailable')}</Unavailable>;
  const { topic, subTopic } = picked;
  if (!topic.transactionType) notFound();
  if (!subTopic) {
    return (
      <ActivitySection id="payment-subtopics-caption" caption={topic.name}>
        <p className={styles.hint}>{t('chooseSubTopic')}</p>
        <Choices
          label={t('chooseSubTopic')}
          items={topic.subTopics.map((sub) => ({
            href: `/${lng}/${BASE}/${topic.id}/transactions?subTopicId=${sub.id}`,
            text: sub.name,
          }))}
        />
      </ActivitySection>
    );
  }
  let history;
  try {
    history = await getPaymentHistory({ type: topic.transactionType, page: 1 }, clock.timeZone);
  } catch (error) {
    log.error('payments for a request unavailable', { error });
    return <Unavailable>{t('unavailable')}</Unavailable>;
  }
  if (!history) signInAgain(lng, `/${lng}/${BASE}/${topic.id}/transactions`);
  return (
    <ActivitySection id="payment-transactions-caption" caption={t('pickTransaction')}>
      {history.data.length === 0 ? (
        <p className={styles.hint}>{t('noTransactions')}</p>
      ) : (
        <ul className={styles.choices} aria-label={t('pickTransaction')}>
          {history.data.map((payment) => (
            <li key={payment.id}>
              <SiteLink
                href={`/${lng}/${BASE}/${topic.id}/transactions/${payment.id}?subTopicId=${subTopic.id}`}
              >
                {t('transaction', {
                  id: payment.id,
                  amount: formatMoney(lng, payment.amount, payment.currency),
                  method: payment.method,
                })}
              </SiteLink>
              <DateAndTime lng={lng} clock={clock} iso={payment.createdAt} />
            </li>
          ))}
        </ul>
      )}
    </ActivitySection>
  );
}

/** Step 5 (route officePaymentTransaction): the request about the picked payment. */
export async function PaymentTransactionPage({ lng, match, searchParams }: Props) {
  const t = await getTranslations('cashier.requests');
  const picked = await chosen(lng, match, searchParams);
  if (!picked) return <Unavailable>{t('unavailable')}</Unavailable>;
  const { topic, subTopic } = picked;
  const transactionId = positiveIntParamSchema.safeParse(match.params.transactionId);
  if (!topic.transactionType || !transactionId.success) notFound();
  if (!subTopic) {
    return (
      <ActivitySection id="payment-subtopics-caption" caption={topic.name}>
        <Choices
          label={t('chooseSubTopic')}
          items={topic.subTopics.map((sub) => ({
            href: `/${lng}/${BASE}/${topic.id}/transactions/${transactionId.data}?subTopicId=${sub.id}`,
            text: sub.name,
          }))}
        />
      </ActivitySection>
    );
  }
  return (
    <ActivitySection id="payment-request-caption" caption={`${topic.name}: ${subTopic.name}`}>
      <p className={styles.hint}>{t('about', { id: transactionId.data })}</p>
      <CashierMessages lng={lng}>
        <LazyPaymentProblemForm
          lng={lng}
          topicId={topic.id}
          subTopicId={subTopic.id}
          transactionId={transactionId.data}
        />
      </CashierMessages>
    </ActivitySection>
  );
}
