'use client';

/**
 * The links the main layout's header and footer draw, as a client boundary of their own. Next
 * points each client module at the scripts of one route only (the last of the routes under
 * `[lng]` that renders it): imported straight from the header, the sign-in link came with the
 * catch-all page's scripts to the home page, which renders it too. Only the main layout imports
 * this module, so it always comes with the layout's own scripts (docs/performance.md).
 */
import { AuthLink } from '@/features/session';
import { SiteLink } from '@/features/ui';

export { AuthLink, SiteLink };
export { BottomBar } from './BottomBar';
export { HeaderBalance } from './HeaderBalance';
export { MobileMenu } from './MobileMenu';
