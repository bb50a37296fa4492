import { SiteLink } from '@/features/ui';
import {
  getCasinoSlugs,
  getCategories,
  getProviders,
  getTilesPage,
} from '@/server/casino/site-casino';
import type { GameFlag } from '@/server/upstream/schemas/casino';
import { lobbyCategory, sectionPagePath } from './casino-paths';
import { casinoView } from './casino-view';
import { ChipGroup, type Chip } from './Chips';
import { GamesRow } from './GameGrid';
import { listHref } from './list-filter';
import { ScrollArrows } from '@/features/widgets';
import { ProviderStrip } from './ProviderStrip';

const PROVIDER_STRIP_ID = 'casino-providers';
import { SearchForm } from './SearchForm';
import styles from './Casino.module.css';

/** Tiles in one lobby row: a screen's width and a little more to scroll to. */
export const ROW_TILES = 8;
/** Section rows after the popular and new ones (issue 13: the lobby stays under 150 KB). */
export const SECTION_ROWS = 4;
/** A section shows as a row only with enough games to fill one. */
const MIN_ROW_GAMES = 8;

/**
 * The casino lobby (`{casino}` without filters, and `casino-lobby`; spec 01 §2): every section
 * as a chip with its count, rows of tiles for the popular and new games and the biggest
 * sections each with its "all" link, and the providers' strip.
 */
export async function Lobby({ lng }: { lng: string }) {
  const [categories, providers, slugs, casino] = await Promise.all([
    getCategories(lng),
    getProviders(),
    getCasinoSlugs(lng),
    casinoView(lng),
  ]);
  const { t, view, arrows, withFavourites } = casino;
  const umbrella = lobbyCategory(slugs);
  const lobbyPath = `/${lng}/${umbrella}`;
  const sections = categories.flatMap((category) => {
    const path = sectionPagePath(category.slug, slugs);
    return path ? [{ category, href: `/${lng}/${path}` }] : [];
  });
  const rowSections = sections
    .filter(({ category }) => category.slug !== umbrella && category.gamesCount >= MIN_ROW_GAMES)
    .slice(0, SECTION_ROWS);

  const flagRow = (flag: GameFlag) => ({
    key: flag,
    title: t(`lobby.${flag}`),
    href: listHref(lobbyPath, { flag, sort: 'popular', page: 1 }),
    filter: { category: umbrella, flag, sort: 'popular' as const, perPage: ROW_TILES },
  });
  const rows = [
    flagRow('popular'),
    flagRow('new'),
    ...rowSections.map(({ category, href }) => ({
      key: category.slug,
      title: category.name,
      href,
      // Twice a row: the games the rows above show already are left out of this one.
      filter: { category: category.slug, sort: 'popular' as const, perPage: ROW_TILES * 2 },
    })),
  ];
  const lists = await Promise.all(rows.map((row) => getTilesPage(lng, row.filter)));
  const shown = new Set<number>();
  const rowTiles = lists.map((list) => {
    const tiles = list.tiles.filter((tile) => !shown.has(tile.id)).slice(0, ROW_TILES);
    for (const tile of tiles) shown.add(tile.id);
    return tiles;
  });

  const sectionChips: Chip[] = [
    {
      key: 'all',
      label: t('allGames'),
      href: listHref(lobbyPath, { sort: 'popular', page: 1 }, { keepFirstPage: true }),
      current: false,
      count: categories.find((c) => c.slug === umbrella)?.gamesCount,
    },
    ...sections
      .filter(({ category }) => category.slug !== umbrella)
      .map(({ category, href }) => ({
        key: category.slug,
        label: category.name,
        href,
        current: false,
        count: category.gamesCount,
      })),
  ];

  return withFavourites(
    <div className={styles.casino}>
      <div className={styles.filters}>
        <SearchForm lng={lng} label={t('search.label')} placeholder={t('search.placeholder')} />
        <ChipGroup label={t('sections')} chips={sectionChips} wrap />
      </div>
      {rows.map((row, index) => (
        <GamesRow
          key={row.key}
          id={row.key}
          arrows={arrows(row.title)}
          title={row.title}
          allHref={row.href}
          allLabel={t('allCount', { count: lists[index]?.total ?? 0 })}
          tiles={rowTiles[index] ?? []}
          view={view}
          eager={index === 0}
        />
      ))}
      <section className={styles.row} aria-label={t('lobby.providers')}>
        <header className={styles.rowHead}>
          <h2>{t('lobby.providers')}</h2>
          <span className={styles.rowActions}>
            <SiteLink href={`/${lng}/providers`} prefetch={false} className={styles.allLink}>
              {t('allCount', { count: providers.length })}
            </SiteLink>
            <ScrollArrows targetId={PROVIDER_STRIP_ID} labels={arrows(t('lobby.providers'))} />
          </span>
        </header>
        <ProviderStrip
          id={PROVIDER_STRIP_ID}
          lng={lng}
          label={t('lobby.providers')}
          providers={providers.map(({ id, slug, name }) => ({ id, slug, name }))}
        />
      </section>
    </div>,
  );
}
