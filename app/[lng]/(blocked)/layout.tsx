import { groupLayout } from '@/features/layouts/server';
import { MinimalLayout } from '@/features/layouts';

// spec 01 §2 "Blocked" layout: the brand and the appeal pages only.
export default groupLayout(({ config, children }) => (
  <MinimalLayout brand={config.siteConfig.companyName} footer={config.footer.copyright}>
    {children}
  </MinimalLayout>
));
