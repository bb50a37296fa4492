import { SiteLink, JsonLd, videoGameData } from '@/features/ui';
import { notFound, permanentRedirect } from 'next/navigation';
import {
  getCasinoSlugs,
  getCategories,
  getGameBets,
  getGameById,
  getGameBySlug,
  getProviders,
  getTilesPage,
} from '@/server/casino/site-casino';
import type { GameBets } from '@/server/casino/casino-api';
import { getPlayerAccounts } from '@/server/betting/player-betting';
import { getSiteConfig, requestIdentity } from '@/server/config/site-config';
import { log } from '@/server/log';
import type { Game } from '@/server/upstream/schemas/casino';
import {
  gamePagePath,
  imageUrl,
  providerPagePath,
  sectionPagePath,
  type CasinoRouteSlugs,
} from './casino-paths';
import { casinoView } from './casino-view';
import { FavouriteButton } from './FavouriteButton';
import { GamesRow } from './GameGrid';
import { GameLauncher, PLAY_REAL_PARAM, type LauncherLabels } from './GameLauncher';
import type { QueryValues } from './list-filter';
import { ROW_TILES } from './Lobby';
import styles from './GamePage.module.css';

/**
 * The game's bets in the currency the reader plays in: the active account's for a player, the
 * site's own for a visitor (issue 22 §4). Null, and no bets line, when they cannot be had: a
 * range in another currency would mislead.
 */
async function betsForPlayer(lng: string, game: Game): Promise<GameBets | null> {
  if (game.minBet === undefined || game.maxBet === undefined) return null;
  try {
    const [accounts, { siteConfig }] = await Promise.all([getPlayerAccounts(), getSiteConfig(lng)]);
    const currency = accounts?.activeAccount.currency ?? siteConfig.geoCurrency.iso;
    return await getGameBets(game.id, currency);
  } catch (error) {
    log.warn('casino: the game bets in the player currency are unavailable', { error });
    return null;
  }
}

/** How the page names its game: by id (`{casino}/game/{gameId}/{gameName}`) or by slug. */
export type GameRef =
  { kind: 'id'; id: string; slug: string } | { kind: 'slug'; category: string; slug: string };

/**
 * The game a page shows, or 404. A game page by id lives at one address only: a wrong name or
 * section answers 308 to it (docs/decisions.md "Casino pages").
 */
export async function gameOfPage(lng: string, ref: GameRef): Promise<Game> {
  if (ref.kind === 'slug') {
    const game = await getGameBySlug(ref.category, ref.slug);
    if (!game) notFound();
    return game;
  }
  const id = /^[1-9]\d{0,8}$/.test(ref.id) ? Number(ref.id) : null;
  const game = id === null ? null : await getGameById(id);
  if (!game) notFound();
  return game;
}

export function canonicalGamePath(lng: string, game: Game, slugs: CasinoRouteSlugs): string {
  return `/${lng}/${gamePagePath(game, slugs)}`;
}

