import { PersonalPage } from '@/features/office/profile/ProfilePages';
import { routePage } from '@/features/pages/route-page';

const page = routePage({ officePersonal: PersonalPage });
export const generateMetadata = page.generateMetadata;
export default page.Page;
