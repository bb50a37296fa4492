import { CASHIER_BODIES } from '@/features/cashier/cashier-bodies';
import { routePage } from '@/features/pages/route-page';

const page = routePage({ officeRecharge: CASHIER_BODIES.officeRecharge });
export const generateMetadata = page.generateMetadata;
export default page.Page;
