import { routePage } from '@/features/pages/route-page';
import { SettingsPage } from '@/features/settings/SettingsPage';

const page = routePage({ officeSettings: SettingsPage });
export const generateMetadata = page.generateMetadata;
export default page.Page;
