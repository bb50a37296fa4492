import type { RouteBody } from '@/features/ui';
import { InfoPage } from '@/features/info-pages/server';
import { INFO_PAGE_SLUGS } from '@/features/info-pages';
import { getSiteConfig } from '@/server/config/site-config';
import { PromotionDetails, PromotionsList } from './Promotions';
import { promotionRefOf, PROMOTION_ROUTES } from './promotion-metadata';

const promotionBody: RouteBody = async ({ lng, match }) => {
  const { siteConfig } = await getSiteConfig(lng);
  return PromotionDetails({
    lng,
    promotionRef: promotionRefOf(match) ?? '',
    showRegistration: siteConfig.isRegistrationAllowed && !siteConfig.isVipDomain,
  });
};

/**
 * The promotions (spec 01 §2 "Promotions and bonus pages": `promo` lists them, `promotions/{id}`
 * and the bonus rules pages of both route-name variants show one) and the information pages
 * whose text the CMS holds.
 */
export const PROMOTION_BODIES: Readonly<Record<string, RouteBody>> = {
  promo: PromotionsList,
  bonusList: PromotionsList,
  bonusListOffers: PromotionsList,
  ...Object.fromEntries(Object.keys(PROMOTION_ROUTES).map((id) => [id, promotionBody])),
  ...Object.fromEntries(Object.keys(INFO_PAGE_SLUGS).map((id) => [id, InfoPage])),
};
