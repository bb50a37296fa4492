'use client';

import Link from 'next/link';
import type { ComponentProps } from 'react';
import { usePrefetchAllowed } from './link-prefetch';

/**
 * next/link with the site's prefetch rule (spec 01 §9 "Link prefetch is skipped on 2g or
 * data-saver"): on such a connection no link prefetches; otherwise the link's own setting holds.
 */
export function SiteLink(props: ComponentProps<typeof Link>) {
  const allowed = usePrefetchAllowed();
  return <Link {...props} prefetch={allowed ? props.prefetch : false} />;
}
