import { getLocale } from 'next-intl/server';
import { NotFoundView } from '@/features/shell/NotFoundView';
import { getTechnicalPageConfig } from '@/server/config/site-config';

/**
 * A page's notFound() for data it cannot find (an unknown id…). Next 15 draws this boundary in
 * the browser (vercel/next.js#62228); unknown routes get the server-rendered app/not-found.tsx.
 * Rendered with every page of the language, it never waits on the upstream.
 */
export default async function NotFound() {
  const lng = await getLocale();
  return <NotFoundView lng={lng} config={await getTechnicalPageConfig(lng)} />;
}
