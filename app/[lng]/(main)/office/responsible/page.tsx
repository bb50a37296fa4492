import { ResponsibleGaming } from '@/features/limits/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ officeResponsible: ResponsibleGaming });
export const generateMetadata = page.generateMetadata;
export default page.Page;
