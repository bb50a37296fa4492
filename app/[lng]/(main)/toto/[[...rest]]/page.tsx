import { routePage } from '@/features/pages/route-page';
import { TOTO_BODIES } from '@/features/toto/toto-bodies';

const page = routePage({ toto: TOTO_BODIES.toto, totoTab: TOTO_BODIES.totoTab });
export const generateMetadata = page.generateMetadata;
export default page.Page;
