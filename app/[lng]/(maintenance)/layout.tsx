import { groupLayout } from '@/features/layouts/server';
import { MinimalLayout } from '@/features/layouts';

// spec 01 §2 "Maintenance" layout: no navigation into a site that is closed.
export default groupLayout(({ config, children }) => (
  <MinimalLayout brand={config.siteConfig.companyName} footer={config.footer.copyright}>
    {children}
  </MinimalLayout>
));
