'use client';

import Link from 'next/link';
import type { ComponentProps } from 'react';
import { usePrefetchAllowed } from './link-prefetch';

type LinkProps = ComponentProps<typeof Link>;

/**
 * next/link with the site's prefetch rules: a link prefetches only when it asks to (`prefetch`),
 * since the server renders every page per request and a menu of 30 links prefetched on each
 * view was most of its work; and on 2g or data-saver none does (spec 01 §9 "Link prefetch is
 * skipped on 2g or data-saver").
 *
 * Only a link that asks to prefetch reads the connection: the server cannot know it, so such a
 * link draws again once hydrated. A sport list has a hundred links or more, and drawn again
 * together they made one long task on a phone.
 */
export function SiteLink(props: LinkProps) {
  if (props.prefetch === undefined || props.prefetch === null || props.prefetch === false) {
    return <Link {...props} prefetch={false} />;
  }
  return <PrefetchingLink {...props} />;
}

function PrefetchingLink(props: LinkProps) {
  const allowed = usePrefetchAllowed();
  return <Link {...props} prefetch={allowed ? props.prefetch : false} />;
}
