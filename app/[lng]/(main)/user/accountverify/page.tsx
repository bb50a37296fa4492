import { AccountVerifyPage } from '@/features/account-entry/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ accountVerify: AccountVerifyPage });
export const generateMetadata = page.generateMetadata;
export default page.Page;
