import { CASINO_BODIES } from '@/features/casino/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ scratchcards: CASINO_BODIES.scratchcards });
export const generateMetadata = page.generateMetadata;
export default page.Page;
