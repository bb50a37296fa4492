import type { Landing } from '@/server/upstream/schemas/cms';

/** The size Open Graph and Twitter's large card both crop best. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

const PALETTE = {
  sport: { from: '#0b3d2e', to: '#12805c', accent: '#ffd24a' },
  casino: { from: '#2a0f4a', to: '#7b2cbf', accent: '#ffb703' },
} as const;

/**
 * A landing's preview picture for next/og. Only the badge (ASCII and € by the CMS contract) is
 * written on it: the bundled font covers Latin only, and any other script would make next/og
 * fetch fonts from the network at request time.
 */
export function landingPreview(landing: Pick<Landing, 'badge' | 'category'>) {
  const { from, to, accent } = PALETTE[landing.category];
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'flex-end',
        width: '100%',
        height: '100%',
        padding: '72px',
        background: `linear-gradient(135deg, ${from}, ${to})`,
        color: accent,
      }}
    >
      <div style={{ display: 'flex', fontSize: 112, fontWeight: 800, lineHeight: 1.05 }}>
        {landing.badge}
      </div>
      <div style={{ display: 'flex', marginTop: 24, fontSize: 36, color: '#ffffff' }}>18+</div>
    </div>
  );
}
