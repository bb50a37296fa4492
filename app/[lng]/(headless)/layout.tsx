import { groupLayout } from '@/features/layouts/server';
import { HeadlessLayout } from '@/features/layouts';

// spec 01 §2 "Headless" layout: the header is hidden; landings stand on their own.
export default groupLayout(({ config, children }) => (
  <HeadlessLayout
    minAge={config.siteConfig.minAge}
    licenceText={config.licenceConfig.text}
    copyright={config.footer.copyright}
  >
    {children}
  </HeadlessLayout>
));
