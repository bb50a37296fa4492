import { BetHistory } from '@/features/betting/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ officeHistory: BetHistory });
export const generateMetadata = page.generateMetadata;
export default page.Page;
