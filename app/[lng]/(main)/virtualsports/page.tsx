import { CASINO_BODIES } from '@/features/casino/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ virtualsports: CASINO_BODIES.virtualsports });
export const generateMetadata = page.generateMetadata;
export default page.Page;
