/** spec 01 §9 "Scroll-to-top threshold: 4 screens on mobile, 1 on desktop". */
export const SCROLL_TO_TOP_SCREENS = { mobile: 4, desktop: 1 } as const;

export type Platform = keyof typeof SCROLL_TO_TOP_SCREENS;

/** The platform the server chose for the page (html[data-platform], spec 01 §2 platform_type). */
export function pagePlatform(root: HTMLElement = document.documentElement): Platform {
  return root.dataset.platform === 'mobile' ? 'mobile' : 'desktop';
}

/** How far the page must be scrolled, in px, before the button shows. */
export function scrollToTopThreshold(platform: Platform, viewportHeight: number): number {
  return SCROLL_TO_TOP_SCREENS[platform] * viewportHeight;
}
