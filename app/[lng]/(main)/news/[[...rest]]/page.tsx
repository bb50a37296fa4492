import { routePage } from '@/features/pages/server';
import { FEEDS_BODIES } from '@/features/feeds/server';

const page = routePage({ news: FEEDS_BODIES.news });
export const generateMetadata = page.generateMetadata;
export default page.Page;
