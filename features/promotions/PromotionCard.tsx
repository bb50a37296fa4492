import type { Promotion } from '@/server/upstream/schemas/cms';
import { cmsImageHref } from '@/server/cms/cms-image';
import { promotionPath } from './promotion-paths';
import { PromotionPeriod } from './PromotionPeriod';
import styles from './Promotions.module.css';

export function PromotionCard({
  lng,
  promotion,
  labels,
}: {
  lng: string;
  promotion: Promotion;
  labels: { details: string; category: string; since: (date: string) => string };
}) {
  const href = promotionPath(lng, promotion.slug);
  return (
    <li className={styles.card} data-category={promotion.category}>
      {/* A plain <img>: the banner is a small same-origin SVG, next/image would not resize it. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        className={styles.art}
        src={cmsImageHref(promotion.image)}
        alt=""
        width={400}
        height={200}
        loading="lazy"
      />
      <div className={styles.cardBody}>
        <p className={styles.tag}>{labels.category}</p>
        <h2 className={styles.cardTitle}>
          <a href={href}>{promotion.title}</a>
        </h2>
        <p className={styles.teaser}>{promotion.teaser}</p>
        <p className={styles.period}>
          <PromotionPeriod lng={lng} promotion={promotion} since={labels.since} />
        </p>
        <a className={styles.more} href={href} aria-hidden="true" tabIndex={-1}>
          {labels.details}
        </a>
      </div>
    </li>
  );
}
