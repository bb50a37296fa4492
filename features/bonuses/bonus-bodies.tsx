import type { RouteBody } from '@/features/ui';
import { BonusGamesPage, BonusLandingPage, GamesLandingPage, PartnerOfferPage } from './BonusPages';
import {
  CasinoBonusesOverview,
  CasinoOfferDetails,
  CasinoPromo,
  TournamentDetails,
  TournamentsList,
} from './CasinoBonuses';

const partnerOffer: RouteBody = ({ lng, match }) =>
  PartnerOfferPage({ lng, slug: match.params.id ?? '' });

const bonusGames: RouteBody = ({ lng, match, searchParams }) =>
  BonusGamesPage({ lng, match, id: match.params.id ?? '', searchParams });

/**
 * The bonus pages (spec 01 §2 "Promotions and bonus pages" of both route-name variants, "Casino
 * and games" bonus/casino/…, "Bonus games" games-landing) by route id; the route folders import
 * them in. The bonus rules pages are the promotions' (features/promotions).
 */
export const BONUS_BODIES: Readonly<Record<string, RouteBody>> = {
  bonusPartner: partnerOffer,
  bonusPartnerOffers: partnerOffer,
  bonusGames,
  bonusGamesOffers: bonusGames,
  bonusCasino: ({ lng }) => CasinoBonusesOverview({ lng }),
  bonusCasinoItem: ({ lng, match }) =>
    CasinoOfferDetails({ lng, kind: 'bonus', slug: match.params.id ?? '' }),
  bonusCasinoPromotion: ({ lng, match }) =>
    CasinoOfferDetails({ lng, kind: 'promotion', slug: match.params.id ?? '' }),
  bonusCasinoPromo: ({ lng }) => CasinoPromo({ lng }),
  bonusCasinoTournaments: ({ lng }) => TournamentsList({ lng }),
  bonusCasinoTournament: ({ lng, match }) =>
    TournamentDetails({ lng, slug: match.params.id ?? '' }),
  gamesLanding: ({ lng, match, searchParams }) =>
    GamesLandingPage({ lng, match, slug: match.params.landingRoute ?? '', searchParams }),
  bonusLanding: ({ lng, match, searchParams }) =>
    BonusLandingPage({ lng, landingId: match.params.landingId ?? '', searchParams }),
};
