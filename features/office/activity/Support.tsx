import { getMessages, getTranslations } from 'next-intl/server';
import { getDisplayClock } from '@/features/settings/server';
import { getSiteConfig } from '@/server/config/site-config';
import { log } from '@/server/log';
import { getSupportTickets } from '@/server/office/player-office';
import type { RouteMatch } from '@/server/routes/match';
import type { SupportTicket, TicketStatus } from '@/server/upstream/schemas/office';
import { signInAgain } from './activity-server';
import { ActivitySection, ActivityTable, Unavailable } from './ActivitySection';
import { DateAndTime } from './DateAndTime';
import { Status, type StatusTone } from './Status';
import { LazySupportForm } from '../lazy-parts';
import { PageTextsProvider } from '@/features/ui';
import styles from './Activity.module.css';

const TICKET_TONES: Readonly<Record<TicketStatus, StatusTone>> = {
  open: 'pending',
  answered: 'success',
  closed: 'neutral',
};

/**
 * The office's support page (route officeSupport): the operator's contacts from the site config
 * (spec 01 §3 "contacts"), a request form, and the player's requests with their status and the
 * support team's answer.
 */
export async function Support({ lng }: { lng: string; match: RouteMatch }) {
  const [t, config, clock] = await Promise.all([
    getTranslations('officeActivity.support'),
    getSiteConfig(lng),
    getDisplayClock(lng),
  ]);
  const { contacts } = config;
  let tickets: SupportTicket[] | null;
  let ticketsFailed = false;
  try {
    tickets = await getSupportTickets();
  } catch (error) {
    log.error('support requests unavailable', { error });
    tickets = [];
    ticketsFailed = true;
  }
  if (!tickets) signInAgain(lng, `/${lng}/office/support`);
  const messages = await getMessages({ locale: lng });

  return (
    <div className={styles.supportGrid}>
      <ActivitySection id="support-contacts-caption" caption={t('contactsCaption')}>
        <dl className={styles.contacts}>
          <div>
            <dt>{t('email')}</dt>
            <dd>
              <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
            </dd>
          </div>
          <div>
            <dt>{t('phone')}</dt>
            <dd>
              <a href={`tel:${contacts.phone.replace(/[^+\d]/g, '')}`}>{contacts.phone}</a>
            </dd>
          </div>
          {contacts.socials.length > 0 && (
            <div>
              <dt>{t('socials')}</dt>
              <dd className={styles.socials}>
                {contacts.socials.map((social) => (
                  <a key={social.href} href={social.href} rel="noopener noreferrer" target="_blank">
                    {social.network}
                  </a>
                ))}
              </dd>
            </div>
          )}
          <div>
            <dt>{t('address')}</dt>
            <dd>{contacts.address}</dd>
          </div>
        </dl>
      </ActivitySection>

      <ActivitySection id="support-form-caption" caption={t('formCaption')}>
        <PageTextsProvider
          locale={lng}
          messages={{ officeActivity: { support: messages.officeActivity.support } }}
        >
          <LazySupportForm />
        </PageTextsProvider>
      </ActivitySection>

      <ActivitySection id="support-tickets-caption" caption={t('ticketsCaption')} wide>
        {ticketsFailed ? (
          <Unavailable>{t('ticketsUnavailable')}</Unavailable>
        ) : tickets.length === 0 ? (
          <div className={styles.empty}>
            <p>{t('noTickets')}</p>
          </div>
        ) : (
          <ActivityTable
            caption={t('ticketsCaption')}
            columns={
              <>
                <th scope="col">{t('columns.id')}</th>
                <th scope="col">{t('columns.date')}</th>
                <th scope="col">{t('columns.topic')}</th>
                <th scope="col">{t('columns.message')}</th>
                <th scope="col">{t('columns.status')}</th>
              </>
            }
          >
            {tickets.map((ticket) => (
              <tr key={ticket.id}>
                <th scope="row" className={styles.number}>
                  {ticket.id}
                </th>
                <td>
                  <DateAndTime lng={lng} clock={clock} iso={ticket.createdAt} />
                </td>
                <td>{t(`topics.${ticket.topic}`)}</td>
                <td className={styles.ticketText}>
                  <p>{ticket.message}</p>
                  {ticket.reply && (
                    <p className={styles.reply}>
                      <strong>{t('reply')}:</strong> {ticket.reply}
                    </p>
                  )}
                </td>
                <td>
                  <Status tone={TICKET_TONES[ticket.status]}>
                    {t(`statuses.${ticket.status}`)}
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
