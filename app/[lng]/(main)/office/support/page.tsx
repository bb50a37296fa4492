import { Support } from '@/features/office/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ officeSupport: Support });
export const generateMetadata = page.generateMetadata;
export default page.Page;
