import { technicalRoutePage } from '@/features/pages/server';
import { MaintenancePage } from '@/features/layouts/server';
import { getTechnicalPageConfig } from '@/server/config/site-config';

// Renders from what the process has: the upstream may be the reason for the maintenance.
const page = technicalRoutePage('maintenance', async ({ lng }) => {
  const config = await getTechnicalPageConfig(lng);
  return <MaintenancePage lng={lng} maintenance={config?.maintenance ?? null} />;
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
