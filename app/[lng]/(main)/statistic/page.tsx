import { routePage } from '@/features/pages/server';
import { FEEDS_BODIES } from '@/features/feeds/server';

const page = routePage({ statistic: FEEDS_BODIES.statistic });
export const generateMetadata = page.generateMetadata;
export default page.Page;
