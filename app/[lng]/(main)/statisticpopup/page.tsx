import { routePage } from '@/features/pages/server';
import { FEEDS_BODIES } from '@/features/feeds/server';

const page = routePage({ statisticPopup: FEEDS_BODIES.statisticPopup });
export const generateMetadata = page.generateMetadata;
export default page.Page;
