import { routePage } from '@/features/pages/server';
import { FEEDS_BODIES } from '@/features/feeds/server';

const page = routePage({ results: FEEDS_BODIES.results });
export const generateMetadata = page.generateMetadata;
export default page.Page;
