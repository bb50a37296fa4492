import { VerificationPage } from '@/features/office/verification/VerificationPage';
import { routePage } from '@/features/pages/route-page';

const page = routePage({ officeVerification: VerificationPage });
export const generateMetadata = page.generateMetadata;
export default page.Page;
