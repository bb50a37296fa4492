'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { LineIcon } from '@/features/widgets';
import styles from './MobileMenu.module.css';

/**
 * The phone layout's menu: a drawer from the left with every section, the language and the
 * theme. A disclosure, so it opens without JavaScript too; with it, the drawer closes on a
 * navigation, on a tap on the shade beside it, on its close button and on Escape.
 */
export function MobileMenu({
  label,
  closeLabel,
  children,
}: {
  label: string;
  closeLabel: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const pathname = usePathname();

  const close = () => {
    const details = ref.current;
    if (!details?.open) return;
    details.open = false;
    details.querySelector('summary')?.focus();
  };

  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // A link to the page already shown changes no path: the drawer closes all the same.
  const onDrawerClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a')) close();
  };

  return (
    <details ref={ref} className={styles.menu}>
      <summary aria-label={label} title={label}>
        <LineIcon d="M4 6.5h16M4 12h16M4 17.5h16" size={24} />
      </summary>
      <div className={styles.shade} onClick={close} aria-hidden="true" />
      <div className={styles.drawer} role="group" aria-label={label} onClick={onDrawerClick}>
        <div className={styles.head}>
          <strong>{label}</strong>
          <button type="button" className={styles.close} onClick={close} aria-label={closeLabel}>
            <LineIcon d="M6 6l12 12M18 6 6 18" size={20} />
          </button>
        </div>
        {children}
      </div>
    </details>
  );
}
