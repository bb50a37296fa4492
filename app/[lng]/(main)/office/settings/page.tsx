import { routePage } from '@/features/pages/server';
import { SettingsPage } from '@/features/settings/server';

const page = routePage({ officeSettings: SettingsPage });
export const generateMetadata = page.generateMetadata;
export default page.Page;
