import { CASINO_BODIES } from '@/features/casino/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ fishingHunting: CASINO_BODIES.fishingHunting });
export const generateMetadata = page.generateMetadata;
export default page.Page;
