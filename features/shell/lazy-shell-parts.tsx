'use client';

import type { ComponentProps, ComponentType } from 'react';
import { type AnalyticsClient, type TagManager } from '@/features/analytics';
import type { AppUpdateWatch } from '@/features/app-update';
import type { AuthBoot } from '@/features/auth';
import { type CouponBoot, type CouponPanel } from '@/features/coupon';
import type { ConversionReminder } from '@/features/accounts';
import type { MediaBoot } from '@/features/media';
import type { NavigationGuard } from '@/features/navigation';
import { type Announce, type NotificationHost } from '@/features/notifications';
import { type AutoLogoff, type AutoLogoffNotice, type TermsWatch } from '@/features/protection';
import type { RemindersClient } from '@/features/reminders';
import type { OneTapPrompt } from '@/features/social';
import { type NewSiteModal, type RegistrationReminder } from '@/features/visitor-popups';
import type { SupportButton } from '@/features/widgets';
import { DeferredPart, defineDeferred, defineRemote, RemotePart } from '@/features/remote-apps';
import { withIntlTexts } from '@/features/ui';
import type * as PlayerBootsModule from './player-boots';
import type * as ShellBootsModule from './shell-boots';
// The parts the server draws with the page (the slip, the support button): their styles come with
// the page's own, not with the code that loads after the first paint, so they are in place and
// styled on the first paint (and without JavaScript).
import '@/features/coupon/CouponPanel.module.css';
import '@/features/widgets/SupportButton.module.css';

/*
 * The parts of the document shell and the main layout that the first paint does without. Their
 * code is not in the pages' first-load scripts (docs/performance.md "First-load JS"):
 *
 * - Deferred parts draw nothing on the server (boots, watchers, queues, hosts of modals that open
 *   later): they render once their code is here, right after the page hydrated. The boots every
 *   page of the main layout runs share one chunk (shell-boots.ts) and start together, so the
 *   coupon's "ready" mark also means the others run; a signed-in player's watchers share another.
 * - Remote parts are drawn on the server as usual (the coupon, the support button, the new-site
 *   modal): the browser keeps their HTML while their code loads, then hydrates them
 *   (spec 01 §4 load state: retries, then the refresh button).
 *
 * Each comes with next-intl's provider (intl-part.ts), which the first-load scripts do without.
 * Not next/dynamic: see the CSP note in features/auth/lazy-forms.tsx.
 */

type ShellBoots = typeof ShellBootsModule;
type PlayerBoots = typeof PlayerBootsModule;

/** A part of the chunk every main-layout page loads. */
function shellBoot<P extends object>(pick: (boots: ShellBoots) => ComponentType<P>) {
  return defineDeferred(withIntlTexts(() => import('./shell-boots').then(pick)));
}

/** A part of a signed-in player's chunk. */
function playerBoot<P extends object>(pick: (boots: PlayerBoots) => ComponentType<P>) {
  return defineDeferred(withIntlTexts(() => import('./player-boots').then(pick)));
}

const couponBoot = shellBoot((m) => m.CouponBoot);
const mediaBoot = shellBoot((m) => m.MediaBoot);
const authBoot = shellBoot((m) => m.AuthBoot);
const navigationGuard = shellBoot((m) => m.NavigationGuard);
const notificationHost = shellBoot((m) => m.NotificationHost);
const announce = shellBoot((m) => m.Announce);
const appUpdateWatch = shellBoot((m) => m.AppUpdateWatch);
const analyticsClient = shellBoot((m) => m.AnalyticsClient);
const autoLogoffNotice = shellBoot((m) => m.AutoLogoffNotice);
const scrollToTop = shellBoot((m) => m.ScrollToTop);
const navigationProgress = shellBoot((m) => m.NavigationProgress);
const offlineNotice = shellBoot((m) => m.OfflineNotice);
const quickCoupon = shellBoot((m) => m.QuickCoupon);

const remindersClient = playerBoot((m) => m.RemindersClient);
const conversionReminder = playerBoot((m) => m.ConversionReminder);
const autoLogoff = playerBoot((m) => m.AutoLogoff);
const termsWatch = playerBoot((m) => m.TermsWatch);

