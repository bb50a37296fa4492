import { SecurityPage } from '@/features/office/profile/ProfilePages';
import { routePage } from '@/features/pages/route-page';

const page = routePage({ officeSecurity: SecurityPage });
export const generateMetadata = page.generateMetadata;
export default page.Page;
