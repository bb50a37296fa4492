'use client';

import type { ComponentProps } from 'react';
import { PagePartView, pagePart } from '@/features/remote-apps';
import type { CancelWithdrawal } from './CancelWithdrawal';
import type { MailingSwitches } from './MailingSwitches';
import type { PaymentForm } from './PaymentForm';
import type { PaymentProblemForm } from './PaymentProblemForm';
import type { PromoCheckForm } from './PromoCheckForm';

/*
 * The interactive parts of this feature's pages, each loaded on its own (features/remote-apps/page-part.tsx).
 */

const cancelWithdrawal = pagePart('cashier/cancel-withdrawal', () =>
  import('./CancelWithdrawal').then((m) => m.CancelWithdrawal),
);
const mailingSwitches = pagePart('cashier/mailing', () =>
  import('./MailingSwitches').then((m) => m.MailingSwitches),
);
const paymentForm = pagePart('cashier/payment-form', () =>
  import('./PaymentForm').then((m) => m.PaymentForm),
);
const paymentProblemForm = pagePart('cashier/payment-problem', () =>
  import('./PaymentProblemForm').then((m) => m.PaymentProblemForm),
);
const promoCheckForm = pagePart('cashier/promo-check', () =>
  import('./PromoCheckForm').then((m) => m.PromoCheckForm),
);

export function LazyCancelWithdrawal(props: ComponentProps<typeof CancelWithdrawal>) {
  return <PagePartView remote={cancelWithdrawal} props={props} minHeight="2.5rem" />;
}

export function LazyMailingSwitches(props: ComponentProps<typeof MailingSwitches>) {
  return <PagePartView remote={mailingSwitches} props={props} minHeight="8rem" />;
}

export function LazyPaymentForm(props: ComponentProps<typeof PaymentForm>) {
  return <PagePartView remote={paymentForm} props={props} minHeight="20rem" />;
}

export function LazyPaymentProblemForm(props: ComponentProps<typeof PaymentProblemForm>) {
  return <PagePartView remote={paymentProblemForm} props={props} minHeight="16rem" />;
}

export function LazyPromoCheckForm(props: ComponentProps<typeof PromoCheckForm>) {
  return <PagePartView remote={promoCheckForm} props={props} minHeight="8rem" />;
}
