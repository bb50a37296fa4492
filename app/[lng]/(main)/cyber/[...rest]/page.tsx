import { CyberPage } from '@/features/line/CyberPages';
import { routePage } from '@/features/pages/route-page';

const page = routePage({
  cyberDiscipline: CyberPage,
  cyberDisciplineChamps: CyberPage,
  cyberDisciplineSection: CyberPage,
  cyberChamp: CyberPage,
  cyberGame: CyberPage,
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
