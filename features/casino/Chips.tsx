'use client';

import { SiteLink } from '@/features/ui';
import styles from './Casino.module.css';

export interface Chip {
  key: string;
  label: string;
  href: string;
  current: boolean;
  count?: number;
}

/**
 * One group of filter chips as plain links (spec 01 §2: the lists work without JavaScript); the
 * chosen one is marked for assistive technology as the current page. A client component only so
 * its RSC payload is the chips' data, not their markup again (issue 13).
 */
export function ChipGroup({
  label,
  chips,
  wrap = false,
}: {
  label: string;
  chips: readonly Chip[];
  /** Wraps onto several lines instead of scrolling sideways. */
  wrap?: boolean;
}) {
  if (chips.length === 0) return null;
  return (
    <nav aria-label={label} className={styles.chipGroup}>
      <span className={styles.chipLabel} aria-hidden="true">
        {label}
      </span>
      <ul className={wrap ? styles.chipsWrap : styles.chips}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <SiteLink
              href={chip.href}
              prefetch={false}
              className={styles.chip}
              aria-current={chip.current ? 'page' : undefined}
            >
              {chip.label}
              {chip.count !== undefined && <span className={styles.chipCount}>{chip.count}</span>}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
