/**
 * The deferred parts every page of the main layout runs (lazy-shell-parts.tsx): one module, so
 * one chunk that arrives once and starts them together.
 */
import { AnalyticsClient } from '@/features/analytics';
export { AnalyticsClient };
import { AppUpdateWatch } from '@/features/app-update';
export { AppUpdateWatch };
import { AuthBoot } from '@/features/auth';
export { AuthBoot };
import { CouponBoot } from '@/features/coupon';
export { CouponBoot };
import { QuickCoupon } from '@/features/coupon';
export { QuickCoupon };
import { MediaBoot } from '@/features/media';
export { MediaBoot };
import { NavigationGuard } from '@/features/navigation';
export { NavigationGuard };
import { Announce } from '@/features/notifications';
export { Announce };
import { NotificationHost } from '@/features/notifications';
export { NotificationHost };
import { AutoLogoffNotice } from '@/features/protection';
export { AutoLogoffNotice };
import { NavigationProgress } from '@/features/widgets';
export { NavigationProgress };
import { OfflineNotice } from '@/features/widgets';
export { OfflineNotice };
import { ScrollToTop } from '@/features/widgets';
export { ScrollToTop };
