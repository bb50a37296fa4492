import { BONUS_BODIES } from '@/features/bonuses/server';
import { routePage } from '@/features/pages/server';
import { PROMOTION_BODIES } from '@/features/promotions/server';

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
