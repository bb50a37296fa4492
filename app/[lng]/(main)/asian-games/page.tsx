import { CASINO_BODIES } from '@/features/casino/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ asianGames: CASINO_BODIES.asianGames });
export const generateMetadata = page.generateMetadata;
export default page.Page;
