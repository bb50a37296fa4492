import { CASINO_BODIES } from '@/features/casino/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ fortuna: CASINO_BODIES.fortuna });
export const generateMetadata = page.generateMetadata;
export default page.Page;
