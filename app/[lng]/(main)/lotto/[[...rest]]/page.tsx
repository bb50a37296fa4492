import { LOTTO_BODIES } from '@/features/lotto/lotto-bodies';
import { routePage } from '@/features/pages/route-page';

const page = routePage({ lotto: LOTTO_BODIES.lotto });
export const generateMetadata = page.generateMetadata;
export default page.Page;
