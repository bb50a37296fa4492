import { PasswordResetPageBody } from '@/features/auth/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ passwordReset: PasswordResetPageBody });
export const generateMetadata = page.generateMetadata;
export default page.Page;
