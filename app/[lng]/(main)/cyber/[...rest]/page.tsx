import { CyberPage } from '@/features/line/server';
import { routePage } from '@/features/pages/server';

const page = routePage({
  cyberDiscipline: CyberPage,
  cyberDisciplineChamps: CyberPage,
  cyberDisciplineSection: CyberPage,
  cyberChamp: CyberPage,
  cyberGame: CyberPage,
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
