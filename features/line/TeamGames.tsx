import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { RouteMatch } from '@/server/routes/match';
import type { Stream } from '@/server/upstream/schemas/line';
import { LineUnavailable, loadStreams, StreamSections, type StreamGames } from './StreamSections';
import styles from './SportLine.module.css';

const TEAM_SLUG = /^[a-z0-9][a-z0-9-]{0,95}$/;

/**
 * `team/{section}/{team}`: the games of one side, by the slug of its English name (the line's
 * `teamSlugs`), in the section's stream. A slug no game has shows an empty list, as a team with
 * no fixtures does.
 */
export async function TeamGames({ lng, match }: { lng: string; match: RouteMatch }) {
  const team = match.params.team ?? '';
  if (!TEAM_SLUG.test(team)) notFound();
  const stream: Stream = match.params.section === 'live' ? 'live' : 'line';
  const t = await getTranslations('line');
  let streams: StreamGames[];
  try {
    streams = await loadStreams(lng, { team }, [stream]);
  } catch (error) {
    return <LineUnavailable error={error} />;
  }
  const game = streams[0]?.games[0];
  const side = game?.teamSlugs?.indexOf(team);
  const name = game && side !== undefined && side >= 0 ? game.opponents[side === 0 ? 0 : 1] : null;
  return (
    <div className={styles.list}>
      {name && <p className={styles.streamTitle}>{t('teamGames', { team: name })}</p>}
      <StreamSections lng={lng} streams={streams} />
    </div>
  );
}
