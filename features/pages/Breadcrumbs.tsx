import { SiteLink, JsonLd } from '@/features/ui';
import type { Crumb } from './breadcrumbs';
import styles from './Breadcrumbs.module.css';

/** The breadcrumb trail, with its schema.org BreadcrumbList for search engines. */
export function Breadcrumbs({
  crumbs,
  label,
  origin,
}: {
  crumbs: Crumb[];
  label: string;
  origin: string;
}) {
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.label,
      ...(crumb.href ? { item: `${origin}${crumb.href}` } : {}),
    })),
  };
  return (
    <nav className={styles.crumbs} aria-label={label}>
      <ol>
        {crumbs.map((crumb, i) => (
          <li key={`${i}-${crumb.label}`}>
            {crumb.href && i < crumbs.length - 1 ? (
              <SiteLink href={crumb.href}>{crumb.label}</SiteLink>
            ) : (
              <span aria-current={i === crumbs.length - 1 ? 'page' : undefined}>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
      <JsonLd data={jsonLd} />
    </nav>
  );
}
