import { BlockPage, fixedRoutePage } from '@/features/pages/server';

const page = fixedRoutePage('comingSoon', BlockPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
