import { CASINO_BODIES } from '@/features/casino/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ bingo: CASINO_BODIES.bingo });
export const generateMetadata = page.generateMetadata;
export default page.Page;
