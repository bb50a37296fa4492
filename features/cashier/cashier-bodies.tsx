import type { RouteBody } from '@/features/ui';
import { OfficeHome } from '@/features/office/server';
import { Deduce } from './Deduce';
import { BringFriend, CashbackPage, MailingPage, PromoCheck } from './OfficeExtras';
import { PaymentMethods } from './PaymentMethods';
import {
  PaymentCreate,
  PaymentRequests,
  PaymentSubTopicPage,
  PaymentTopicPage,
  PaymentTransactionPage,
  PaymentTransactionsPage,
} from './PaymentRequests';
import { Recharge } from './Recharge';

/** The office home and the cashier's pages, by route id (their route folders pick from them). */
export const CASHIER_BODIES: Readonly<Record<string, RouteBody>> = {
  officeAccount: OfficeHome,
  officeRecharge: Recharge,
  officeDeduce: Deduce,
  payment: PaymentMethods,
  officePaymentRequests: PaymentRequests,
  officePaymentCreate: PaymentCreate,
  officePaymentTopic: PaymentTopicPage,
  officePaymentSubTopic: PaymentSubTopicPage,
  officePaymentTransactions: PaymentTransactionsPage,
  officePaymentTransaction: PaymentTransactionPage,
  officePromoCheck: PromoCheck,
  officeMailing: MailingPage,
  officeBringFriend: BringFriend,
  officeCashback: CashbackPage,
};
