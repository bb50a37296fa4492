import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { FavouriteLabels } from './FavouritesProvider';
import type { TileLabels } from './GameTile';
import { type PagingLabels, type ScrollArrowsLabels } from '@/features/widgets';

/** The `casino` messages a page's client parts and tiles need, read once per request. */
export async function casinoLabels() {
  const t = await getTranslations('casino');
  const tile: TileLabels = {
    rtp: t('rtp'),
    new: t('badges.new'),
    popular: t('badges.popular'),
    jackpot: t('badges.jackpot'),
  };
  const favourites: FavouriteLabels = {
    add: t.raw('favourites.add') as string,
    remove: t.raw('favourites.remove') as string,
    failed: t('favourites.failed'),
    tooMany: t('favourites.tooMany'),
  };
  const paging: PagingLabels = {
    nav: t('paging.nav'),
    previous: t('paging.previous'),
    next: t('paging.next'),
    page: t.raw('paging.page') as string,
  };
  // The arrows of a row that scrolls sideways, named after the row.
  const arrows = (title: string): ScrollArrowsLabels => ({
    back: t('scrollBack', { title }),
    on: t('scrollOn', { title }),
  });
  return { t, tile, favourites, paging, arrows };
}
