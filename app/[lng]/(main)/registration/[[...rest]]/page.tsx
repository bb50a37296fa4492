import { RegistrationPageBody } from '@/features/auth/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ registration: RegistrationPageBody });
export const generateMetadata = page.generateMetadata;
export default page.Page;
