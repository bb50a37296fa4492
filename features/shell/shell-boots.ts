/**
 * The deferred parts every page of the main layout runs (lazy-shell-parts.tsx): one module, so
 * one chunk that arrives once and starts them together.
 */
import { AnalyticsClient } from '@/features/analytics';
import { AppUpdateWatch } from '@/features/app-update';
import { AuthBoot } from '@/features/auth';
import { CouponBoot, QuickCoupon } from '@/features/coupon';
import { MediaBoot } from '@/features/media';
import { NavigationGuard } from '@/features/navigation';
import { Announce, NotificationHost } from '@/features/notifications';
import { AutoLogoffNotice } from '@/features/protection';
import { NavigationProgress, OfflineNotice, ScrollToTop } from '@/features/widgets';

export {
  AnalyticsClient,
  AppUpdateWatch,
  AuthBoot,
  CouponBoot,
  QuickCoupon,
  MediaBoot,
  NavigationGuard,
  Announce,
  NotificationHost,
  AutoLogoffNotice,
  NavigationProgress,
  OfflineNotice,
  ScrollToTop,
};
