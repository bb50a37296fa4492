import { CASHIER_BODIES } from '@/features/cashier/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ officeAccount: CASHIER_BODIES.officeAccount });
export const generateMetadata = page.generateMetadata;
export default page.Page;
