import { routePage } from '@/features/pages/route-page';

const page = routePage({ 'dev-debugger': null });
export const generateMetadata = page.generateMetadata;
export default page.Page;
