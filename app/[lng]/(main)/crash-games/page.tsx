import { CASINO_BODIES } from '@/features/casino/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ crashGames: CASINO_BODIES.crashGames });
export const generateMetadata = page.generateMetadata;
export default page.Page;
