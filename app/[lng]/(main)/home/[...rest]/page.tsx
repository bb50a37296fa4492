import { HOME_BODIES } from '@/features/home/home-bodies';
import { routePage } from '@/features/pages/route-page';

const page = routePage({ homeSport: HOME_BODIES.homeSport });
export const generateMetadata = page.generateMetadata;
export default page.Page;
