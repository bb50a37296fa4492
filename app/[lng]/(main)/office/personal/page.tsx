import { PersonalPage } from '@/features/office/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ officePersonal: PersonalPage });
export const generateMetadata = page.generateMetadata;
export default page.Page;
