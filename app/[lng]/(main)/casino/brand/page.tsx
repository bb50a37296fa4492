import { CASINO_BODIES } from '@/features/casino/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ casinoBrand: CASINO_BODIES.casinoBrand });
export const generateMetadata = page.generateMetadata;
export default page.Page;
