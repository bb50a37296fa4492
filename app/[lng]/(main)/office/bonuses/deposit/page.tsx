import { DepositBonuses } from '@/features/office/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ officeBonusesDeposit: DepositBonuses });
export const generateMetadata = page.generateMetadata;
export default page.Page;
