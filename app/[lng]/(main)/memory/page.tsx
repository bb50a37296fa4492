import { CASINO_BODIES } from '@/features/casino/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ memory: CASINO_BODIES.memory });
export const generateMetadata = page.generateMetadata;
export default page.Page;
