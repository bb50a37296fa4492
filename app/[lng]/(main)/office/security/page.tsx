import { SecurityPage } from '@/features/office/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ officeSecurity: SecurityPage });
export const generateMetadata = page.generateMetadata;
export default page.Page;
