import { LOTTO_BODIES } from '@/features/lotto/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ lotto: LOTTO_BODIES.lotto });
export const generateMetadata = page.generateMetadata;
export default page.Page;
