import { CASHIER_BODIES } from '@/features/cashier/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ officeRecharge: CASHIER_BODIES.officeRecharge });
export const generateMetadata = page.generateMetadata;
export default page.Page;
