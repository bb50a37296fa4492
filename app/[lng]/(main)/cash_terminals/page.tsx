import { InfoPage } from '@/features/info-pages/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ cashTerminals: InfoPage });
export const generateMetadata = page.generateMetadata;
export default page.Page;
