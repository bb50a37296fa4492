import { routePage } from '@/features/pages/route-page';
import { FEEDS_BODIES } from '@/features/feeds/results/feeds-bodies';

const page = routePage({ statisticPopup: FEEDS_BODIES.statisticPopup });
export const generateMetadata = page.generateMetadata;
export default page.Page;
