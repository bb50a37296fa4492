import { CASINO_BODIES } from '@/features/casino/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ lottery: CASINO_BODIES.lottery });
export const generateMetadata = page.generateMetadata;
export default page.Page;
