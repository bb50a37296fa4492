import { CASINO_BODIES } from '@/features/casino/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ cardGames: CASINO_BODIES.cardGames });
export const generateMetadata = page.generateMetadata;
export default page.Page;
