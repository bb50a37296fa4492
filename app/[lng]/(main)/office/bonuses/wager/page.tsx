import { WagerBonuses } from '@/features/office/activity/Bonuses';
import { routePage } from '@/features/pages/route-page';

const page = routePage({ officeBonusesWager: WagerBonuses });
export const generateMetadata = page.generateMetadata;
export default page.Page;
