import { CASHIER_BODIES } from '@/features/cashier/server';
import { routePage } from '@/features/pages/server';

const page = routePage({
  officePaymentCreate: CASHIER_BODIES.officePaymentCreate,
  officePaymentTopic: CASHIER_BODIES.officePaymentTopic,
  officePaymentTransactions: CASHIER_BODIES.officePaymentTransactions,
  officePaymentTransaction: CASHIER_BODIES.officePaymentTransaction,
  officePaymentSubTopic: CASHIER_BODIES.officePaymentSubTopic,
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
