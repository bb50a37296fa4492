import { SiteLink, Logo, withLanguage } from '@/features/ui';
import type { Landing } from '@/server/upstream/schemas/cms';
import styles from './CmsLanding.module.css';

/**
 * A headless bonus landing from the CMS (spec 01 §2 "Headless layout"): the offer's headline,
 * text and points, one call to action that keeps the visitor's query (UTM, ref: spec 02 §7),
 * and the offer's short terms.
 */
export function CmsLanding({
  lng,
  brand,
  landing,
  ctaHref,
  ctaLabel,
}: {
  lng: string;
  brand: string;
  landing: Landing;
  ctaHref: string;
  ctaLabel: string;
}) {
  return (
    <section
      className={styles.landing}
      data-category={landing.category}
      aria-labelledby="landing-title"
    >
      <SiteLink className={styles.brand} href={withLanguage(lng, '/')} aria-label={brand}>
        <Logo brand={brand} />
      </SiteLink>
      <h1 id="landing-title">{landing.headline}</h1>
      <p className={styles.lead}>{landing.text}</p>
      <ul className={styles.points}>
        {landing.bullets.map((bullet) => (
          <li key={bullet}>{bullet}</li>
        ))}
      </ul>
      {/* A plain link: the query rides along on a full navigation, with no client code. */}
      <a className={styles.cta} href={ctaHref}>
        {ctaLabel}
      </a>
      <p className={styles.terms}>{landing.terms}</p>
    </section>
  );
}
