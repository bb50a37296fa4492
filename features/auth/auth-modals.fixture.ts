import type { AuthModalsProps } from './AuthModals';

/** The auth modals (and the boot that mounts them) as a visitor on the demo site gets them. */
export const VISITOR_AUTH_PROPS: AuthModalsProps = {
  lng: 'en',
  isVipDomain: false,
  showRegistration: true,
  geoCountryId: 1,
  geoCurrency: 'RUB',
  thankYouPath: null,
};
