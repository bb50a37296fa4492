import { CASINO_BODIES } from '@/features/casino/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ slotsVulkan: CASINO_BODIES.slotsVulkan });
export const generateMetadata = page.generateMetadata;
export default page.Page;
