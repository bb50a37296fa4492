import { ManagerPage } from '@/features/office/contact/ManagerPage';
import { routePage } from '@/features/pages/route-page';

const page = routePage({ officeManager: ManagerPage });
export const generateMetadata = page.generateMetadata;
export default page.Page;
