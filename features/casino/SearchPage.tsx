import { notFound } from 'next/navigation';
import { getTilesPage } from '@/server/casino/site-casino';
import { casinoView } from './casino-view';
import { CasinoSearch, type SearchLabels, type SearchResults } from './CasinoSearch';
import {
  GAMES_PER_PAGE,
  pageCount,
  parseListFilter,
  searchOf,
  type QueryValues,
} from './list-filter';

/** casino-search?q= (spec 01 §2): games by name and provider, best matches first. */
export async function SearchPage({
  lng,
  searchParams,
}: {
  lng: string;
  searchParams?: QueryValues;
}) {
  const q = searchOf(searchParams);
  const { page } = parseListFilter(searchParams, { providers: [] });
  const [casino, list] = await Promise.all([
    casinoView(lng),
    q
      ? getTilesPage(lng, { q, sort: 'relevance', page, perPage: GAMES_PER_PAGE })
      : Promise.resolve(null),
  ]);
  if (list && page > pageCount(list.total)) notFound();
  const { t, view, tile, paging, withFavourites } = casino;
  const labels: SearchLabels = {
    label: t('search.label'),
    placeholder: t('search.placeholder'),
    submit: t('search.submit'),
    prompt: t('search.prompt'),
    found: t.raw('search.found') as string,
    nothing: t.raw('search.nothing') as string,
    failed: t('search.failed'),
    results: t('search.results'),
  };
  const initial: SearchResults = {
    q,
    tiles: list?.tiles ?? [],
    total: list?.total ?? 0,
    page: list?.page ?? 1,
  };
  return withFavourites(
    <CasinoSearch
      lng={lng}
      initial={initial}
      labels={labels}
      tileLabels={tile}
      pagingLabels={paging}
      player={view.player}
    />,
  );
}
