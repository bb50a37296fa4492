import { ResponsibleGaming } from '@/features/limits/ResponsibleGaming';
import { routePage } from '@/features/pages/route-page';

const page = routePage({ officeResponsible: ResponsibleGaming });
export const generateMetadata = page.generateMetadata;
export default page.Page;
