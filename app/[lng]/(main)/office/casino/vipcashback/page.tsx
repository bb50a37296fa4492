import { VipCashback } from '@/features/office/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ officeVipCashback: VipCashback });
export const generateMetadata = page.generateMetadata;
export default page.Page;
