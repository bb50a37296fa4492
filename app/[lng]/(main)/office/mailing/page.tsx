import { CASHIER_BODIES } from '@/features/cashier/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ officeMailing: CASHIER_BODIES.officeMailing });
export const generateMetadata = page.generateMetadata;
export default page.Page;
