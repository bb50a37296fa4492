import { CyberPage } from '@/features/line/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ cyberMain: CyberPage });
export const generateMetadata = page.generateMetadata;
export default page.Page;
