import { CASINO_BODIES } from '@/features/casino/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ poker: CASINO_BODIES.poker });
export const generateMetadata = page.generateMetadata;
export default page.Page;
