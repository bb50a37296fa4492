import { CASINO_BODIES } from '@/features/casino/casino-bodies';
import { routePage } from '@/features/pages/route-page';

const page = routePage({ myCasino: CASINO_BODIES.myCasino });
export const generateMetadata = page.generateMetadata;
export default page.Page;
