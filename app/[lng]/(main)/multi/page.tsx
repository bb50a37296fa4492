import { MultiLive } from '@/features/multi-live/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ multi: MultiLive });
export const generateMetadata = page.generateMetadata;
export default page.Page;
