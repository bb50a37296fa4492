import { RewardsPage } from '@/features/office/loyalty/RewardsPage';
import { routePage } from '@/features/pages/route-page';

const page = routePage({ officeRewards: RewardsPage });
export const generateMetadata = page.generateMetadata;
export default page.Page;
