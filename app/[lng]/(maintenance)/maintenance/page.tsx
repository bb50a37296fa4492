import { fixedRoutePage } from '@/features/pages/fixed-page';
import { MaintenancePage } from '@/features/layouts/MaintenancePage';
import { getSiteConfig } from '@/server/config/site-config';

const page = fixedRoutePage('maintenance', async ({ lng }) => {
  const config = await getSiteConfig(lng);
  return <MaintenancePage lng={lng} maintenance={config.maintenance} />;
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
