import { CASINO_BODIES } from '@/features/casino/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ casinoSearch: CASINO_BODIES.casinoSearch });
export const generateMetadata = page.generateMetadata;
export default page.Page;
