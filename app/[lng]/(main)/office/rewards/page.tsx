import { RewardsPage } from '@/features/office/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ officeRewards: RewardsPage });
export const generateMetadata = page.generateMetadata;
export default page.Page;
