import { RegistrationPageBody } from '@/features/auth/AuthPages';
import { routePage } from '@/features/pages/route-page';

const page = routePage({ registration: RegistrationPageBody });
export const generateMetadata = page.generateMetadata;
export default page.Page;
