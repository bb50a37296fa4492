import { CASHIER_BODIES } from '@/features/cashier/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ officeDeduce: CASHIER_BODIES.officeDeduce });
export const generateMetadata = page.generateMetadata;
export default page.Page;
