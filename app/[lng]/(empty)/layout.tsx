import { groupLayout } from '@/features/layouts/server';
import { MinimalLayout } from '@/features/layouts';

// spec 01 §2 "Empty" layout: payment return pages and utility pages; the logo leads home.
export default groupLayout(({ lng, config, children }) => (
  <MinimalLayout
    brand={config.siteConfig.companyName}
    homeHref={`/${lng}`}
    footer={config.footer.copyright}
  >
    {children}
  </MinimalLayout>
));
