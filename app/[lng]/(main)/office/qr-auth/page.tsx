import { PROGRAMME_BODIES } from '@/features/office/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ officeQrAuth: PROGRAMME_BODIES.officeQrAuth });
export const generateMetadata = page.generateMetadata;
export default page.Page;
