import { SiteLink } from '@/features/ui';
import type { GameTile as Tile } from './casino-paths';
import type { TileLabels } from './GameTile';
import { ScrollArrows, type ScrollArrowsLabels } from '@/features/widgets';
import { TileList } from './TileList';
import styles from './Casino.module.css';

export interface TilesView {
  lng: string;
  labels: TileLabels;
  /** A player's page: hearts on the tiles. */
  player: boolean;
}

/** A grid of games that wraps to the page's width. */
export function GamesGrid({
  tiles,
  view,
  label,
  eager = true,
}: {
  tiles: readonly Tile[];
  view: TilesView;
  label: string;
  eager?: boolean;
}) {
  return (
    <TileList
      lng={view.lng}
      tiles={tiles}
      labels={view.labels}
      player={view.player}
      className={styles.grid}
      label={label}
      eager={eager}
    />
  );
}

/**
 * A lobby row: a heading with the section's "all" link and the arrows, and one line of tiles that
 * scrolls (whole tiles only: the row sizes them to fill its width).
 */
export function GamesRow({
  id,
  title,
  allHref,
  allLabel,
  arrows,
  tiles,
  view,
  eager = false,
}: {
  /** Unique on the page: the list's id, which the arrows move. */
  id: string;
  title: string;
  allHref: string | null;
  allLabel: string;
  arrows: ScrollArrowsLabels;
  tiles: readonly Tile[];
  view: TilesView;
  eager?: boolean;
}) {
  if (tiles.length === 0) return null;
  const listId = `casino-row-${id}`;
  return (
    <section className={styles.row} aria-label={title}>
      <header className={styles.rowHead}>
        <h2>{title}</h2>
        <span className={styles.rowActions}>
          {allHref && (
            <SiteLink href={allHref} prefetch={false} className={styles.allLink}>
              {allLabel}
            </SiteLink>
          )}
          <ScrollArrows targetId={listId} labels={arrows} />
        </span>
      </header>
      <TileList
        id={listId}
        lng={view.lng}
        tiles={tiles}
        labels={view.labels}
        player={view.player}
        className={styles.rowTiles}
        eager={eager}
      />
    </section>
  );
}
