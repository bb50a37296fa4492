import { CASHIER_BODIES } from '@/features/cashier/cashier-bodies';
import { routePage } from '@/features/pages/route-page';

const page = routePage({ officeCashback: CASHIER_BODIES.officeCashback });
export const generateMetadata = page.generateMetadata;
export default page.Page;
