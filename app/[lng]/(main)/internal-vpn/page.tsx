import { routePage } from '@/features/pages/server';

const page = routePage({ 'dev-internal-vpn': null });
export const generateMetadata = page.generateMetadata;
export default page.Page;