function first(value: string | string[] | undefined) {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The games wrapper (spec 01 §2 "Games wrapper and preloaders"): the launcher frame, the game's
 * facts (provider, RTP, volatility, bets, sections), the heart for a player, and rows of the
 * provider's other games and of the same section.
 */
export async function GamePage({
  lng,
  ref,
  currentPath,
  searchParams,
}: {
  lng: string;
  ref: GameRef;
  /** The address asked for (with the language), compared with the game's own. */
  currentPath: string;
  searchParams?: QueryValues;
}) {
  const [game, slugs] = await Promise.all([gameOfPage(lng, ref), getCasinoSlugs(lng)]);
  const canonical = canonicalGamePath(lng, game, slugs);
  if (ref.kind === 'id' && currentPath !== canonical) {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(searchParams ?? {})) {
      const v = first(value);
      if (v !== undefined) query.set(key, v);
    }
    permanentRedirect(query.size ? `${canonical}?${query}` : canonical);
  }
  const [categories, providers, casino, bets, { origin }] = await Promise.all([
    getCategories(lng),
    getProviders(),
    casinoView(lng),
    betsForPlayer(lng, game),
    requestIdentity(),
  ]);
  const { t, view, arrows, withFavourites } = casino;
  const provider = providers.find((p) => p.id === game.providerId);
  const sections = game.categories.flatMap((slug) => {
    const category = categories.find((c) => c.slug === slug);
    const path = sectionPagePath(slug, slugs);
    return category && path ? [{ slug, name: category.name, href: `/${lng}/${path}` }] : [];
  });
  const mainSection =
    sections.find((s) => canonical.startsWith(`/${lng}/${s.slug}/`)) ?? sections[0];
  const [fromProvider, similar] = await Promise.all([
    provider
      ? getTilesPage(lng, { provider: provider.slug, sort: 'popular', perPage: ROW_TILES + 1 })
      : null,
    mainSection
      ? getTilesPage(lng, { category: mainSection.slug, sort: 'popular', perPage: ROW_TILES + 1 })
      : null,
  ]);
  const others = <T extends { id: number }>(tiles: readonly T[] | undefined) =>
    (tiles ?? []).filter((tile) => tile.id !== game.id).slice(0, ROW_TILES);
  const launcherLabels: LauncherLabels = {
    play: t('game.play'),
    demo: t('game.demo'),
    noDemo: t('game.noDemo'),
    launching: t('game.launching'),
    close: t('game.close'),
    fullScreen: t('game.fullScreen'),
    signInToPlay: t('game.signInToPlay'),
    errors: {
      demo_unavailable: t('game.errors.demo_unavailable'),
      self_excluded: t('game.errors.self_excluded'),
      game_not_found: t('game.errors.game_not_found'),
      generic: t('game.errors.generic'),
    },
  };
  const number = new Intl.NumberFormat(lng, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const money =
    bets &&
    new Intl.NumberFormat(lng, {
      style: 'currency',
      currency: bets.currency,
      currencyDisplay: 'narrowSymbol',
    });

  return withFavourites(
    <div className={styles.page}>
      {/* issue 22 §7: the game as a VideoGame for search engines, from the facts shown below. */}
      <JsonLd
        data={videoGameData({
          name: game.name,
          url: `${origin}${canonical}`,
          image: `${origin}${imageUrl(game.image)}`,
          provider: provider?.name ?? null,
          genres: sections.map((section) => section.name),
          demo: game.demo,
          lng,
        })}
      />
      <div className={styles.wrapper}>
        <GameLauncher
          gameId={game.id}
          name={game.name}
          image={imageUrl(game.image)}
          demo={game.demo}
          lng={lng}
          autoStart={first(searchParams?.[PLAY_REAL_PARAM]) === 'real'}
          labels={launcherLabels}
        />
        <noscript>
          <p className={styles.noScript}>{t('game.noScript')}</p>
        </noscript>
        <aside className={styles.facts} aria-label={t('game.facts')}>
          <div className={styles.factsHead}>
            <h2>{game.name}</h2>
            {view.player && (
              <FavouriteButton gameId={game.id} name={game.name} className={styles.heart} />
            )}
          </div>
          <dl>
            {provider && (
              <>
                <dt>{t('game.provider')}</dt>
                <dd>
                  <SiteLink href={`/${lng}/${providerPagePath(provider.slug)}`} prefetch={false}>
                    {provider.name}
                  </SiteLink>
                </dd>
              </>
            )}
            <dt>{t('game.rtp')}</dt>
            <dd>{number.format(game.rtp)}%</dd>
            {game.volatility && (
              <>
                <dt>{t('game.volatility')}</dt>
                <dd>{t(`game.volatilities.${game.volatility}`)}</dd>
              </>
            )}
            {money && bets?.minBet !== undefined && bets.maxBet !== undefined && (
              <>
                <dt>{t('game.bets')}</dt>
                <dd>
                  {money.format(bets.minBet)} – {money.format(bets.maxBet)}
                </dd>
              </>
            )}
            <dt>{t('game.demoMode')}</dt>
            <dd>{game.demo ? t('game.demoYes') : t('game.demoNo')}</dd>
          </dl>
          {sections.length > 0 && (
            <ul className={styles.sections} aria-label={t('sections')}>
              {sections.map((section) => (
                <li key={section.slug}>
                  <SiteLink href={section.href} prefetch={false}>
                    {section.name}
                  </SiteLink>
                </li>
              ))}
            </ul>
          )}
          {(game.flags.new || game.flags.popular || game.flags.jackpot) && (
            <p className={styles.flags}>
              {(['jackpot', 'new', 'popular'] as const)
                .filter((flag) => game.flags[flag])
                .map((flag) => (
                  <span key={flag} className={styles[flag]}>
                    {t(`badges.${flag}`)}
                  </span>
                ))}
            </p>
          )}
        </aside>
      </div>
      {provider && (
        <GamesRow
          id="provider"
          arrows={arrows(t('game.moreFrom', { provider: provider.name }))}
          title={t('game.moreFrom', { provider: provider.name })}
          allHref={`/${lng}/${providerPagePath(provider.slug)}`}
          allLabel={t('allCount', { count: provider.gamesCount })}
          tiles={others(fromProvider?.tiles)}
          view={view}
        />
      )}
      {mainSection && (
        <GamesRow
          id="similar"
          arrows={arrows(t('game.similar', { section: mainSection.name }))}
          title={t('game.similar', { section: mainSection.name })}
          allHref={mainSection.href}
          allLabel={t('allCount', { count: similar?.total ?? 0 })}
          tiles={others(similar?.tiles)}
          view={view}
        />
      )}
    </div>,
  );
}
