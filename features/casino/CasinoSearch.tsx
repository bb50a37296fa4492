'use client';

import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { BffError, bffClient } from '@/features/bff';
import type { GameTile as Tile } from './casino-paths';
import { GameTile, TileSkeletons, tilesClass, type TileLabels } from './GameTile';
import { GAMES_PER_PAGE, pageCount } from './list-filter';
import { Paging, type PagingLabels } from '@/features/widgets';
import styles from './Casino.module.css';

export interface SearchLabels {
  label: string;
  placeholder: string;
  submit: string;
  prompt: string;
  /** "Games found for “{q}”: {count}" */
  found: string;
  /** "Nothing found for “{q}”" */
  nothing: string;
  failed: string;
  results: string;
}

export interface SearchResults {
  q: string;
  tiles: Tile[];
  total: number;
  page: number;
}

/** The wait after the last key before asking (as-you-type without a call per key). */
export const SEARCH_DEBOUNCE_MS = 250;
/** Typing asks from this many characters; a submitted form asks for any. */
export const MIN_TYPED_LENGTH = 2;

export function searchHref(lng: string, q: string, page = 1): string {
  const query = new URLSearchParams();
  if (q) query.set('q', q);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return `/${lng}/casino-search${search ? `?${search}` : ''}`;
}

type Status = 'idle' | 'loading' | 'failed';

/**
 * casino-search (spec 01 §2): the server renders the results of `?q=` (a plain GET form, so it
 * works without JavaScript); in the browser the results follow the typing, through
 * GET /api/casino/games?q=, with the 16-tile skeleton while a search is on its way.
 */
export function CasinoSearch({
  lng,
  initial,
  labels,
  tileLabels,
  pagingLabels,
  player,
}: {
  lng: string;
  initial: SearchResults;
  labels: SearchLabels;
  tileLabels: TileLabels;
  pagingLabels: PagingLabels;
  player: boolean;
}) {
  const [text, setText] = useState(initial.q);
  const [results, setResults] = useState<SearchResults>(initial);
  const [status, setStatus] = useState<Status>('idle');
  const inFlight = useRef<AbortController | null>(null);
  const timer = useRef<number | null>(null);
  const field = useRef<HTMLInputElement>(null);

  async function search(raw: string) {
    const q = raw.trim().replace(/\s+/g, ' ');
    inFlight.current?.abort();
    window.history.replaceState(window.history.state, '', searchHref(lng, q));
    if (!q) {
      setResults({ q: '', tiles: [], total: 0, page: 1 });
      setStatus('idle');
      return;
    }
    const controller = new AbortController();
    inFlight.current = controller;
    setStatus('loading');
    const query = new URLSearchParams({ q, perPage: String(GAMES_PER_PAGE), lang: lng });
    try {
      const answer = await bffClient.get<{ games: Tile[]; total: number; page: number }>(
        `/api/casino/games?${query}`,
        controller.signal,
      );
      if (controller.signal.aborted) return;
      setResults({ q, tiles: answer.games, total: answer.total, page: answer.page });
      setStatus('idle');
    } catch (error) {
      if (error instanceof BffError && error.status === 499) return;
      if (!controller.signal.aborted) setStatus('failed');
    }
  }

  // Letters typed before the page's script took over the field stay on the screen, but the
  // script does not know them: they are searched for as if typed now (before any re-render could
  // put the field back to what the server drew).
  useLayoutEffect(() => {
    const typed = field.current?.value ?? '';
    if (typed !== text) onChange(typed);
    // Once, when the field is taken over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(
    () => () => {
      inFlight.current?.abort();
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );

  function onChange(value: string) {
    setText(value);
    if (timer.current !== null) window.clearTimeout(timer.current);
    const typed = value.trim();
    if (typed.length > 0 && typed.length < MIN_TYPED_LENGTH) return;
    timer.current = window.setTimeout(() => void search(value), SEARCH_DEBOUNCE_MS);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (timer.current !== null) window.clearTimeout(timer.current);
    void search(text);
  }

  const summary =
    results.q === ''
      ? labels.prompt
      : results.total === 0
        ? labels.nothing.replace('{q}', results.q)
        : labels.found.replace('{q}', results.q).replace('{count}', String(results.total));

  return (
    <div className={styles.casino}>
      <form
        action={`/${lng}/casino-search`}
        method="get"
        role="search"
        className={styles.searchWide}
        onSubmit={onSubmit}
      >
        <input
          ref={field}
          type="search"
          name="q"
          aria-label={labels.label}
          placeholder={labels.placeholder}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          maxLength={64}
          autoComplete="off"
          className={styles.searchInput}
        />
        <button type="submit" className={styles.searchButton}>
          {labels.submit}
        </button>
      </form>
      <p className={styles.summary} role="status" aria-live="polite">
        {status === 'failed' ? labels.failed : status === 'loading' ? '\u00a0' : summary}
      </p>
      {status === 'loading' ? (
        <ul className={`${tilesClass} ${styles.grid}`} aria-label={labels.results} aria-busy="true">
          <TileSkeletons />
        </ul>
      ) : (
        results.tiles.length > 0 && (
          <ul className={`${tilesClass} ${styles.grid}`} aria-label={labels.results}>
            {results.tiles.map((tile, index) => (
              <GameTile
                key={tile.id}
                lng={lng}
                tile={tile}
                labels={tileLabels}
                eager={index < 6}
                favourites={player}
              />
            ))}
          </ul>
        )
      )}
      {status === 'idle' && (
        <Paging
          page={results.page}
          count={pageCount(results.total)}
          href={(page) => searchHref(lng, results.q, page)}
          labels={pagingLabels}
        />
      )}
    </div>
  );
}
