import { CASINO_BODIES } from '@/features/casino/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ providers: CASINO_BODIES.providers, provider: CASINO_BODIES.provider });
export const generateMetadata = page.generateMetadata;
export default page.Page;
