import { demoRouteSettings, demoSlugs } from '@/server/routes/routes.fixture';
import type { EdgeSiteSettings } from './site-settings';

/** The demo site's settings as the middleware sees them (tests and benchmarks). */
export const demoEdgeSettings: EdgeSiteSettings = {
  languages: ['en', 'ru'],
  hiddenLanguages: [],
  defaultLanguage: 'en',
  maintenance: { isActive: false, web_state: 0 },
  route: demoRouteSettings,
  slugs: demoSlugs,
  isMainVipDomainAuthNeed: false,
  gtmId: null,
};
