import { PlainPage } from '@/features/pages/ClosedPages';
import { fixedRoutePage } from '@/features/pages/fixed-page';

const page = fixedRoutePage('confirm', PlainPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
