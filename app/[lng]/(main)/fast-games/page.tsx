import { CASINO_BODIES } from '@/features/casino/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ fastGames: CASINO_BODIES.fastGames });
export const generateMetadata = page.generateMetadata;
export default page.Page;
