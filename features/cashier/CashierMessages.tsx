import { PageTextsProvider } from '@/features/ui';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

/** The cashier's texts for its client forms, and nothing else of the catalogue. */
export async function CashierMessages({ lng, children }: { lng: string; children: ReactNode }) {
  const messages = await getMessages({ locale: lng });
  return (
    <PageTextsProvider locale={lng} messages={{ cashier: messages.cashier }}>
      {children}
    </PageTextsProvider>
  );
}
