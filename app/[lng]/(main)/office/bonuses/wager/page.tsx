import { WagerBonuses } from '@/features/office/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ officeBonusesWager: WagerBonuses });
export const generateMetadata = page.generateMetadata;
export default page.Page;
