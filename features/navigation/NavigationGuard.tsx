'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { signInRequested } from '@/features/session';
import { notify } from '@/features/notifications';
import { useAppDispatch } from '@/features/store';
import { decideNavigation, type NavigationRules } from './navigation-rules';
import { navigationCancelled, routeVisited } from './navigationSlice';

/** A click the browser would follow itself: a plain left click on a same-tab link. */
function followedLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  return anchor;
}

/**
 * The route guards of spec 02 §2 for navigation inside the page: links to the office open the
 * authorization block for a visitor, and a banned player's links to closed pages do nothing
 * (the blocked-navigation flag) and say why. It listens before the router, so a cancelled
 * navigation never starts. It also keeps the tab's route history.
 */
export function NavigationGuard({
  rules,
  labels,
}: {
  rules: NavigationRules;
  labels: { banned: string };
}) {
  const dispatch = useAppDispatch();
  const pathname = usePathname();

  useEffect(() => {
    dispatch(routeVisited(`${pathname}${window.location.search}`));
  }, [dispatch, pathname]);

  useEffect(() => {
    function onClick(event: MouseEvent) {
      const anchor = followedLink(event);
      if (!anchor) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      const decision = decideNavigation(rules, url);
      if (decision.kind === 'allow') return;
      event.preventDefault();
      event.stopPropagation();
      if (decision.kind === 'signIn') dispatch(signInRequested(decision.returnUrl));
      else {
        dispatch(navigationCancelled({ path: url.pathname, reason: decision.reason }));
        void dispatch(
          notify({ kind: 'warning', text: labels.banned, key: 'navigation-cancelled' }),
        ).then(() => dispatch(navigationCancelled(null)));
      }
    }
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, [dispatch, rules, labels.banned]);

  return null;
}
