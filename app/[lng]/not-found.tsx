import { getLocale } from 'next-intl/server';
import { NotFoundView } from '@/features/shell/server';

/**
 * notFound() from a layout or from a page outside the main layout (an unknown landing id…): the
 * 404 in the minimal frame. Next renders this boundary with every page of the language, so it
 * never draws the whole site nor waits on the upstream; unknown routes get app/not-found.tsx,
 * and main-layout pages their own boundary inside the site.
 */
export default async function NotFound() {
  return <NotFoundView lng={await getLocale()} config={null} />;
}
