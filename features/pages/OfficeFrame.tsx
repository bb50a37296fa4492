import { getTranslations } from 'next-intl/server';
import { WithActivationPrompt } from '@/features/account-entry/server';
import type { RouteMatch } from '@/server/routes/match';
import { ROUTES } from '@/server/routes/table';
import { WithSideMenu } from './SideMenu';

/** The office menu: every office section without params, in table order. */
const OFFICE_MENU = ROUTES.filter(
  (r) =>
    r.path.startsWith('office/') &&
    !r.path.includes(':') &&
    !r.redirect &&
    r.parent !== 'officePaymentRequests',
);

/**
 * The personal office frame (spec 01 §2 Office): the sections menu beside the page. The spec
 * does not show the sections' contents; each renders its title, breadcrumbs and description.
 */
export async function OfficeFrame({
  lng,
  match,
  showIdentification,
  children,
}: {
  lng: string;
  match: RouteMatch;
  showIdentification: boolean;
  children: React.ReactNode;
}) {
  const [t, to] = await Promise.all([getTranslations('routes'), getTranslations('office')]);
  const items = OFFICE_MENU.filter((r) => showIdentification || !r.flags?.identification).map(
    (route) => ({
      key: route.id,
      label: t(`${route.id}.title`),
      href: `/${lng}/${route.path}`,
      current: route.id === match.entry.id,
    }),
  );
  return (
    <WithSideMenu title={to('menuTitle')} items={items}>
      <WithActivationPrompt lng={lng}>{children}</WithActivationPrompt>
    </WithSideMenu>
  );
}
