import { BlockPage } from '@/features/pages/ClosedPages';
import { fixedRoutePage } from '@/features/pages/fixed-page';

const page = fixedRoutePage('siteUpdates', BlockPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
