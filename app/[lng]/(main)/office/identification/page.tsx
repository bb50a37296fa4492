import { IdentificationPage } from '@/features/office/verification/IdentificationPage';
import { routePage } from '@/features/pages/route-page';

const page = routePage({ officeIdentification: IdentificationPage });
export const generateMetadata = page.generateMetadata;
export default page.Page;
