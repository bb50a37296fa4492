'use client';

import type { ComponentProps } from 'react';
import { PagePartView, pagePart } from '@/features/remote-apps';
import type { LottoTicketForm } from './LottoTicketForm';

/*
 * The interactive parts of this feature's pages, each loaded on its own (features/remote-apps/page-part.tsx).
 */

const lottoTicketForm = pagePart('lotto/ticket', () =>
  import('./LottoTicketForm').then((m) => m.LottoTicketForm),
);

export function LazyLottoTicketForm(props: ComponentProps<typeof LottoTicketForm>) {
  return <PagePartView remote={lottoTicketForm} props={props} minHeight="24rem" />;
}
