import { act, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { renderWithProviders } from '@/tests/render';
import type { GameTile } from './casino-paths';
import {
  CasinoSearch,
  SEARCH_DEBOUNCE_MS,
  type SearchLabels,
  type SearchResults,
} from './CasinoSearch';
import { SKELETON_TILES } from './GameTile';
import { jsonResponse } from './testing/json-response';

const LABELS: SearchLabels = {
  label: 'Search games',
  placeholder: 'Game or provider',
  submit: 'Search',
  prompt: 'Type the name of a game or a provider.',
  found: 'Games found for “{q}”: {count}',
  nothing: 'Nothing found for “{q}”.',
  failed: 'The search failed.',
  results: 'Search results',
};
const tile = (id: number, name: string): GameTile => ({
  id,
  name,
  path: `slots/game/${id}/x`,
  provider: 'Pixel Forge',
  rtp: 96,
  flags: [],
});
const EMPTY: SearchResults = { q: '', tiles: [], total: 0, page: 1 };

let asked: string[];
let answer: (q: string) => Promise<Response>;
beforeEach(() => {
  jest.useFakeTimers();
  asked = [];
  window.history.replaceState(null, '', '/en/casino-search');
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    asked.push(url.searchParams.get('q') ?? '');
    return answer(url.searchParams.get('q') ?? '');
  }) as typeof fetch;
  answer = async (q) =>
    jsonResponse(200, {
      data: {
        games: [tile(1, `Book of ${q}`), tile(2, `${q} Gold`)],
        page: 1,
        perPage: 48,
        total: 2,
      },
    });
});
afterEach(() => jest.useRealTimers());

function renderSearch(initial: SearchResults = EMPTY, options?: { hydrateFrom?: HTMLElement }) {
  return renderWithProviders(search(initial), {
    ...(options?.hydrateFrom ? { container: options.hydrateFrom, hydrate: true } : {}),
  });
}

function search(initial: SearchResults) {
  return (
    <CasinoSearch
      lng="en"
      initial={initial}
      labels={LABELS}
      tileLabels={{ rtp: 'RTP', new: 'New', popular: 'Hot', jackpot: 'Jackpot' }}
      pagingLabels={{ nav: 'Pages', previous: 'Previous', next: 'Next', page: 'Page {page}' }}
      player={false}
    />
  );
}

const field = () => screen.getByRole('searchbox', { name: 'Search games' });

it('shows what the server found for the address’s query, readable without JavaScript', () => {
  renderSearch({ q: 'book', tiles: [tile(1, 'Book of Ra')], total: 1, page: 1 });
  expect(field()).toHaveValue('book');
  expect(screen.getByText('Games found for “book”: 1')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Book of Ra' })).toHaveAttribute(
    'href',
    '/en/slots/game/1/x',
  );
  expect(screen.getByRole('search')).toHaveAttribute('action', '/en/casino-search');
});

it('searches for what was typed before the page’s script took over the field', async () => {
  const page = document.body.appendChild(document.createElement('div'));
  page.innerHTML = renderToString(search(EMPTY));
  (page.querySelector('input[type="search"]') as HTMLInputElement).value = 'scarab';
  renderSearch(EMPTY, { hydrateFrom: page });
  expect(field()).toHaveValue('scarab');
  await act(async () => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
  expect(asked).toEqual(['scarab']);
  expect(screen.getByText('Games found for “scarab”: 2')).toBeInTheDocument();
});

it('asks once the typing pauses, with the 16-tile skeleton while it waits', async () => {
  let release: () => void = () => undefined;
  const base = answer;
  answer = (q) => new Promise((resolve) => (release = () => resolve(base(q))));
  renderSearch();
  fireEvent.change(field(), { target: { value: 'dr' } });
  fireEvent.change(field(), { target: { value: 'dra' } });
  fireEvent.change(field(), { target: { value: 'drag' } });
  expect(asked).toEqual([]);
  await act(async () => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
  expect(asked).toEqual(['drag']);
  const skeleton = screen.getByRole('list', { name: 'Search results' });
  expect(skeleton).toHaveAttribute('aria-busy', 'true');
  expect(skeleton.children).toHaveLength(SKELETON_TILES);
  await act(async () => release());
  expect(screen.getByRole('link', { name: 'Book of drag' })).toBeInTheDocument();
  expect(screen.getByText('Games found for “drag”: 2')).toBeInTheDocument();
  // A reload shows the same search.
  expect(window.location.search).toBe('?q=drag');
});

it('waits for a second letter while typing, but a sent form asks for any', async () => {
  renderSearch();
  fireEvent.change(field(), { target: { value: 'd' } });
  await act(async () => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
  expect(asked).toEqual([]);
  await act(async () => fireEvent.submit(screen.getByRole('search')));
  expect(asked).toEqual(['d']);
});

it('says when nothing is found and when the search failed', async () => {
  answer = async () => jsonResponse(200, { data: { games: [], page: 1, perPage: 48, total: 0 } });
  renderSearch();
  fireEvent.change(field(), { target: { value: 'zzz' } });
  await act(async () => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
  expect(screen.getByText('Nothing found for “zzz”.')).toBeInTheDocument();
  answer = async () => jsonResponse(502, {});
  fireEvent.change(field(), { target: { value: 'zzzz' } });
  await act(async () => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
  expect(screen.getByText('The search failed.')).toBeInTheDocument();
});
