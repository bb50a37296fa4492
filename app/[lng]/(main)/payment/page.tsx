import { CASHIER_BODIES } from '@/features/cashier/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ payment: CASHIER_BODIES.payment });
export const generateMetadata = page.generateMetadata;
export default page.Page;
