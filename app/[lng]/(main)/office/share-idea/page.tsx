import { ShareIdeaPage } from '@/features/office/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ officeShareIdea: ShareIdeaPage });
export const generateMetadata = page.generateMetadata;
export default page.Page;
