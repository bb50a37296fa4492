import { Wallets } from '@/features/accounts/Wallets';
import { routePage } from '@/features/pages/route-page';

const page = routePage({ officeWallets: Wallets });
export const generateMetadata = page.generateMetadata;
export default page.Page;
