import { VerificationPage } from '@/features/office/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ officeVerification: VerificationPage });
export const generateMetadata = page.generateMetadata;
export default page.Page;
