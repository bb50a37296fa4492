import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import { getDisplayClock } from '@/features/settings/server';
import { zoneLabel } from '@/features/settings';
import type { Game } from '@/server/upstream/schemas/line';
import { GameTableView } from './line-client-parts';
import { rowsTable } from './game-rows';
import { gamePath } from './line-paths';
import { lineDateFormat, lineTimeFormat } from './line-time';
import type { GameTableLabels } from './GameTableView';

/**
 * The tables' labels, one object for every table of a render: the page's payload carries an object
 * its render passes more than once a single time (React's own references), so a list of twenty
 * championships sends its labels once, not twenty times (issue 26).
 */
const tableLabels = cache(async (lng: string): Promise<GameTableLabels> => {
  const [t, clock] = await Promise.all([getTranslations('line'), getDisplayClock(lng)]);
  return {
    when: clock.showZone ? t('whenInZone', { zone: zoneLabel(clock.timeZone) }) : t('when'),
    ...(clock.showZone ? { zone: zoneLabel(clock.timeZone) } : {}),
    event: t('event'),
    total: t('total'),
    over: t('over'),
    under: t('under'),
    moreBetsColumn: t('moreBetsColumn'),
    live: t('live'),
    score: t('score'),
    ended: t('liveEnded'),
  };
});

/**
 * One championship's games as a bookmaker lists them: time or live state, the two sides with the
 * score, the main market, the middle total line, and "+N" more bets that opens the game. The
 * server prepares the rows (game-rows.ts); GameTableView draws them.
 */
export async function GameTable({
  lng,
  title,
  titleHref,
  headingLevel = 3,
  games,
}: {
  lng: string;
  title: string;
  titleHref?: string;
  headingLevel?: 2 | 3 | 4;
  games: readonly Game[];
}) {
  const [t, clock, labels] = await Promise.all([
    getTranslations('line'),
    getDisplayClock(lng),
    tableLabels(lng),
  ]);
  const date = lineDateFormat(lng, clock);
  // The zone is named once, in the column's head, not on every row (issue 22 §3).
  const time = lineTimeFormat(lng, { ...clock, showZone: false });
  const table = rowsTable(games, {
    href: (game) => gamePath(lng, game),
    date: (start) => date.format(start),
    time: (start) => time.format(start),
    moreLabel: (game, more) => t('moreBets', { count: more, event: game.opponents.join(' — ') }),
  });
  return (
    <GameTableView
      title={title}
      titleHref={titleHref}
      headingLevel={headingLevel}
      table={table}
      labels={labels}
    />
  );
}
