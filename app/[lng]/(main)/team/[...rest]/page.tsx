import { TeamGames } from '@/features/line/TeamGames';
import { routePage } from '@/features/pages/route-page';

const page = routePage({ team: TeamGames });
export const generateMetadata = page.generateMetadata;
export default page.Page;
