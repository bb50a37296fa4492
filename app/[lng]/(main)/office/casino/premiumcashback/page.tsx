import { PremiumCashback } from '@/features/office/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ officePremiumCashback: PremiumCashback });
export const generateMetadata = page.generateMetadata;
export default page.Page;
