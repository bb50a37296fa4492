import { CASINO_BODIES } from '@/features/casino/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ myCasino: CASINO_BODIES.myCasino });
export const generateMetadata = page.generateMetadata;
export default page.Page;
