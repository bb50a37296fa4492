import { CASINO_BODIES } from '@/features/casino/casino-bodies';
import { routePage } from '@/features/pages/route-page';

const page = routePage({ providers: CASINO_BODIES.providers, provider: CASINO_BODIES.provider });
export const generateMetadata = page.generateMetadata;
export default page.Page;
