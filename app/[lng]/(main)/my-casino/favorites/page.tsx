import { CASINO_BODIES } from '@/features/casino/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ myCasinoFavorites: CASINO_BODIES.myCasinoFavorites });
export const generateMetadata = page.generateMetadata;
export default page.Page;
