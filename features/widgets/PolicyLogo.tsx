'use client';

import { useState } from 'react';
import { POLICY_LOGO_SIZE, POLICY_LOGO_SRC, showsPolicyLogo } from './policy-logo';

/** An image that failed before the page hydrated fired its error event before React listened. */
function failedAlready(image: HTMLImageElement | null): boolean {
  return image !== null && image.complete && image.naturalWidth === 0;
}

/**
 * spec 01 §7: the policy logo for the countries that have one (policy-logo.ts), in its own box
 * so the footer does not move while it loads; an image that fails to load takes its box away.
 * A plain <img>: the BFF relays the operator's image as it is (an animated GIF must stay
 * animated), so next/image would add nothing but its code to every page.
 */
export function PolicyLogo({ geoCountryId, label }: { geoCountryId: number; label: string }) {
  const [failed, setFailed] = useState(false);
  if (!showsPolicyLogo(geoCountryId) || failed) return null;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- an unoptimised relay, see above
    <img
      src={POLICY_LOGO_SRC}
      alt={label}
      width={POLICY_LOGO_SIZE.width}
      height={POLICY_LOGO_SIZE.height}
      loading="lazy"
      decoding="async"
      ref={(image) => {
        if (failedAlready(image)) setFailed(true);
      }}
      onError={() => setFailed(true)}
    />
  );
}
