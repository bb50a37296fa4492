'use client';

import Link from 'next/link';
import type { ComponentProps } from 'react';
import { usePrefetchAllowed } from './link-prefetch';

/**
 * next/link with the site's prefetch rules: a link prefetches only when it asks to (`prefetch`),
 * since the server renders every page per request and a menu of 30 links prefetched on each
 * view was most of its work; and on 2g or data-saver none does (spec 01 §9 "Link prefetch is
 * skipped on 2g or data-saver").
 */
export function SiteLink(props: ComponentProps<typeof Link>) {
  const allowed = usePrefetchAllowed();
  return <Link {...props} prefetch={allowed ? (props.prefetch ?? false) : false} />;
}
