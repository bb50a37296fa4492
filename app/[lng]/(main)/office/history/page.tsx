import { BetHistory } from '@/features/betting/BetHistory';
import { routePage } from '@/features/pages/route-page';

const page = routePage({ officeHistory: BetHistory });
export const generateMetadata = page.generateMetadata;
export default page.Page;
