import { CASINO_BODIES } from '@/features/casino/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ otherGames: CASINO_BODIES.otherGames });
export const generateMetadata = page.generateMetadata;
export default page.Page;
