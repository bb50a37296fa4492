import { CASHIER_BODIES } from '@/features/cashier/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ officeCashback: CASHIER_BODIES.officeCashback });
export const generateMetadata = page.generateMetadata;
export default page.Page;
