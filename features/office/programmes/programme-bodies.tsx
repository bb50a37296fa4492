import { PartnerPage } from './PartnerPage';
import { PromotionPage } from './PromotionPage';
import { QrAuthPage } from './QrAuthPage';

/** The office's programme pages by route id (their route folders pick from them). */
export const PROGRAMME_BODIES = {
  officePromotion: PromotionPage,
  officePartner: PartnerPage,
  officeQrAuth: QrAuthPage,
} as const;
