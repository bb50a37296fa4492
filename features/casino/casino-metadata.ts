import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { log } from '@/server/log';
import { requestIdentity } from '@/server/config/site-config';
import { sitePreviewImage, twitterCard } from '@/server/seo/metadata';
import {
  getCasinoSlugs,
  getCategories,
  getGameById,
  getGameBySlug,
  getProviders,
} from '@/server/casino/site-casino';
import { buildPath, type RouteMatch } from '@/server/routes/match';
import type { Category, Game } from '@/server/upstream/schemas/casino';
import {
  BONUS_GAME_ROUTES,
  BONUS_GAMES_CATEGORY,
  KENO_CATEGORY,
  lobbyCategory,
  POKER_CATEGORY,
  SECTION_ROUTES,
  gamePagePath,
  providerPagePath,
} from './casino-paths';
import {
  hasListQuery,
  isNarrowed,
  listHref,
  parseListFilter,
  searchOf,
  type QueryValues,
} from './list-filter';

type CasinoEntity =
  | { kind: 'section'; category: Category; subcategory?: { slug: string; name: string } }
  | { kind: 'lobby' }
  | { kind: 'game'; game: Game }
  | { kind: 'provider'; slug: string; name: string }
  | { kind: 'search' }
  | null;

const SECTION_BY_ROUTE: Readonly<Record<string, string>> = SECTION_ROUTES;
const BONUS_BY_ROUTE: Readonly<Record<string, string>> = BONUS_GAME_ROUTES;

/** What a casino route's page is about, from the catalogue; null for any other route. */
async function entityOf(
  lng: string,
  match: RouteMatch,
  query: QueryValues | undefined,
): Promise<CasinoEntity> {
  const { id } = match.entry;
  const { params } = match;
  const section = async (slug: string, subcategory?: string): Promise<CasinoEntity> => {
    const category = (await getCategories(lng)).find((c) => c.slug === slug);
    if (!category) return null;
    const sub = category.subcategories.find((s) => s.slug === subcategory);
    return { kind: 'section', category, ...(sub ? { subcategory: sub } : {}) };
  };
  const game = (found: Game | null): CasinoEntity => (found ? { kind: 'game', game: found } : null);
  switch (id) {
    case 'casinoCategory':
    case 'slotsCategory': {
      const slug = params.casino ?? params.slots ?? '';
      const umbrella = lobbyCategory(await getCasinoSlugs(lng));
      if (slug === umbrella && !params.subcategory && !hasListQuery(query))
        return { kind: 'lobby' };
      return section(slug, params.subcategory);
    }
    case 'casinoLobby':
      return { kind: 'lobby' };
    case 'casinoBrand':
      return section('casino', 'brand');
    case 'slotsVulkan':
      return section('slots', 'vulkan');
    case 'casinoGame':
    case 'slotsGame': {
      const gameId = params.gameId ?? '';
      return /^[1-9]\d{0,8}$/.test(gameId) ? game(await getGameById(Number(gameId))) : null;
    }
    case 'keno':
      return game(await getGameBySlug(KENO_CATEGORY, params.keno ?? ''));
    case 'poker':
      return params.game
        ? game(await getGameBySlug(POKER_CATEGORY, params.game))
        : section(POKER_CATEGORY);
    case 'allGamesEntranceGame':
      return game(await getGameBySlug(BONUS_GAMES_CATEGORY, params.gameRoute ?? ''));
    case 'provider': {
      const provider = (await getProviders()).find((p) => p.slug === params.provider);
      return provider ? { kind: 'provider', slug: provider.slug, name: provider.name } : null;
    }
    case 'casinoSearch':
      return { kind: 'search' };
  }
  const bonus = BONUS_BY_ROUTE[id];
  if (bonus) return game(await getGameBySlug(BONUS_GAMES_CATEGORY, bonus));
  const sectionSlug = SECTION_BY_ROUTE[id];
  if (sectionSlug) {
    const first = query?.subcategory;
    return section(sectionSlug, Array.isArray(first) ? first[0] : first);
  }
  return null;
}

/**
 * The name a casino page's heading and last breadcrumb show (docs/decisions.md "Page
 * headings"): the game, the section (and subcategory) or the provider as the catalogue names
 * them in the page's language. Null for other routes or when the catalogue is silent.
 */
export async function casinoEntityName(lng: string, match: RouteMatch): Promise<string | null> {
  try {
    const entity = await entityOf(lng, match, undefined);
    if (!entity) return null;
    switch (entity.kind) {
      case 'game':
        return entity.game.name;
      case 'provider':
        return entity.name;
      case 'section':
        return entity.subcategory
          ? `${entity.category.name} — ${entity.subcategory.name}`
          : entity.category.name;
      default:
        return null;
    }
  } catch (error) {
    log.error('casino: page name unavailable', { error, route: match.entry.id });
    return null;
  }
}

/**
 * A casino page's own metadata over the route's (server/seo/metadata.ts): the entity's name in
 * the title and description, one canonical address per list and per game, and narrowed lists
 * (a provider, a flag, an order) kept out of the index with their canonical on the whole list.
 * What the SEO module set itself (an absolute title, a custom canonical) is left as it is.
 */
