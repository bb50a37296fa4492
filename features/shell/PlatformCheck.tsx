'use client';

import { useEffect } from 'react';

/**
 * spec 01 §2: "An iPad that reports itself as desktop is redirected to the same path with
 * platform_type=mobile plus the existing query". iPadOS Safari sends a Mac user agent, which the
 * middleware cannot tell from a Mac; a Mac has no touch points, an iPad has several.
 */
export function PlatformCheck() {
  useEffect(() => {
    const url = new URL(window.location.href);
    const looksLikeMac = /Macintosh/.test(navigator.userAgent);
    if (looksLikeMac && navigator.maxTouchPoints > 1 && !url.searchParams.has('platform_type')) {
      url.searchParams.set('platform_type', 'mobile');
      window.location.replace(url.toString());
    }
  }, []);
  return null;
}
