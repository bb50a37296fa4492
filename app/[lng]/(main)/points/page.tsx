import { InfoPage } from '@/features/info-pages/InfoPage';
import { routePage } from '@/features/pages/route-page';

const page = routePage({ points: InfoPage });
export const generateMetadata = page.generateMetadata;
export default page.Page;
