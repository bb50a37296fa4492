import { VipCashback } from '@/features/office/loyalty/CashbackPage';
import { routePage } from '@/features/pages/route-page';

const page = routePage({ officeVipCashback: VipCashback });
export const generateMetadata = page.generateMetadata;
export default page.Page;
