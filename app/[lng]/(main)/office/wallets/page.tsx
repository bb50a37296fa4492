import { Wallets } from '@/features/accounts/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ officeWallets: Wallets });
export const generateMetadata = page.generateMetadata;
export default page.Page;
