import { notFound } from 'next/navigation';
import {
  getCasinoSlugs,
  getCategories,
  getProviders,
  getSectionFacets,
  getTilesPage,
} from '@/server/casino/site-casino';
import type { GamesFilter } from '@/server/casino/casino-api';
import { lobbyCategory, providerPagePath } from './casino-paths';
import { casinoView } from './casino-view';
import { ChipGroup, type Chip } from './Chips';
import { GamesGrid } from './GameGrid';
import {
  changed,
  GAMES_PER_PAGE,
  LIST_SORTS,
  listHref,
  pageCount,
  parseListFilter,
  type ListFilter,
  type QueryValues,
} from './list-filter';
import { Paging } from '@/features/widgets';
import { SearchForm } from './SearchForm';
import styles from './Casino.module.css';

type Translate = Awaited<ReturnType<typeof casinoView>>['t'];

/** The flag and order chips of a list, each a link to the list with that choice. */
function flagAndSortChips(
  t: Translate,
  filter: ListFilter,
  flags: readonly ('new' | 'popular' | 'jackpot')[],
  hrefOf: (filter: ListFilter) => string,
): { flags: Chip[]; sorts: Chip[] } {
  return {
    flags: [
      {
        key: 'all',
        label: t('allGames'),
        href: hrefOf(changed(filter, { flag: undefined })),
        current: filter.flag === undefined,
      },
      ...flags.map((flag) => ({
        key: flag,
        label: t(`flags.${flag}`),
        href: hrefOf(changed(filter, { flag })),
        current: filter.flag === flag,
      })),
    ],
    sorts: LIST_SORTS.map((sort) => ({
      key: sort,
      label: t(`sorts.${sort}`),
      href: hrefOf(changed(filter, { sort })),
      current: filter.sort === sort,
    })),
  };
}

/**
 * A list of one section (spec 01 §2 `{casino}/{subcategory}?`, `{slots}/{subcategory}?`, bingo,
 * poker, TV games…, the bonus games) or of one provider: the chips (subcategories, providers,
 * new/popular/jackpot, order) and page links, all plain links, and a page of tiles.
 */
export async function GamesListPage({
  lng,
  searchParams,
  category,
  pathSubcategory,
  provider: fixedProvider,
  base,
  keepFirstPage = false,
}: {
  lng: string;
  searchParams?: QueryValues;
  /** The section listed; absent on a provider's page. */
  category?: string;
  /** A subcategory given by the address (`casino/brand`), not the query. */
  pathSubcategory?: string;
  /** A provider's page: its games only, no provider chips. */
  provider?: string;
  /** The list's address (with the language), its filter added as the query. */
  base: string;
  /** The lobby's address shows the lobby: its grid's first page keeps `page=1`. */
  keepFirstPage?: boolean;
}) {
  const [categories, providers, slugs, casino] = await Promise.all([
    getCategories(lng),
    getProviders(),
    getCasinoSlugs(lng),
    casinoView(lng),
  ]);
  const { t, view, paging, withFavourites } = casino;
  const section = category === undefined ? null : categories.find((c) => c.slug === category);
  if (category !== undefined && !section) notFound();
  if (pathSubcategory && !section?.subcategories.some((s) => s.slug === pathSubcategory)) {
    notFound();
  }
  // {casino} and {slots} sections name a subcategory in the path; the others in the query.
  const subcategoryInPath =
    category !== undefined &&
    (slugs.casinoCategories.includes(category) || slugs.slotsCategories.includes(category));
  const filter = parseListFilter(searchParams, {
    providers: fixedProvider ? [] : providers.map((p) => p.slug),
    subcategories: subcategoryInPath ? [] : (section?.subcategories.map((s) => s.slug) ?? []),
  });
  const subcategory = pathSubcategory ?? filter.subcategory;
  const query: GamesFilter = {
    category,
    subcategory,
    provider: fixedProvider ?? filter.provider,
    flag: filter.flag,
    sort: filter.sort,
    page: filter.page,
    perPage: GAMES_PER_PAGE,
  };
  const [list, facets] = await Promise.all([
    getTilesPage(lng, query),
    fixedProvider ? null : getSectionFacets(category, subcategory),
  ]);
  const count = pageCount(list.total);
  // A page past the end is no page (issue 13: search engines follow only real pages).
  if (filter.page > count) notFound();
  const hrefOf = (next: ListFilter) => listHref(base, next, { keepFirstPage });

  const subcategoryChips: Chip[] = section
    ? [
        {
          key: 'all',
          label: t('all'),
          count: section.gamesCount,
          href: subcategoryInPath
            ? listHref(`/${lng}/${section.slug}`, changed(filter, {}), {
                keepFirstPage: section.slug === lobbyCategory(slugs),
              })
            : hrefOf(changed(filter, { subcategory: undefined })),
          current: subcategory === undefined,
        },
        ...section.subcategories.map((sub) => ({
          key: sub.slug,
          label: sub.name,
          count: sub.gamesCount,
          href: subcategoryInPath
            ? listHref(`/${lng}/${section.slug}/${sub.slug}`, changed(filter, {}))
            : hrefOf(changed(filter, { subcategory: sub.slug })),
          current: subcategory === sub.slug,
        })),
      ]
    : [];
  const providerChips: Chip[] = facets
    ? [
        {
          key: 'all',
          label: t('allProviders'),
          href: hrefOf(changed(filter, { provider: undefined })),
          current: filter.provider === undefined,
        },
        ...facets.providers.map((p) => ({
          key: p.slug,
          label: p.name,
          count: p.count,
          href: hrefOf(changed(filter, { provider: p.slug })),
          current: filter.provider === p.slug,
        })),
      ]
    : [];
  const { flags, sorts } = flagAndSortChips(
    t,
    filter,
    facets?.flags ?? ['new', 'popular', 'jackpot'],
    hrefOf,
  );
  const from = (list.page - 1) * list.perPage + 1;
  const chosenProvider = providers.find((p) => p.slug === filter.provider);

  return withFavourites(
    <div className={styles.casino}>
      <div className={styles.filters}>
        <SearchForm lng={lng} label={t('search.label')} placeholder={t('search.placeholder')} />
        {section && section.subcategories.length > 0 && (
          <ChipGroup label={t('subcategories')} chips={subcategoryChips} wrap />
        )}
        <ChipGroup label={t('providers')} chips={providerChips} />
        <div className={styles.filterLine}>
          <ChipGroup label={t('filters')} chips={flags} wrap />
          <ChipGroup label={t('sort')} chips={sorts} wrap />
        </div>
      </div>
      <p className={styles.summary} aria-live="polite">
        {list.total === 0
          ? t('empty')
          : t('paging.summary', {
              from,
              to: from + list.tiles.length - 1,
              total: list.total,
            })}
        {chosenProvider && (
          <>
            {' · '}
            <a href={`/${lng}/${providerPagePath(chosenProvider.slug)}`}>
              {t('providerPage', { name: chosenProvider.name })}
            </a>
          </>
        )}
      </p>
      {list.total > 0 ? (
        <GamesGrid tiles={list.tiles} view={view} label={t('gamesGrid')} />
      ) : (
        <p className={styles.emptyReset}>
          <a href={hrefOf({ sort: filter.sort, page: 1 })}>{t('resetFilters')}</a>
        </p>
      )}
      <Paging
        page={list.page}
        count={count}
        href={(page) => hrefOf({ ...filter, page })}
        labels={paging}
      />
    </div>,
  );
}
