import { HOME_BODIES } from '@/features/home/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ homeSport: HOME_BODIES.homeSport });
export const generateMetadata = page.generateMetadata;
export default page.Page;
