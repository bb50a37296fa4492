import { DepositBonuses } from '@/features/office/activity/Bonuses';
import { routePage } from '@/features/pages/route-page';

const page = routePage({ officeBonusesDeposit: DepositBonuses });
export const generateMetadata = page.generateMetadata;
export default page.Page;
