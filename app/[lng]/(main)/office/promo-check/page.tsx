import { CASHIER_BODIES } from '@/features/cashier/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ officePromoCheck: CASHIER_BODIES.officePromoCheck });
export const generateMetadata = page.generateMetadata;
export default page.Page;
