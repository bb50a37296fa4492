import { CASINO_BODIES } from '@/features/casino/casino-bodies';
import { routePage } from '@/features/pages/route-page';

const page = routePage({ slotsVulkan: CASINO_BODIES.slotsVulkan });
export const generateMetadata = page.generateMetadata;
export default page.Page;
