import 'server-only';
import { cache } from 'react';
import { readAsPlayer } from '@/server/session/player-upstream';
import {
  DEFAULT_PAYMENTS_PAGE_SIZE,
  type Bonus,
  type MessagesAnswer,
  type PaymentsAnswer,
  type SupportTicket,
} from '@/server/upstream/schemas/office';
import { officeApi } from './office-api';
import { periodInstants, type PaymentFilter } from './payment-filter';

export interface PaymentsPage extends PaymentsAnswer {
  pageCount: number;
}

/** A page of the player's payments in the filter, newest first; the period in `timeZone`. */
export const getPaymentHistory = cache(
  async (filter: PaymentFilter, timeZone: number): Promise<PaymentsPage | null> =>
    readAsPlayer(async (upstream) => {
      const query = {
        ...periodInstants(filter, timeZone),
        type: filter.type === 'all' ? undefined : filter.type,
        pageSize: DEFAULT_PAYMENTS_PAGE_SIZE,
      };
      let answer = await officeApi.payments(upstream, { ...query, page: filter.page });
      // A page past the last one reads as a bad page: the first.
      if (answer.data.length === 0 && answer.meta.total > 0 && filter.page > 1) {
        answer = await officeApi.payments(upstream, { ...query, page: 1 });
      }
      return {
        ...answer,
        pageCount: Math.max(1, Math.ceil(answer.meta.total / answer.meta.pageSize)),
      };
    }),
);

export const getPlayerBonuses = cache(async (lng: string): Promise<Bonus[] | null> =>
  readAsPlayer((upstream) => officeApi.bonuses(upstream, lng)),
);

export const getInbox = cache(async (lng: string, page: number): Promise<MessagesAnswer | null> =>
  readAsPlayer(async (upstream) => {
    const answer = await officeApi.messages(upstream, page, lng);
    if (answer.data.length === 0 && answer.meta.total > 0 && page > 1) {
      return officeApi.messages(upstream, 1, lng);
    }
    return answer;
  }),
);

export const getSupportTickets = cache(async (): Promise<SupportTicket[] | null> =>
  readAsPlayer((upstream) => officeApi.tickets(upstream)),
);
