import { routePage } from '@/features/pages/server';

const page = routePage({ 'dev-cricket-dev-page': null });
export const generateMetadata = page.generateMetadata;
export default page.Page;
