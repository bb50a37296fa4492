import { CASINO_BODIES } from '@/features/casino/casino-bodies';
import { routePage } from '@/features/pages/route-page';

const page = routePage({ cardGames: CASINO_BODIES.cardGames });
export const generateMetadata = page.generateMetadata;
export default page.Page;
