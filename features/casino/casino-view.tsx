import 'server-only';
import type { ReactNode } from 'react';
import { log } from '@/server/log';
import { getFavouriteIds } from '@/server/casino/site-casino';
import { getSharedPlayer } from '@/server/session/viewer';
import { casinoLabels } from './casino-labels';
import { FavouritesProvider } from './FavouritesProvider';
import type { TilesView } from './GameGrid';
import styles from './Casino.module.css';

/**
 * What every casino page shares: the labels, and for a signed-in player the favourite ids behind
 * the hearts. The hearts are an extra: a failed favourites call leaves them out, not the page. A
 * page players share draws the hearts empty, and the browser fills its own player's.
 */
export async function casinoView(lng: string) {
  const [labels, favouriteIds, shared] = await Promise.all([
    casinoLabels(),
    getFavouriteIds().catch((error: unknown) => {
      log.error('casino: favourites unavailable', { error });
      return null;
    }),
    getSharedPlayer(),
  ]);
  const player = favouriteIds !== null || shared !== null;
  const view: TilesView = { lng, labels: labels.tile, player };
  function withFavourites(children: ReactNode) {
    if (!player) return children;
    return (
      <FavouritesProvider initialIds={favouriteIds} labels={labels.favourites}>
        {children}
      </FavouritesProvider>
    );
  }
  return { ...labels, view, favouriteIds, withFavourites };
}

/** The casino's own answer when the catalogue cannot be had: the frame of the page stands. */
export async function CasinoUnavailable({ error }: { error: unknown }) {
  log.error('casino: catalogue unavailable', { error });
  const { t } = await casinoLabels();
  return (
    <p className={styles.notice} role="status">
      {t('unavailable')}
    </p>
  );
}
