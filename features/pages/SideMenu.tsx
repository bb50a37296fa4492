import { SiteLink } from '@/features/ui';
import type { ReactNode } from 'react';
import { routePageStyles as styles } from './RoutePage';

export interface SideMenuItem {
  key: string;
  label: string;
  href: string;
  current: boolean;
}

/** A section's menu beside its page (office, information, casino). */
export function WithSideMenu({
  title,
  items,
  children,
}: {
  title: string;
  items: SideMenuItem[];
  children: ReactNode;
}) {
  return (
    <div className={styles.withMenu}>
      <nav className={styles.sideMenu} aria-label={title}>
        <h2>{title}</h2>
        <ul>
          {items.map((item) => (
            <li key={item.key}>
              <SiteLink href={item.href} aria-current={item.current ? 'page' : undefined}>
                {item.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}
