import { CASINO_BODIES } from '@/features/casino/casino-bodies';
import { routePage } from '@/features/pages/route-page';

const page = routePage({ casinoSearch: CASINO_BODIES.casinoSearch });
export const generateMetadata = page.generateMetadata;
export default page.Page;
