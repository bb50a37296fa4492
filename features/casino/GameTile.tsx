import { SiteLink } from '@/features/ui';
import { gameImageUrl, type GameTile as Tile } from './casino-paths';
import { FavouriteButton } from './FavouriteButton';
import styles from './GameTile.module.css';

/** The words a tile shows; one object for every tile of a list. */
export interface TileLabels {
  rtp: string;
  new: string;
  popular: string;
  jackpot: string;
}

/** The art's own size (320×240): width and height keep the tile's box before it loads. */
export const ART_WIDTH = 320;
export const ART_HEIGHT = 240;

const rtpFormats = new Map<string, Intl.NumberFormat>();
function formatRtp(lng: string, rtp: number): string {
  let format = rtpFormats.get(lng);
  if (!format) {
    format = new Intl.NumberFormat(lng, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    rtpFormats.set(lng, format);
  }
  return `${format.format(rtp)}%`;
}

/**
 * One game in a grid or a row (spec 01 §2 "Casino and games"): the art, the name, the provider
 * and RTP, the new/popular/jackpot badges, and for a player the favourite heart. Its markup is
 * lean on purpose (styled by element under the list's `tilesClass`): a lobby prints dozens.
 */
export function GameTile({
  lng,
  tile,
  labels,
  eager = false,
  favourites = false,
}: {
  lng: string;
  tile: Tile;
  labels: TileLabels;
  /** The first row of a page: its art is the largest paint, not deferred. */
  eager?: boolean;
  /** A player's page: the heart is shown (a FavouritesProvider is above). */
  favourites?: boolean;
}) {
  return (
    <li>
      <SiteLink href={`/${lng}/${tile.path}`} prefetch={false}>
        {/* Plain img: the upstream's SVG art needs no resizing service. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={gameImageUrl(tile.id)}
          width={ART_WIDTH}
          height={ART_HEIGHT}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
        />
        <b>{tile.name}</b>
      </SiteLink>
      <small>
        <span>{tile.provider}</span>
        {`${labels.rtp} ${formatRtp(lng, tile.rtp)}`}
      </small>
      {tile.flags.length > 0 && (
        <span className={styles.badges}>
          {tile.flags.map((flag) => (
            <i key={flag} data-flag={flag}>
              {labels[flag]}
            </i>
          ))}
        </span>
      )}
      {favourites && <FavouriteButton gameId={tile.id} name={tile.name} />}
    </li>
  );
}

/** The class of a list of tiles (the tiles themselves carry none). */
export const tilesClass = styles.tiles;

/** The placeholder grid while a client part loads: 16 tiles (spec 01 §2 preloaders). */
export const SKELETON_TILES = 16;

export function TileSkeletons({ count = SKELETON_TILES }: { count?: number }) {
  return Array.from({ length: count }, (_, index) => (
    <li key={index} className={styles.skeleton} aria-hidden="true">
      <span />
      <span />
      <span />
    </li>
  ));
}
