import { PremiumCashback } from '@/features/office/loyalty/CashbackPage';
import { routePage } from '@/features/pages/route-page';

const page = routePage({ officePremiumCashback: PremiumCashback });
export const generateMetadata = page.generateMetadata;
export default page.Page;
