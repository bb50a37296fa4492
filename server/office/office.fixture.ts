/** Office answers as the upstream gives them, shared by the route and component tests. */
import type { Bonus, InboxMessage, SupportTicket } from '@/server/upstream/schemas/office';

/** A reload bonus taken and being wagered. */
export const ACTIVE_BONUS: Bonus = {
  id: 3,
  name: 'Reload bonus 50%',
  status: 'active',
  percent: 50,
  maxAmount: '5000.00',
  minDeposit: '500.00',
  currency: 'RUB',
  wagerMultiplier: 5,
  wagerDays: 7,
  offerExpiresAt: null,
  amount: '2500.00',
  wagered: '0.00',
  wagerRequired: '12500.00',
  takenAt: '2026-03-14T12:00:00.000Z',
  expiresAt: '2026-03-21T12:00:00.000Z',
};

export const READ_MESSAGE: InboxMessage = {
  id: 5,
  subject: 'Your withdrawal is being processed',
  body: 'Soon.',
  sentAt: '2026-03-14T11:00:00.000Z',
  isRead: true,
};

/** A support request not answered yet. */
export const OPEN_TICKET: SupportTicket = {
  id: 9,
  topic: 'bonuses',
  message: 'How do I wager the bonus?',
  status: 'open',
  reply: null,
  createdAt: '2026-03-14T12:00:00.000Z',
  updatedAt: '2026-03-14T12:00:00.000Z',
};
