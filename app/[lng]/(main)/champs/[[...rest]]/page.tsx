import { ChampsPage } from '@/features/line/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ champs: ChampsPage });
export const generateMetadata = page.generateMetadata;
export default page.Page;
