'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { AuthLink } from '@/features/session';
import { selectCouponSize } from '@/features/coupon';
import { useAppSelector } from '@/features/store';
import { LineIcon } from '@/features/widgets';
import { SiteLink, withLanguage } from '@/features/ui';
import { setSlipSheetOpen, useSlipSheetOpen } from './slip-sheet';
import styles from './BottomBar.module.css';

export interface BottomBarLabels {
  label: string;
  line: string;
  live: string;
  casino: string;
  slip: string;
  /** "{count} outcomes in the slip", read after the slip's name. */
  slipCount: string;
  account: string;
  login: string;
}

const ICONS = {
  line: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7.5l3.5 2.5-1.3 4H9.8l-1.3-4zM12 3v4.5M15.5 10l5-1M14.2 14l2.8 4.5M9.8 14 7 18.5M8.5 10l-5-1',
  live: 'M3 5h18v12H3zM8 21h8M10.5 8.5v5l4-2.5z',
  casino: 'M5 4h14v16H5zM9 8h.01M15 8h.01M9 16h.01M15 16h.01M12 12h.01',
  slip: 'M7 3h10v18l-2.5-1.5L12 21l-2.5-1.5L7 21zM10 8h4M10 12h4',
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 9a7 7 0 0 1 14 0',
} as const;

function Icon({ name }: { name: keyof typeof ICONS }) {
  return <LineIcon d={ICONS[name]} />;
}

/**
 * The phone layout's bottom bar (issue 22 §1): sports, live, casino, the bet slip with its count
 * (it opens the slip as a bottom sheet) and the account (or sign-in). Fixed at the bottom, in the
 * room the layout keeps free for it (spec 01 §9 layout padding bottom 52).
 */
export function BottomBar({
  lng,
  signedIn,
  labels,
}: {
  lng: string;
  signedIn: boolean;
  labels: BottomBarLabels;
}) {
  const pathname = usePathname() ?? '';
  const size = useAppSelector(selectCouponSize);
  const sheetOpen = useSlipSheetOpen();
  const current = (href: string) =>
    pathname === href || pathname.startsWith(`${href}/`) ? 'page' : undefined;

  const link = (key: 'line' | 'live' | 'casino', section: string): ReactNode => {
    const href = withLanguage(lng, section);
    return (
      <li>
        <SiteLink href={href} className={styles.item} aria-current={current(href)}>
          <Icon name={key} />
          <span>{labels[key]}</span>
        </SiteLink>
      </li>
    );
  };

  return (
    <nav className={styles.bar} aria-label={labels.label}>
      <ul>
        {link('line', '/line')}
        {link('live', '/live')}
        {link('casino', '/casino')}
        <li>
          <button
            type="button"
            className={styles.item}
            aria-expanded={sheetOpen}
            aria-controls="slip-sheet"
            onClick={() => setSlipSheetOpen(!sheetOpen)}
          >
            <span className={styles.iconWithCount}>
              <Icon name="slip" />
              {size > 0 && (
                <span className={styles.count} aria-hidden="true">
                  {size}
                </span>
              )}
            </span>
            <span>{labels.slip}</span>
            <span className="visually-hidden">
              {labels.slipCount.replace('{count}', String(size))}
            </span>
          </button>
        </li>
        <li>
          {signedIn ? (
            <SiteLink
              href={withLanguage(lng, '/office/account')}
              className={styles.item}
              aria-current={current(withLanguage(lng, '/office'))}
            >
              <Icon name="account" />
              <span>{labels.account}</span>
            </SiteLink>
          ) : (
            <AuthLink href={withLanguage(lng, '/user/login')} modal="login" className={styles.item}>
              <Icon name="account" />
              <span>{labels.login}</span>
            </AuthLink>
          )}
        </li>
      </ul>
    </nav>
  );
}
