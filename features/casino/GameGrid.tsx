import { SiteLink } from '@/features/widgets/SiteLink';
import type { GameTile as Tile } from './casino-paths';
import type { TileLabels } from './GameTile';
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

/** A lobby row: a heading with the section's "all" link and one line of tiles that scrolls. */
export function GamesRow({
  title,
  allHref,
  allLabel,
  tiles,
  view,
  eager = false,
}: {
  title: string;
  allHref: string | null;
  allLabel: string;
  tiles: readonly Tile[];
  view: TilesView;
  eager?: boolean;
}) {
  if (tiles.length === 0) return null;
  return (
    <section className={styles.row} aria-label={title}>
      <header className={styles.rowHead}>
        <h2>{title}</h2>
        {allHref && (
          <SiteLink href={allHref} prefetch={false} className={styles.allLink}>
            {allLabel}
          </SiteLink>
        )}
      </header>
      <TileList
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
