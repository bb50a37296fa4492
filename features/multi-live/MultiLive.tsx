import { SiteLink, type RouteBody } from '@/features/ui';
import { getTranslations } from 'next-intl/server';
import { linePath } from '@/features/line';
import { LiveTopics } from '@/features/live';
import { gameTopic } from '@/server/live/wire';
import { LineUnavailable } from '@/features/line/server';
import { gameMediaLabels } from '@/features/media/server';
import { getGame, getGames } from '@/server/line/line-api';
import { log } from '@/server/log';
import type { Game } from '@/server/upstream/schemas/line';
import {
  MAX_PANELS,
  parseMultiSelection,
  resolveSelection,
  type DroppedGame,
} from './multi-selection';
import { panelGames, pickerSports, type MultiTexts } from './multi-view';
import styles from './MultiLive.module.css';
import { LazyMultiScreen } from './lazy-parts';

/** Every live game: the picker lists them all and the panels are taken from them. */
const LIVE_LIMIT = 200;

type LookedUp = ReadonlyMap<number, Game | null>;

/**
 * What became of the chosen games that are not live, to say so by name: finished, not started,
 * or unknown. Looked up for the first few only (a URL names at most a handful worth reporting);
 * a failed lookup just leaves the game unnamed.
 */
async function lookUpNotLive(lng: string, dropped: readonly DroppedGame[]): Promise<LookedUp> {
  const ids = dropped
    .flatMap((item) => (item.reason === 'notLive' ? [item.id] : []))
    .slice(0, MAX_PANELS);
  const found = await Promise.all(
    ids.map(async (id) => {
      try {
        return [id, await getGame(lng, id)] as const;
      } catch (error) {
        log.warn('multi-live: game lookup failed', { error, gameId: id });
        return [id, null] as const;
      }
    }),
  );
  return new Map(found);
}

async function DroppedNotice({
  dropped,
  live,
  lookedUp,
  isFallback,
}: {
  dropped: readonly DroppedGame[];
  live: readonly Game[];
  lookedUp: LookedUp;
  isFallback: boolean;
}) {
  const t = await getTranslations('multiLive');
  const nameOf = (id: number) => {
    const game = live.find((item) => item.id === id) ?? lookedUp.get(id);
    return game ? `${game.opponents[0]} — ${game.opponents[1]}` : t('gameNumber', { id });
  };
  const lineOf = (item: DroppedGame): string => {
    switch (item.reason) {
      case 'invalid':
        return t('invalid', { value: item.value });
      case 'duplicate':
        return t('duplicate', { event: nameOf(item.id) });
      case 'tooMany':
        return t('tooMany', { event: nameOf(item.id), max: MAX_PANELS });
      case 'tooManyUnread':
        return t('tooManyUnread', { count: item.count, max: MAX_PANELS });
      case 'notLive': {
        const game = lookedUp.get(item.id);
        if (game?.status === 'finished') return t('finished', { event: nameOf(item.id) });
        if (game?.status === 'prematch') return t('notStarted', { event: nameOf(item.id) });
        return t('notLive', { event: nameOf(item.id) });
      }
    }
  };
  return (
    <div className={styles.notice} role="status">
      <p>{t('noticeTitle')}</p>
      <ul>
        {dropped.map((item, index) => (
          <li key={index}>{lineOf(item)}</li>
        ))}
      </ul>
      {isFallback && <p>{t('fallback')}</p>}
    </div>
  );
}

/**
 * The multi-live view (spec 01 §2 "multi"): up to four live games side by side, each with its
 * score, state and main markets, chosen in the URL (`?games=`) from the picker of every live
 * game by sport. Without a choice the top live games are shown. The page refreshes itself as
 * the live pages do; a game that ends leaves the screen with a notice.
 */
export const MultiLive: RouteBody = async ({ lng, searchParams }) => {
  const selection = parseMultiSelection(searchParams);
  let live: Game[];
  try {
    live = (await getGames(lng, 'live', { limit: LIVE_LIMIT })).data;
  } catch (error) {
    return <LineUnavailable error={error} />;
  }
  const resolved = resolveSelection(selection, live);
  const [t, tl, lookedUp, mediaLabels] = await Promise.all([
    getTranslations('multiLive'),
    getTranslations('line'),
    lookUpNotLive(lng, resolved.dropped),
    gameMediaLabels(),
  ]);
  const shown = resolved.games.map((game) => game.id);
  const isFallback = resolved.isDefault && selection.isChosen;
  const texts: MultiTexts = {
    add: (event) => t('add', { event }),
    remove: (event) => t('remove', { event }),
    more: (count) => t('more', { count }),
  };
  const notice = resolved.dropped.length > 0 && (
    <DroppedNotice
      dropped={resolved.dropped}
      live={live}
      lookedUp={lookedUp}
      isFallback={isFallback}
    />
  );
  if (live.length === 0) {
    return (
      <div className={styles.multi}>
        {notice}
        <p className={styles.empty}>
          {t('noLive')} <SiteLink href={linePath(lng, 'line')}>{t('toLine')}</SiteLink>
        </p>
      </div>
    );
  }
  return (
    <div className={styles.multi}>
      <LiveTopics topics={resolved.games.map((game) => gameTopic(game.id))} />
      {notice}
      <LazyMultiScreen
        lng={lng}
        panels={panelGames(lng, resolved.games, texts)}
        sports={pickerSports(lng, live, shown, MAX_PANELS, texts)}
        labels={{
          screen: t('screenLabel'),
          live: tl('live'),
          score: tl('score'),
          ended: tl('liveEnded'),
          noMarkets: tl('noMarkets'),
          emptySlot: t('emptySlot'),
          media: mediaLabels,
          pickerTitle: t('pickerTitle'),
          pickerHint:
            shown.length >= MAX_PANELS
              ? t('pickerFull', { max: MAX_PANELS })
              : t('pickerHint', { count: shown.length, max: MAX_PANELS }),
        }}
        lead={
          resolved.games.length === 0 ? (
            <p className={styles.empty}>{t('empty', { max: MAX_PANELS })}</p>
          ) : (
            resolved.isDefault &&
            !isFallback && (
              <p className={styles.defaultNote}>{t('defaultNote', { max: MAX_PANELS })}</p>
            )
          )
        }
      />
    </div>
  );
};
