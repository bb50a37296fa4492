/**
 * The deferred parts every page of the main layout runs (lazy-shell-parts.tsx): one module, so
 * one chunk that arrives once and starts them together.
 */
export { AnalyticsClient } from '@/features/analytics/AnalyticsClient';
export { AppUpdateWatch } from '@/features/app-update/AppUpdateWatch';
export { AuthBoot } from '@/features/auth/AuthBoot';
export { CouponBoot } from '@/features/coupon/CouponBoot';
export { QuickCoupon } from '@/features/coupon/QuickCoupon';
export { MediaBoot } from '@/features/media/MediaBoot';
export { NavigationGuard } from '@/features/navigation/NavigationGuard';
export { Announce } from '@/features/notifications/Announce';
export { NotificationHost } from '@/features/notifications/NotificationHost';
export { AutoLogoffNotice } from '@/features/protection/AutoLogoff';
export { NavigationProgress } from '@/features/widgets/NavigationProgress';
export { OfflineNotice } from '@/features/widgets/OfflineNotice';
export { ScrollToTop } from '@/features/widgets/ScrollToTop';
