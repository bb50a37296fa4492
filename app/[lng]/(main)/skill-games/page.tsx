import { CASINO_BODIES } from '@/features/casino/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ skillGames: CASINO_BODIES.skillGames });
export const generateMetadata = page.generateMetadata;
export default page.Page;
