import { CyberPage } from '@/features/line/CyberPages';
import { routePage } from '@/features/pages/route-page';

const page = routePage({ cyberMain: CyberPage });
export const generateMetadata = page.generateMetadata;
export default page.Page;
