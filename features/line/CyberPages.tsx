import { SiteLink } from '@/features/ui';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getChamps } from '@/server/line/line-api';
import type { RouteMatch } from '@/server/routes/match';
import type { Champ, Game, Stream } from '@/server/upstream/schemas/line';
import { GameView } from './GameView';
import { disciplineOf, disciplinesOf, ESPORTS_SPORT_ID, type Discipline } from './esports';
import { champSegment, idOfSegment } from './line-paths';
import { LineUnavailable, loadStreams, StreamSections, type StreamGames } from './StreamSections';
import styles from './SportLine.module.css';

async function esportsChamps(lng: string): Promise<Champ[]> {
  const lists = await Promise.all(
    (['live', 'line'] as const).map((stream) =>
      getChamps(lng, stream, { sportId: ESPORTS_SPORT_ID }),
    ),
  );
  return lists.flat();
}

function cyberChampPath(lng: string, discipline: string, champ: { id: number; slug: string }) {
  return `/${lng}/cyber/${discipline}/${champSegment(champ)}`;
}

function keepGames(streams: StreamGames[], keep: (game: Game) => boolean): StreamGames[] {
  return streams.map((item) => ({ ...item, games: item.games.filter(keep) }));
}

/**
 * The esports pages of spec 01 §2 (`cyber/…`), from the line's esports: every game (`main`),
 * the disciplines (`all`), a discipline's games, championships and streams, a championship's
 * games and a game. An unknown discipline or championship is a 404.
 */
export async function CyberPage({ lng, match }: { lng: string; match: RouteMatch }) {
  const t = await getTranslations('line');
  const id = match.entry.id;
  if (id === 'cyberGame') {
    return (
      <GameView
        lng={lng}
        gameParam={match.params.game}
        accept={(game) => game.sportId === ESPORTS_SPORT_ID}
      />
    );
  }
  let disciplines: Discipline[];
  let streams: StreamGames[];
  try {
    const [champs, loaded] = await Promise.all([
      esportsChamps(lng),
      loadStreams(lng, { sportId: ESPORTS_SPORT_ID }),
    ]);
    disciplines = disciplinesOf(champs);
    streams = loaded;
  } catch (error) {
    return <LineUnavailable error={error} />;
  }
  const champHref = (champ: { id: number; slug: string }) => {
    const name = streams.flatMap((item) => item.champs).find((item) => item.id === champ.id)?.name;
    return cyberChampPath(lng, disciplineOf(name ?? champ.slug).slug, champ);
  };

  if (id === 'cyberMain')
    return <StreamSections lng={lng} streams={streams} champHref={champHref} />;
  if (id === 'cyberAll') {
    if (disciplines.length === 0) return <p className={styles.empty}>{t('noEsports')}</p>;
    return (
      <ul className={styles.sports}>
        {disciplines.map((discipline) => (
          <li key={discipline.slug}>
            <SiteLink href={`/${lng}/cyber/${discipline.slug}`}>
              {discipline.name}
              <span className={styles.count}>{discipline.gameCount}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    );
  }

  const discipline = disciplines.find((item) => item.slug === match.params.discipline);
  if (!discipline) notFound();
  const champIds = new Set(discipline.champs.map((champ) => champ.id));
  const ofDiscipline = keepGames(streams, (game) => champIds.has(game.champId));
  switch (id) {
    case 'cyberDisciplineChamps':
      return (
        <ul className={styles.sports}>
          {discipline.champs.map((champ) => (
            <li key={champ.id}>
              <SiteLink href={cyberChampPath(lng, discipline.slug, champ)}>
                {champ.name}
                <span className={styles.count}>{champ.gameCount}</span>
              </SiteLink>
            </li>
          ))}
        </ul>
      );
    case 'cyberDisciplineSection': {
      const stream: Stream = match.params.section === 'live' ? 'live' : 'line';
      return (
        <StreamSections
          lng={lng}
          streams={ofDiscipline.filter((item) => item.stream === stream)}
          champHref={champHref}
        />
      );
    }
    case 'cyberChamp': {
      const champId = idOfSegment(match.params.champ);
      if (champId === null || !champIds.has(champId)) notFound();
      return (
        <StreamSections
          lng={lng}
          streams={keepGames(ofDiscipline, (game) => game.champId === champId)}
          champHref={champHref}
        />
      );
    }
    default:
      return <StreamSections lng={lng} streams={ofDiscipline} champHref={champHref} />;
  }
}
