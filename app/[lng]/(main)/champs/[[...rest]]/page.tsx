import { ChampsPage } from '@/features/line/ChampPages';
import { routePage } from '@/features/pages/route-page';

const page = routePage({ champs: ChampsPage });
export const generateMetadata = page.generateMetadata;
export default page.Page;
