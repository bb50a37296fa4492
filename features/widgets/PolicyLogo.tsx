'use client';

import Image from 'next/image';
import { useState } from 'react';
import { POLICY_LOGO_SIZE, POLICY_LOGO_SRC, showsPolicyLogo } from './policy-logo';

/**
 * spec 01 §7: the policy logo for the countries that have one (policy-logo.ts), in its own box
 * so the footer does not move while it loads; an image that fails to load takes its box away.
 */
export function PolicyLogo({ geoCountryId, label }: { geoCountryId: number; label: string }) {
  const [failed, setFailed] = useState(false);
  if (!showsPolicyLogo(geoCountryId) || failed) return null;
  return (
    <Image
      src={POLICY_LOGO_SRC}
      alt={label}
      width={POLICY_LOGO_SIZE.width}
      height={POLICY_LOGO_SIZE.height}
      // The BFF relays the operator's image as it is (an animated GIF must stay animated).
      unoptimized
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
