import { ManagerPage } from '@/features/office/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ officeManager: ManagerPage });
export const generateMetadata = page.generateMetadata;
export default page.Page;
