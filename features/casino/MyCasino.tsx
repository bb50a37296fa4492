import { SiteLink } from '@/features/ui';
import { notFound } from 'next/navigation';
import { AuthLink } from '@/features/session';
import { getFavourites, getRecentGames, tilesOf } from '@/server/casino/site-casino';
import { signInLocation } from '@/server/edge/pipeline';
import buttons from '@/features/ui/Buttons.module.css';
import { casinoView } from './casino-view';
import { GamesGrid } from './GameGrid';
import {
  GAMES_PER_PAGE,
  listHref,
  pageCount,
  parseListFilter,
  type QueryValues,
} from './list-filter';
import { Paging } from '@/features/widgets';
import styles from './Casino.module.css';

/** Favourites my-casino shows before its "all favourites" link. */
const MY_CASINO_FAVOURITES = 24;

async function SignInFirst({ lng, path }: { lng: string; path: string }) {
  const { t } = await casinoView(lng);
  return (
    <section className={styles.panel}>
      <p>{t('my.signIn')}</p>
      <AuthLink href={signInLocation(lng, path, '')} modal="login" className={buttons.primary}>
        {t('my.signInLink')}
      </AuthLink>
    </section>
  );
}

/**
 * my-casino (spec 01 §2): the player's recently played games and favourites, read for this
 * player on every visit (never cached). A visitor is asked to sign in.
 */
export async function MyCasino({ lng }: { lng: string }) {
  const path = `/${lng}/my-casino`;
  const [favourites, recent, casino] = await Promise.all([
    getFavourites(),
    getRecentGames(),
    casinoView(lng),
  ]);
  if (favourites === null || recent === null) return <SignInFirst lng={lng} path={path} />;
  const { t, view, withFavourites } = casino;
  const [favouriteTiles, recentTiles] = await Promise.all([
    tilesOf(lng, favourites.slice(0, MY_CASINO_FAVOURITES)),
    tilesOf(
      lng,
      recent.map((entry) => entry.game),
    ),
  ]);
  return withFavourites(
    <div className={styles.casino}>
      <section className={styles.block} aria-labelledby="my-recent">
        <header className={styles.rowHead}>
          <h2 id="my-recent">{t('my.recent')}</h2>
        </header>
        {recentTiles.length > 0 ? (
          <GamesGrid tiles={recentTiles} view={view} label={t('my.recent')} />
        ) : (
          <p className={styles.notice}>{t('my.noRecent')}</p>
        )}
      </section>
      <section className={styles.block} aria-labelledby="my-favourites">
        <header className={styles.rowHead}>
          <h2 id="my-favourites">{t('my.favourites')}</h2>
          {favourites.length > MY_CASINO_FAVOURITES && (
            <SiteLink href={`${path}/favorites`} prefetch={false} className={styles.allLink}>
              {t('allCount', { count: favourites.length })}
            </SiteLink>
          )}
        </header>
        {favouriteTiles.length > 0 ? (
          <GamesGrid tiles={favouriteTiles} view={view} label={t('my.favourites')} eager={false} />
        ) : (
          <p className={styles.notice}>{t('my.noFavourites')}</p>
        )}
      </section>
    </div>,
  );
}

/** my-casino/favorites: every favourite, newest first, a page at a time. */
export async function MyFavourites({
  lng,
  searchParams,
}: {
  lng: string;
  searchParams?: QueryValues;
}) {
  const path = `/${lng}/my-casino/favorites`;
  const [favourites, casino] = await Promise.all([getFavourites(), casinoView(lng)]);
  if (favourites === null) return <SignInFirst lng={lng} path={path} />;
  const { t, view, paging, withFavourites } = casino;
  const filter = parseListFilter(searchParams, { providers: [] });
  const count = pageCount(favourites.length);
  if (filter.page > count) notFound();
  const start = (filter.page - 1) * GAMES_PER_PAGE;
  const tiles = await tilesOf(lng, favourites.slice(start, start + GAMES_PER_PAGE));
  return withFavourites(
    <div className={styles.casino}>
      {tiles.length > 0 ? (
        <GamesGrid tiles={tiles} view={view} label={t('my.favourites')} />
      ) : (
        <p className={styles.notice}>{t('my.noFavourites')}</p>
      )}
      <Paging
        page={filter.page}
        count={count}
        href={(page) => listHref(path, { ...filter, page })}
        labels={paging}
      />
    </div>,
  );
}
