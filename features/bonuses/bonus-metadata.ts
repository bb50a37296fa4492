import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getBonusCms } from '@/server/cms/bonus-api';
import { getCms } from '@/server/cms/site-cms';
import { log } from '@/server/log';
import type { RouteMatch } from '@/server/routes/match';
import type { BonusSeo } from '@/server/upstream/schemas/cms-bonus';
import { landingMetadata } from '@/features/promotions/server';
import { bonusRefOf, pageOf } from './bonus-paths';

type Query = Record<string, string | string[] | undefined>;

/** The CMS entity a bonus page is about: its name (headings) and its SEO texts. */
async function entityOf(
  lng: string,
  match: RouteMatch,
): Promise<{ name: string; seo: BonusSeo } | null> {
  const ref = bonusRefOf(match);
  if (!ref) return null;
  const cms = await getBonusCms();
  switch (match.entry.id) {
    case 'bonusPartner':
    case 'bonusPartnerOffers': {
      const offer = await cms.partnerOffer(lng, ref);
      return offer && { name: offer.title, seo: offer.seo };
    }
    case 'bonusGames':
    case 'bonusGamesOffers': {
      const bonus = await cms.bonusGames(lng, ref);
      return bonus && { name: bonus.title, seo: bonus.seo };
    }
    case 'bonusCasinoItem':
    case 'bonusCasinoPromotion': {
      const offer = await cms.casinoOffer(lng, ref);
      const kind = match.entry.id === 'bonusCasinoItem' ? 'bonus' : 'promotion';
      return offer?.kind === kind ? { name: offer.title, seo: offer.seo } : null;
    }
    case 'bonusCasinoTournament': {
      const details = await cms.tournament(lng, ref);
      return details && { name: details.tournament.title, seo: details.tournament.seo };
    }
    case 'gamesLanding': {
      const landing = await cms.gamesLanding(lng, ref);
      return landing && { name: landing.headline, seo: landing.seo };
    }
    case 'bonusLanding': {
      const landing = await (await getCms()).landing(lng, ref);
      return landing && { name: landing.headline, seo: landing.seo };
    }
  }
  return null;
}

/** The name a bonus page's heading and last breadcrumb show, as the CMS titles it. */
export async function bonusEntityName(lng: string, match: RouteMatch): Promise<string | null> {
  return (await entityOf(lng, match))?.name ?? null;
}

/**
 * A bonus page's own metadata over the route's (server/seo/metadata.ts): the CMS's SEO title and
 * description, in the Open Graph and Twitter card too; the canonical stays the page's own address
 * (the variant the site does not use redirects to it). A bonus landing gets the landings' preview
 * picture. What the SEO module set itself (an absolute title, its description) is left as it is.
 */
export async function withBonusMetadata(
  lng: string,
  match: RouteMatch,
  query: Query | undefined,
  metadata: Metadata,
): Promise<Metadata> {
  if (!bonusRefOf(match)) return metadata;
  let entity: Awaited<ReturnType<typeof entityOf>>;
  try {
    if (match.entry.id === 'bonusLanding') {
      const landing = await (await getCms()).landing(lng, bonusRefOf(match) ?? '');
      return landing ? await landingMetadata(lng, match, landing, metadata) : metadata;
    }
    entity = await entityOf(lng, match);
  } catch (error) {
    log.error('cms: bonus page metadata unavailable', { error, route: match.entry.id });
    return metadata;
  }
  if (!entity) return metadata;
  const [tr, tb] = await Promise.all([
    getTranslations({ locale: lng, namespace: 'routes' }),
    getTranslations({ locale: lng, namespace: 'bonuses' }),
  ]);
  const page = pageOf(query);
  const ownTitle = typeof metadata.title === 'string' || !metadata.title;
  const ownDescription =
    !metadata.description || metadata.description === tr(`${match.entry.id}.description`);
  const title = page > 1 ? tb('pageTitle', { title: entity.seo.title, page }) : entity.seo.title;
  const description = ownDescription ? entity.seo.description : (metadata.description ?? '');
  return {
    ...metadata,
    ...(ownTitle ? { title: { absolute: title } } : {}),
    description,
    openGraph: {
      ...metadata.openGraph,
      ...(ownTitle ? { title } : {}),
      description,
      type: 'website',
    },
    twitter: {
      card: 'summary',
      ...(ownTitle ? { title } : {}),
      description,
    },
  };
}
