import { Support } from '@/features/office/activity/Support';
import { routePage } from '@/features/pages/route-page';

const page = routePage({ officeSupport: Support });
export const generateMetadata = page.generateMetadata;
export default page.Page;
