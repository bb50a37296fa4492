import { MultiLive } from '@/features/multi-live/MultiLive';
import { routePage } from '@/features/pages/route-page';

const page = routePage({ multi: MultiLive });
export const generateMetadata = page.generateMetadata;
export default page.Page;
