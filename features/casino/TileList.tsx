'use client';

import type { GameTile as Tile } from './casino-paths';
import { GameTile, tilesClass, type TileLabels } from './GameTile';

/** Tiles in the first screen of a list: their art loads at once (the largest paint). */
const EAGER_TILES = 6;

/**
 * A list of tiles, rendered on the server into the HTML and hydrated in the browser. A client
 * component on purpose: its RSC payload is the tiles' data (about 150 bytes each) instead of
 * their markup a second time (issue 13: a list page stays under 150 KB).
 */
export function TileList({
  id,
  lng,
  tiles,
  labels,
  player,
  className,
  label,
  eager = false,
}: {
  id?: string;
  lng: string;
  tiles: readonly Tile[];
  labels: TileLabels;
  player: boolean;
  className?: string;
  label?: string;
  eager?: boolean;
}) {
  return (
    <ul id={id} className={`${tilesClass} ${className ?? ''}`} aria-label={label}>
      {tiles.map((tile, index) => (
        <GameTile
          key={tile.id}
          lng={lng}
          tile={tile}
          labels={labels}
          eager={eager && index < EAGER_TILES}
          favourites={player}
        />
      ))}
    </ul>
  );
}
