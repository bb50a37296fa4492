import { BONUS_BODIES } from '@/features/bonuses/bonus-bodies';
import { routePage } from '@/features/pages/route-page';
import { PROMOTION_BODIES } from '@/features/promotions/promotion-bodies';

const page = routePage({
  bonusRules: PROMOTION_BODIES.bonusRules,
  bonusCasino: BONUS_BODIES.bonusCasino,
  bonusCasinoPromotion: BONUS_BODIES.bonusCasinoPromotion,
  bonusCasinoPromo: BONUS_BODIES.bonusCasinoPromo,
  bonusCasinoTournaments: BONUS_BODIES.bonusCasinoTournaments,
  bonusCasinoTournament: BONUS_BODIES.bonusCasinoTournament,
  bonusCasinoItem: BONUS_BODIES.bonusCasinoItem,
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
