import { AccountVerifyPage } from '@/features/account-entry/AccountEntryPages';
import { routePage } from '@/features/pages/route-page';

const page = routePage({ accountVerify: AccountVerifyPage });
export const generateMetadata = page.generateMetadata;
export default page.Page;
