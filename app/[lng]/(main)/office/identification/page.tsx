import { IdentificationPage } from '@/features/office/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ officeIdentification: IdentificationPage });
export const generateMetadata = page.generateMetadata;
export default page.Page;
