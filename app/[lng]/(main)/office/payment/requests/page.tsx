import { CASHIER_BODIES } from '@/features/cashier/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ officePaymentRequests: CASHIER_BODIES.officePaymentRequests });
export const generateMetadata = page.generateMetadata;
export default page.Page;
