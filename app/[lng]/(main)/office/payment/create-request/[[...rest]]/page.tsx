import { CASHIER_BODIES } from '@/features/cashier/cashier-bodies';
import { routePage } from '@/features/pages/route-page';

const page = routePage({
  officePaymentCreate: CASHIER_BODIES.officePaymentCreate,
  officePaymentTopic: CASHIER_BODIES.officePaymentTopic,
  officePaymentTransactions: CASHIER_BODIES.officePaymentTransactions,
  officePaymentTransaction: CASHIER_BODIES.officePaymentTransaction,
  officePaymentSubTopic: CASHIER_BODIES.officePaymentSubTopic,
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
