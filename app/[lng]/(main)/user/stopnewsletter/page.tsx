import { StopNewsletterPage } from '@/features/account-entry/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ stopNewsletter: StopNewsletterPage });
export const generateMetadata = page.generateMetadata;
export default page.Page;
