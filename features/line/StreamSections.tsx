import { getTranslations } from 'next-intl/server';
import { getChamps, getGames, type GamesFilter } from '@/server/line/line-api';
import { log } from '@/server/log';
import type { Champ, Game, Stream } from '@/server/upstream/schemas/line';
import { GameList } from './GameList';
import { listTopic } from '@/server/live/wire';
import { LiveTopics } from './line-client-parts';
import { DEFAULT_LINE_VIEW } from './line-view';
import styles from './SportLine.module.css';

const STREAMS: readonly Stream[] = ['live', 'line'];

export interface StreamGames {
  stream: Stream;
  games: Game[];
  champs: Champ[];
}

/** The games of a filter in both streams, live first, with the championships to group them. */
export async function loadStreams(
  lng: string,
  filter: GamesFilter,
  streams: readonly Stream[] = STREAMS,
): Promise<StreamGames[]> {
  return Promise.all(
    streams.map(async (stream) => {
      const [games, champs] = await Promise.all([
        getGames(lng, stream, { limit: 200, ...filter }),
        getChamps(lng, stream, { sportId: filter.sportId }),
      ]);
      return { stream, games: games.data, champs };
    }),
  );
}

/**
 * A page's games in a "Live" and an "Upcoming" section (a section without games is left out),
 * following the live stream of the live games' sports. `champHref` says where a championship heading leads.
 */
export async function StreamSections({
  lng,
  streams,
  champHref,
}: {
  lng: string;
  streams: readonly StreamGames[];
  champHref?: (champ: { id: number; slug: string; sportSlug: string }) => string;
}) {
  const t = await getTranslations('line');
  const shown = streams.filter((item) => item.games.length > 0);
  if (shown.length === 0) return <p className={styles.empty}>{t('noGames')}</p>;
  const liveSports = new Set(
    shown.flatMap((item) => (item.stream === 'live' ? item.games.map((game) => game.sportId) : [])),
  );
  return (
    <div className={styles.list}>
      {liveSports.size > 0 && <LiveTopics topics={[...liveSports].map(listTopic)} />}
      {shown.map((item) => (
        <section key={item.stream} aria-label={t(`stream.${item.stream}`)} className={styles.list}>
          <p className={styles.streamTitle}>{t(`stream.${item.stream}`)}</p>
          <GameList
            lng={lng}
            stream={item.stream}
            games={item.games}
            champs={item.champs}
            view={DEFAULT_LINE_VIEW}
            champHref={champHref}
          />
        </section>
      ))}
    </div>
  );
}

/** The line could not be had for a page whose content is the line. */
export class LineUnavailableError extends Error {
  constructor(cause: unknown) {
    super('line unavailable', { cause });
    this.name = 'LineUnavailableError';
  }
}

/**
 * A page whose content is the line fails as a whole when the line cannot be had: the page's
 * error boundary ((main)/error.tsx) shows the technical page inside the site's frame, and the
 * answer is a 500, so neither a search engine nor a monitor takes it for the page (spec 01 §8).
 */
export function LineUnavailable({ error }: { error: unknown }): never {
  log.error('line unavailable', { error });
  throw new LineUnavailableError(error);
}
