import { notFound, unstable_rethrow } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { log } from '@/server/log';
import { getCms } from '@/server/cms/site-cms';
import { cmsImageHref } from '@/server/cms/cms-image';
import { buildPath, type RouteMatch } from '@/server/routes/match';
import { PROMOTION_CATEGORIES, type Promotion } from '@/server/upstream/schemas/cms';
import { CmsSections } from '@/features/info-pages';
import { PromotionCard } from './PromotionCard';
import { PromotionPeriod } from './PromotionPeriod';
import { getCurrentUser } from '@/server/session/session';
import { getSiteConfig, requestIdentity } from '@/server/config/site-config';
import { JsonLd, promotionEventData } from '@/features/ui';
import { categoryOf, joinStepPath, promotionPath, type QueryValues } from './promotion-paths';
import styles from './Promotions.module.css';

/** The notice a page shows in its frame when the CMS cannot answer. */
async function unavailable(error: unknown) {
  unstable_rethrow(error);
  log.error('cms: promotions unavailable', { error });
  const t = await getTranslations('promotions');
  return <p className={styles.notice}>{t('unavailable')}</p>;
}

/**
 * The promotions list (spec 01 §2 "Promotions and bonus pages"): cards of every running offer,
 * narrowed to sport or casino by plain links (`?category=`), so it works without JavaScript.
 */
export async function PromotionsList({
  lng,
  match,
  searchParams,
}: {
  lng: string;
  match: RouteMatch;
  searchParams?: QueryValues;
}) {
  const t = await getTranslations('promotions');
  let promotions: Promotion[];
  try {
    promotions = await (await getCms()).promotions(lng);
  } catch (error) {
    return await unavailable(error);
  }
  const category = categoryOf(searchParams);
  const shown = category ? promotions.filter((p) => p.category === category) : promotions;
  const base = `/${lng}/${buildPath(match.entry, match.params)}`;
  const filters = [null, ...PROMOTION_CATEGORIES] as const;
  return (
    <section className={styles.list}>
      <nav className={styles.filters} aria-label={t('filterLabel')}>
        {filters.map((value) => (
          <a
            key={value ?? 'all'}
            href={value ? `${base}?category=${value}` : base}
            aria-current={value === category ? 'page' : undefined}
          >
            {t(value ?? 'all')}
          </a>
        ))}
      </nav>
      {shown.length === 0 ? (
        <p className={styles.notice}>{t('empty')}</p>
      ) : (
        <ul className={styles.cards}>
          {shown.map((promotion) => (
            <PromotionCard
              key={promotion.id}
              lng={lng}
              promotion={promotion}
              labels={{
                details: t('details'),
                category: t(promotion.category),
                since: (date) => t('since', { date }),
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** One promotion: its banner, description and numbered terms; 404 when the CMS has none. */
export async function PromotionDetails({
  lng,
  promotionRef,
  showRegistration,
}: {
  lng: string;
  promotionRef: string;
  showRegistration: boolean;
}) {
  const [t, user, { origin }, { siteConfig }] = await Promise.all([
    getTranslations('promotions'),
    getCurrentUser(),
    requestIdentity(),
    getSiteConfig(lng),
  ]);
  let promotion: Promotion | null;
  try {
    promotion = await (await getCms()).promotion(lng, promotionRef);
  } catch (error) {
    return await unavailable(error);
  }
  if (!promotion) notFound();
  // A player takes part from his promotions page; a visitor signs up (or in) first.
  const takePart =
    user !== null
      ? { href: joinStepPath(lng, promotion.slug), label: t('takePart') }
      : showRegistration
        ? { href: `/${lng}/registration`, label: t('takePart') }
        : { href: `/${lng}/user/login`, label: t('takePartLogin') };
  const url = `${origin}${promotionPath(lng, promotion.slug)}`;
  return (
    <section className={styles.details} data-category={promotion.category}>
      {/* issue 22 §7: the promotion as an online Event with its Offer, for search engines. */}
      <JsonLd
        data={promotionEventData({
          title: promotion.title,
          teaser: promotion.teaser,
          url,
          image: `${origin}${cmsImageHref(promotion.image)}`,
          startsAt: promotion.startsAt,
          endsAt: promotion.endsAt,
          organizer: { name: siteConfig.companyName, origin },
          now: Date.now(),
        })}
      />
      <div className={styles.hero}>
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          className={styles.heroArt}
          src={cmsImageHref(promotion.image)}
          alt=""
          width={800}
          height={400}
        />
        <div className={styles.heroText}>
          <p className={styles.tag}>{t(promotion.category)}</p>
          <h2>{promotion.title}</h2>
          <p className={styles.teaser}>{promotion.teaser}</p>
          <p className={styles.period}>
            <PromotionPeriod
              lng={lng}
              promotion={promotion}
              since={(date) => t('since', { date })}
            />
          </p>
          <div className={styles.actions}>
            <a className={styles.cta} href={takePart.href}>
              {takePart.label}
            </a>
            <a className={styles.back} href={`/${lng}/promo`}>
              {t('allPromotions')}
            </a>
          </div>
        </div>
      </div>
      <CmsSections sections={promotion.body} />
      <section className={styles.terms} aria-labelledby="promotion-terms">
        <h2 id="promotion-terms">{t('terms')}</h2>
        <ol>
          {promotion.terms.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ol>
      </section>
    </section>
  );
}

export { promotionPath };
