import { Messages } from '@/features/office/activity/Messages';
import { routePage } from '@/features/pages/route-page';

const page = routePage({ officeMessages: Messages });
export const generateMetadata = page.generateMetadata;
export default page.Page;
