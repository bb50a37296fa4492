import { PlainPage } from '@/features/pages/ClosedPages';
import { technicalRoutePage } from '@/features/pages/fixed-page';

const page = technicalRoutePage('serverError', PlainPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