export async function withCasinoMetadata(
  lng: string,
  match: RouteMatch,
  query: QueryValues | undefined,
  metadata: Metadata,
): Promise<Metadata> {
  let entity: CasinoEntity;
  try {
    entity = await entityOf(lng, match, query);
  } catch (error) {
    log.error('casino: page metadata unavailable', { error, route: match.entry.id });
    return metadata;
  }
  if (!entity) return metadata;
  const [t, tr, slugs, { origin }] = await Promise.all([
    getTranslations({ locale: lng, namespace: 'casino' }),
    getTranslations({ locale: lng, namespace: 'routes' }),
    getCasinoSlugs(lng),
    requestIdentity(),
  ]);
  const path = `/${lng}/${buildPath(match.entry, match.params)}`;
  const brand = String(metadata.openGraph?.siteName ?? '');
  const ownTitle = typeof metadata.title === 'string';
  const ownDescription = metadata.description === tr(`${match.entry.id}.description`);
  const defaultCanonical = metadata.alternates?.canonical === `${origin}${path}`;
  const subcategoryInQuery =
    entity.kind === 'section' &&
    !slugs.casinoCategories.includes(entity.category.slug) &&
    !slugs.slotsCategories.includes(entity.category.slug);
  const filter = parseListFilter(query, {
    providers: (await getProviders()).map((p) => p.slug),
    subcategories:
      entity.kind === 'section' && subcategoryInQuery
        ? entity.category.subcategories.map((s) => s.slug)
        : [],
  });

  let title: string | undefined;
  let description: string | undefined;
  let canonical: string | undefined;
  let index = true;
  switch (entity.kind) {
    case 'lobby':
      canonical = `/${lng}/${lobbyCategory(slugs)}`;
      break;
    case 'section': {
      const name = entity.subcategory
        ? t('meta.subcategory', { section: entity.category.name, name: entity.subcategory.name })
        : entity.category.name;
      const count = entity.subcategory
        ? (entity.category.subcategories.find((s) => s.slug === entity.subcategory?.slug)
            ?.gamesCount ?? entity.category.gamesCount)
        : entity.category.gamesCount;
      title = filter.page > 1 ? t('meta.page', { title: name, page: filter.page }) : name;
      description = t('meta.sectionDescription', { name, count });
      // A query subcategory is a page of its own (bingo?subcategory=bingo-90), not a variant.
      // The umbrella's own address is the lobby: its grid's whole list is `?page=1`.
      const keepFirstPage = !entity.subcategory && entity.category.slug === lobbyCategory(slugs);
      const whole = listHref(
        path,
        {
          sort: 'popular',
          page: 1,
          ...(filter.subcategory ? { subcategory: filter.subcategory } : {}),
        },
        { keepFirstPage },
      );
      if (isNarrowed({ ...filter, subcategory: undefined })) {
        index = false;
        canonical = whole;
      } else {
        canonical = listHref(whole, { sort: 'popular', page: filter.page });
      }
      break;
    }
    case 'game': {
      const provider = (await getProviders()).find((p) => p.id === entity.game.providerId);
      const providerName = provider?.name ?? '';
      title = t('meta.game', { name: entity.game.name, provider: providerName });
      description = t('meta.gameDescription', {
        name: entity.game.name,
        provider: providerName,
        rtp: entity.game.rtp.toFixed(2),
      });
      canonical = `/${lng}/${gamePagePath(entity.game, slugs)}`;
      if (query && Object.keys(query).length > 0) index = false;
      break;
    }
    case 'provider': {
      title =
        filter.page > 1
          ? t('meta.page', { title: t('meta.provider', { name: entity.name }), page: filter.page })
          : t('meta.provider', { name: entity.name });
      description = t('meta.providerDescription', { name: entity.name });
      const whole = `/${lng}/${providerPagePath(entity.slug)}`;
      if (isNarrowed(filter)) {
        index = false;
        canonical = whole;
      } else {
        canonical = listHref(whole, { sort: 'popular', page: filter.page });
      }
      break;
    }
    case 'search': {
      const q = searchOf(query);
      if (q) title = t('meta.search', { q });
      break;
    }
  }
  const robots = metadata.robots;
  const current =
    robots && typeof robots === 'object'
      ? { index: robots.index ?? true, follow: robots.follow ?? true }
      : { index: true, follow: true };
  return {
    ...metadata,
    ...(title && ownTitle ? { title } : {}),
    ...(description && ownDescription ? { description } : {}),
    robots: { index: current.index && index, follow: current.follow },
    alternates: {
      ...metadata.alternates,
      ...(canonical && defaultCanonical ? { canonical: `${origin}${canonical}` } : {}),
    },
    openGraph: {
      ...metadata.openGraph,
      ...(title && ownTitle ? { title } : {}),
      ...(description && ownDescription ? { description } : {}),
      ...(canonical ? { url: `${origin}${canonical}` } : {}),
      images: [sitePreviewImage(origin, 'casino', brand)],
    },
    twitter: twitterCard(origin, 'casino', brand),
  };
}