const registrationReminder = defineDeferred(
  withIntlTexts(() =>
    import('@/features/visitor-popups/RegistrationReminder').then((m) => m.RegistrationReminder),
  ),
);
const oneTapPrompt = defineDeferred(
  withIntlTexts(() => import('@/features/social/OneTapPrompt').then((m) => m.OneTapPrompt)),
);
const tagManager = defineDeferred(
  withIntlTexts(() => import('@/features/analytics/TagManager').then((m) => m.TagManager)),
);

const couponPanel = defineRemote(
  'coupon/panel',
  withIntlTexts(() => import('@/features/coupon/CouponPanel').then((m) => m.CouponPanel)),
);
const supportButton = defineRemote('widgets/support-button', () =>
  import('@/features/widgets/SupportButton').then((m) => m.SupportButton),
);
const newSiteModal = defineRemote(
  'visitor-popups/new-site-modal',
  withIntlTexts(() => import('@/features/visitor-popups/NewSiteModal').then((m) => m.NewSiteModal)),
);

export function LazyCouponBoot(props: ComponentProps<typeof CouponBoot>) {
  return <DeferredPart part={couponBoot} props={props} />;
}

export function LazyMediaBoot(props: ComponentProps<typeof MediaBoot>) {
  return <DeferredPart part={mediaBoot} props={props} />;
}

export function LazyAuthBoot(props: ComponentProps<typeof AuthBoot>) {
  return <DeferredPart part={authBoot} props={props} />;
}

export function LazyNavigationGuard(props: ComponentProps<typeof NavigationGuard>) {
  return <DeferredPart part={navigationGuard} props={props} />;
}

export function LazyNotificationHost(props: ComponentProps<typeof NotificationHost>) {
  return <DeferredPart part={notificationHost} props={props} />;
}

export function LazyAnnounce(props: ComponentProps<typeof Announce>) {
  return <DeferredPart part={announce} props={props} />;
}

export function LazyAppUpdateWatch(props: ComponentProps<typeof AppUpdateWatch>) {
  return <DeferredPart part={appUpdateWatch} props={props} />;
}

export function LazyAnalyticsClient(props: ComponentProps<typeof AnalyticsClient>) {
  return <DeferredPart part={analyticsClient} props={props} />;
}

export function LazyAutoLogoffNotice(props: ComponentProps<typeof AutoLogoffNotice>) {
  return <DeferredPart part={autoLogoffNotice} props={props} />;
}

export function LazyScrollToTop() {
  return <DeferredPart part={scrollToTop} props={{}} />;
}

export function LazyNavigationProgress() {
  return <DeferredPart part={navigationProgress} props={{}} />;
}

export function LazyQuickCoupon() {
  return <DeferredPart part={quickCoupon} props={{}} />;
}

export function LazyOfflineNotice() {
  return <DeferredPart part={offlineNotice} props={{}} />;
}

export function LazyRemindersClient(props: ComponentProps<typeof RemindersClient>) {
  return <DeferredPart part={remindersClient} props={props} />;
}

export function LazyConversionReminder(props: ComponentProps<typeof ConversionReminder>) {
  return <DeferredPart part={conversionReminder} props={props} />;
}

export function LazyAutoLogoff(props: ComponentProps<typeof AutoLogoff>) {
  return <DeferredPart part={autoLogoff} props={props} />;
}

export function LazyTermsWatch(props: ComponentProps<typeof TermsWatch>) {
  return <DeferredPart part={termsWatch} props={props} />;
}

export function LazyRegistrationReminder(props: ComponentProps<typeof RegistrationReminder>) {
  return <DeferredPart part={registrationReminder} props={props} />;
}

export function LazyOneTapPrompt(props: ComponentProps<typeof OneTapPrompt>) {
  return <DeferredPart part={oneTapPrompt} props={props} />;
}

export function LazyTagManager(props: ComponentProps<typeof TagManager>) {
  return <DeferredPart part={tagManager} props={props} />;
}

export function LazyCouponPanel(props: ComponentProps<typeof CouponPanel>) {
  return <RemotePart remote={couponPanel} props={props} minHeight="12rem" />;
}

export function LazySupportButton(props: ComponentProps<typeof SupportButton>) {
  return <RemotePart remote={supportButton} props={props} fallback={null} />;
}

export function LazyNewSiteModal(props: ComponentProps<typeof NewSiteModal>) {
  return <RemotePart remote={newSiteModal} props={props} overlay />;
}
