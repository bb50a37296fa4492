import { CASINO_BODIES } from '@/features/casino/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ tvgames: CASINO_BODIES.tvgames });
export const generateMetadata = page.generateMetadata;
export default page.Page;
