import { CASINO_BODIES } from '@/features/casino/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ safe: CASINO_BODIES.safe });
export const generateMetadata = page.generateMetadata;
export default page.Page;
