import { ShareIdeaPage } from '@/features/office/contact/ShareIdeaPage';
import { routePage } from '@/features/pages/route-page';

const page = routePage({ officeShareIdea: ShareIdeaPage });
export const generateMetadata = page.generateMetadata;
export default page.Page;
