import { InfoPage } from '@/features/info-pages/InfoPage';
import { routePage } from '@/features/pages/route-page';

const page = routePage({ amlPolicy: InfoPage });
export const generateMetadata = page.generateMetadata;
export default page.Page;
