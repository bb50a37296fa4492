import { CASINO_BODIES } from '@/features/casino/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ fastBet: CASINO_BODIES.fastBet });
export const generateMetadata = page.generateMetadata;
export default page.Page;
