import { CASINO_BODIES } from '@/features/casino/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ dragonBonus: CASINO_BODIES.dragonBonus });
export const generateMetadata = page.generateMetadata;
export default page.Page;
