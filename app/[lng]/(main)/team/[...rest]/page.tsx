import { TeamGames } from '@/features/line/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ team: TeamGames });
export const generateMetadata = page.generateMetadata;
export default page.Page;
