import { Messages } from '@/features/office/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ officeMessages: Messages });
export const generateMetadata = page.generateMetadata;
export default page.Page;
