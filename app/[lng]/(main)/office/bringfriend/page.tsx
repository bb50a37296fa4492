import { CASHIER_BODIES } from '@/features/cashier/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ officeBringFriend: CASHIER_BODIES.officeBringFriend });
export const generateMetadata = page.generateMetadata;
export default page.Page;
