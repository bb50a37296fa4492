import { SiteLink } from '@/features/ui';
import { getTranslations } from 'next-intl/server';
import { requestIdentity } from '@/server/config/site-config';
import { buildPath, type RouteMatch } from '@/server/routes/match';
import { ROUTES } from '@/server/routes/table';
import { getSeoContent, getSeoPageVisual } from '@/server/seo/seo-client';
import { seoTargetFor } from '@/server/seo/metadata';
import { LazyQuickCoupon } from '@/features/shell';
import { SeoText } from '@/features/ui/server';
import { Breadcrumbs } from './Breadcrumbs';
import { breadcrumbsFor, headingOf, subjectOf } from './breadcrumbs';
import { entityNameOf } from './route-subject';
import styles from './RoutePage.module.css';

/** Routes listed as this page's sections: its children in the table that need no param. */
function childLinks(match: RouteMatch) {
  return ROUTES.filter(
    (r) =>
      r.parent === match.entry.id &&
      !r.redirect &&
      !r.flags?.nonProduction &&
      !r.path.includes(':'),
  );
}

/**
 * A page of the main layout: breadcrumbs, the heading (the SEO module's, else the route's title),
 * the route's description, the sections under it, and the SEO text block. Domains with their own
 * contents (sport, coupon, office…) render inside this frame.
 */
export async function RoutePage({
  lng,
  match,
  children,
}: {
  lng: string;
  match: RouteMatch;
  children?: React.ReactNode;
}) {
  const target = seoTargetFor(lng, match);
  const [t, tb, ts, visual, content, { origin }, entityName] = await Promise.all([
    getTranslations('routes'),
    getTranslations('breadcrumbs'),
    getTranslations('slugs'),
    getSeoPageVisual(target),
    getSeoContent(target),
    requestIdentity(),
    entityNameOf(lng, match),
  ]);
  const title = (id: string) => t(`${id}.title`);
  // Headings name the entity, never a raw slug or id (a game: its sides; a category: its name).
  const subject = entityName ?? subjectOf(match, (value) => (ts.has(value) ? ts(value) : null));
  const heading = visual?.h1 ?? headingOf(title(match.entry.id), subject);
  const children_ = childLinks(match);
  return (
    <article className={styles.page}>
      <header className={styles.head}>
        <Breadcrumbs
          crumbs={breadcrumbsFor(lng, match, title, tb('home'), subject)}
          label={tb('label')}
          origin={origin}
        />
        <h1>{heading}</h1>
        <p className={styles.lead}>{t(`${match.entry.id}.description`)}</p>
      </header>
      {children}
      {match.entry.flags?.quickCoupon && <LazyQuickCoupon />}
      {children_.length > 0 && (
        <ul className={styles.links}>
          {children_.map((child) => (
            <li key={child.id}>
              <SiteLink href={`/${lng}/${buildPath(child, match.params)}`}>
                {title(child.id)}
              </SiteLink>
            </li>
          ))}
        </ul>
      )}
      <SeoText content={content} />
    </article>
  );
}

export const routePageStyles = styles;
