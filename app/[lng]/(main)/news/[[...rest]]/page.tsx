import { routePage } from '@/features/pages/route-page';
import { FEEDS_BODIES } from '@/features/feeds/results/feeds-bodies';

const page = routePage({ news: FEEDS_BODIES.news });
export const generateMetadata = page.generateMetadata;
export default page.Page;
