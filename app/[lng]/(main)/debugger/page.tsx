import { routePage } from '@/features/pages/server';

const page = routePage({ 'dev-debugger': null });
export const generateMetadata = page.generateMetadata;
export default page.Page;
