import { CASINO_BODIES } from '@/features/casino/casino-bodies';
import { routePage } from '@/features/pages/route-page';

const page = routePage({ safe: CASINO_BODIES.safe });
export const generateMetadata = page.generateMetadata;
export default page.Page;
