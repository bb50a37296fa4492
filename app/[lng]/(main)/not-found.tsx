import { getLocale } from 'next-intl/server';
import { NotFoundBody } from '@/features/shell/server';

/**
 * A main-layout page's notFound() (an unknown game, category, article…): the 404 inside the
 * site's header and footer, which the main layout around it already draws. Next renders this
 * boundary with every page of the layout, so it is the 404's content alone.
 */
export default async function MainNotFound() {
  return <NotFoundBody lng={await getLocale()} />;
}
