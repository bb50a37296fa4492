import type { ReactNode } from 'react';
import type { RouteMatch } from '@/server/routes/match';

/** A page's query, unvalidated: a body parses what it reads. */
export type RouteSearchParams = Record<string, string | string[] | undefined>;

/**
 * What a route shows inside its page frame (breadcrumbs, heading, description). A route's folder
 * names its body (features/pages/route-page.tsx); a route without one shows the frame and its
 * sections.
 */
export type RouteBody = (props: {
  lng: string;
  match: RouteMatch;
  searchParams?: RouteSearchParams;
}) => Promise<ReactNode> | ReactNode;

/** The routes a page folder serves, by route id, each with its body (none: the frame only). */
export type RouteBodies = Readonly<Record<string, RouteBody | null | undefined>>;
