import { ActivationPage } from '@/features/account-entry/AccountEntryPages';
import { routePage } from '@/features/pages/route-page';

const page = routePage({ activate: ActivationPage });
export const generateMetadata = page.generateMetadata;
export default page.Page;
