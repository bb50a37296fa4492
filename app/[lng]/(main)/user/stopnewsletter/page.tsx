import { StopNewsletterPage } from '@/features/account-entry/AccountEntryPages';
import { routePage } from '@/features/pages/route-page';

const page = routePage({ stopNewsletter: StopNewsletterPage });
export const generateMetadata = page.generateMetadata;
export default page.Page;
