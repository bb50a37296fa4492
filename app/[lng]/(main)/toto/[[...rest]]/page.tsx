import { routePage } from '@/features/pages/server';
import { TOTO_BODIES } from '@/features/toto/server';

const page = routePage({ toto: TOTO_BODIES.toto, totoTab: TOTO_BODIES.totoTab });
export const generateMetadata = page.generateMetadata;
export default page.Page;
