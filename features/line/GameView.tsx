import { SiteLink, JsonLd, sportsEventData } from '@/features/ui';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { GameMedia, gameZoneData } from '@/features/media';
import { gameMediaLabels } from '@/features/media/server';
import { getDisplayClock } from '@/features/settings/server';
import { requestIdentity } from '@/server/config/site-config';
import { getGame } from '@/server/line/line-api';
import type { Game } from '@/server/upstream/schemas/line';
import { gameTopic } from '@/server/live/wire';
import { LiveScoreBoard, LiveStatusText, LiveTopics, OddsButton } from './line-client-parts';
import { marketRows } from './line-markets';
import { gamePath, idOfSegment, linePath, streamOf, teamPath } from './line-paths';
import { lineDateFormat, lineTimeFormat } from './line-time';
import { LineUnavailable } from './StreamSections';
import styles from './GameView.module.css';

/** Every market of a game in blocks: the market's name, then its outcomes with their odds. */
export async function GameMarkets({ game }: { game: Game }) {
  const t = await getTranslations('line');
  if (game.markets.length === 0) return <p className={styles.empty}>{t('noMarkets')}</p>;
  const info = { status: game.status, timeSeconds: game.timeSeconds, score: game.score };
  return (
    <div className={styles.markets}>
      {game.markets.map((market) => (
        <section
          key={market.id}
          className={styles.market}
          aria-labelledby={`market-${game.id}-${market.id}`}
          data-kind={market.id}
        >
          <h2 id={`market-${game.id}-${market.id}`}>{market.name}</h2>
          {marketRows(market).map((row) => (
            <div key={row.map((o) => o.id).join('-')} className={styles.row}>
              {row.map((outcome) => (
                <div key={outcome.id} className={styles.outcome}>
                  <span className={styles.name}>{outcome.name}</span>
                  <OddsButton outcome={outcome} startTime={game.startTime} game={info} />
                </div>
              ))}
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}

/** The game's championship, sides, start time or live state and score. */
async function GameHeader({ lng, game }: { lng: string; game: Game }) {
  const [t, clock] = await Promise.all([getTranslations('line'), getDisplayClock(lng)]);
  const start = new Date(game.startTime);
  const stream = streamOf(game);
  const champHref = linePath(lng, stream, {
    sport: game.sportSlug,
    champ: { id: game.champId, slug: game.champSlug },
  });
  const side = (index: 0 | 1) => {
    const slug = game.teamSlugs?.[index];
    const name = game.opponents[index];
    return slug ? <SiteLink href={teamPath(lng, stream, slug)}>{name}</SiteLink> : name;
  };
  return (
    <header className={styles.head} data-live={game.isLive || undefined}>
      <p className={styles.champ}>
        <SiteLink href={champHref}>
          {game.sportName}. {game.champName}
        </SiteLink>
      </p>
      <div className={styles.sides}>
        <p className={styles.side}>{side(0)}</p>
        <p className={styles.board} aria-label={game.score ? t('score') : t('startTime')}>
          {game.score ? (
            <LiveScoreBoard gameId={game.id} score={game.score} className={styles.score} />
          ) : (
            <span className={styles.kickoff}>
              <span>{lineDateFormat(lng, clock).format(start)}</span>
              <span>{lineTimeFormat(lng, clock).format(start)}</span>
            </span>
          )}
        </p>
        <p className={styles.side}>{side(1)}</p>
      </div>
      <p className={styles.state}>
        {game.isLive && <span className={styles.liveBadge}>{t('live')}</span>}
        {game.status === 'prematch' ? (
          t('startsAt', {
            time: `${lineDateFormat(lng, clock).format(start)} ${lineTimeFormat(lng, clock).format(start)}`,
          })
        ) : (
          <LiveStatusText gameId={game.id} text={game.statusText} ended={t('liveEnded')} />
        )}
      </p>
    </header>
  );
}

/**
 * A game's page (spec 01 §2: `{section}/{menuSection}/{sport}/{champ}/{game}` and the
 * championship and esports game routes): header and all markets. The game segment's id decides;
 * an id the line does not know is a 404. `accept` narrows which games the route may show.
 */
export async function GameView({
  lng,
  gameParam,
  accept = () => true,
  belongs = () => true,
}: {
  lng: string;
  gameParam: string | undefined;
  /** A game this address may not show at all: a 404. */
  accept?: (game: Game) => boolean;
  /** A game this address does not name (another championship's): sent to its own address. */
  belongs?: (game: Game) => boolean;
}) {
  const id = idOfSegment(gameParam);
  if (id === null) notFound();
  let game: Game | null;
  try {
    game = await getGame(lng, id);
  } catch (error) {
    return <LineUnavailable error={error} />;
  }
  if (!game || !accept(game)) notFound();
  if (!belongs(game)) permanentRedirect(gamePath(lng, game));
  const { origin } = await requestIdentity();
  return (
    <div className={styles.game}>
      {/* issue 22 §7: the game as a SportsEvent for search engines. */}
      <JsonLd data={sportsEventData(game, `${origin}${gamePath(lng, game)}`)} />
      {game.isLive && <LiveTopics topics={[gameTopic(game.id)]} />}
      <GameHeader lng={lng} game={game} />
      {game.media && (
        <GameMedia
          lng={lng}
          gameId={game.id}
          sportId={game.sportId}
          title={`${game.opponents[0]} — ${game.opponents[1]}`}
          gameLink={gamePath(lng, game)}
          media={game.media}
          zone={gameZoneData(game)}
          labels={await gameMediaLabels()}
        />
      )}
      <GameMarkets game={game} />
    </div>
  );
}
