import type { StandingRow } from '@/server/upstream/schemas/results';
import styles from '../results/Results.module.css';

export interface StandingsLabels {
  position: string;
  team: string;
  played: string;
  won: string;
  drawn: string;
  lost: string;
  goals: string;
  points: string;
  playedTitle: string;
  wonTitle: string;
  drawnTitle: string;
  lostTitle: string;
  goalsTitle: string;
  pointsTitle: string;
}

/** A league table: position, team, played, won, drawn, lost, scored:conceded, points. */
export function StandingsTable({
  caption,
  rows,
  labels,
  highlight = [],
}: {
  caption: string;
  rows: StandingRow[];
  labels: StandingsLabels;
  highlight?: string[];
}) {
  const head = (short: string, title: string) => (
    <th scope="col" className={styles.num}>
      <abbr title={title}>{short}</abbr>
    </th>
  );
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.num}>
            {labels.position}
          </th>
          <th scope="col">{labels.team}</th>
          {head(labels.played, labels.playedTitle)}
          {head(labels.won, labels.wonTitle)}
          {head(labels.drawn, labels.drawnTitle)}
          {head(labels.lost, labels.lostTitle)}
          {head(labels.goals, labels.goalsTitle)}
          {head(labels.points, labels.pointsTitle)}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.team}
            className={highlight.includes(row.team) ? styles.highlight : undefined}
          >
            <td className={styles.num}>{row.position}</td>
            <th scope="row">{row.team}</th>
            <td className={styles.num}>{row.played}</td>
            <td className={styles.num}>{row.won}</td>
            <td className={styles.num}>{row.drawn}</td>
            <td className={styles.num}>{row.lost}</td>
            <td className={styles.num}>
              {row.scored}:{row.conceded}
            </td>
            <td className={`${styles.num} ${styles.points}`}>{row.points}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export async function standingsLabels(
  t: (key: keyof StandingsLabels) => string,
): Promise<StandingsLabels> {
  const keys: (keyof StandingsLabels)[] = [
    'position',
    'team',
    'played',
    'won',
    'drawn',
    'lost',
    'goals',
    'points',
    'playedTitle',
    'wonTitle',
    'drawnTitle',
    'lostTitle',
    'goalsTitle',
    'pointsTitle',
  ];
  return Object.fromEntries(keys.map((key) => [key, t(key)])) as unknown as StandingsLabels;
}
