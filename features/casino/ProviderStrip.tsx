'use client';

import { SiteLink } from '@/features/ui';
import { CASINO_IMAGES_PATH, providerPagePath } from './casino-paths';
import styles from './Casino.module.css';

export interface ProviderLogo {
  id: number;
  slug: string;
  name: string;
}

/**
 * The lobby's strip of provider logos, each leading to the provider's games. A client component
 * only so its RSC payload is data (issue 13).
 */
export function ProviderStrip({
  id,
  lng,
  providers,
  label,
}: {
  id: string;
  lng: string;
  providers: readonly ProviderLogo[];
  label: string;
}) {
  return (
    <ul id={id} className={styles.providerStrip} aria-label={label}>
      {providers.map((provider) => (
        <li key={provider.id}>
          <SiteLink href={`/${lng}/${providerPagePath(provider.slug)}`} prefetch={false}>
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={`${CASINO_IMAGES_PATH}/providers/${provider.id}.svg`}
              width={240}
              height={80}
              alt={provider.name}
              loading="lazy"
            />
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
