import { CASINO_BODIES } from '@/features/casino/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ chest: CASINO_BODIES.chest });
export const generateMetadata = page.generateMetadata;
export default page.Page;
