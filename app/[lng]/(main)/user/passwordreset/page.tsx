import { PasswordResetPageBody } from '@/features/auth/AuthPages';
import { routePage } from '@/features/pages/route-page';

const page = routePage({ passwordReset: PasswordResetPageBody });
export const generateMetadata = page.generateMetadata;
export default page.Page;
