import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { liveEventsReceived } from '@/features/live/liveSlice';
import { renderWithProviders } from '@/tests/render';
import { GameTableView } from './GameTableView';
import { rowOutcome, rowsTable, type RowFormat } from './game-rows';
import { game, market, outcome } from './line-fixtures.test-utils';

const format: RowFormat = {
  href: (g) => `/en/line/all/football/101-premier-league/${g.id}-x`,
  date: () => '11/28',
  time: () => '17:30',
  moreLabel: (g, more) => `${more} more bets: ${g.opponents.join(' — ')}`,
};

const labels = {
  when: 'Time',
  event: 'Event',
  total: 'Total',
  over: 'Over',
  under: 'Under',
  moreBetsColumn: 'More bets',
  live: 'Live',
  score: 'Score',
  ended: 'Ended',
};

describe('the rows of a championship table', () => {
  const home = { ...outcome(1, 1, '1', 1.85), gameId: 7, marketName: 'Match result' };
  const draw = {
    ...outcome(1, 2, 'X', 3.4),
    gameId: 7,
    marketName: 'Match result',
    isBlocked: true,
  };
  const away = { ...outcome(1, 3, '2', 4.1), gameId: 7, marketName: 'Match result' };
  const over = { ...outcome(4, 9, 'Over 2.5', 1.7, 2.5), gameId: 7, marketName: 'Total' };
  const under = { ...outcome(4, 10, 'Under 2.5', 2.1, 2.5), gameId: 7, marketName: 'Total' };
  const listed = game({
    id: 7,
    markets: [market(1, [home, draw, away]), market(4, [over, under])],
  });
  const bare = game({ id: 8, opponents: ['Everton', 'Fulham'] });

  it('sends the table once and gives every button back the outcome the line gave', () => {
    const table = rowsTable([listed, bare], format);
    expect(table.mainNames).toEqual(['1', 'X', '2']);
    expect(table.hasTotal).toBe(true);
    const [row, empty] = table.games;
    expect(JSON.stringify(row)).not.toContain('Premier League');
    expect(JSON.stringify(row)).not.toContain('Match result');
    const main = row?.main ?? [];
    expect(main.map((o) => o && rowOutcome(table, row!, o))).toEqual([home, draw, away]);
    expect(rowOutcome(table, row!, row!.total!.over)).toEqual(over);
    expect(row?.total?.line).toBe(2.5);
    expect(empty?.main).toBeNull();
    expect(empty?.total).toBeNull();
    expect(row?.more).toBe(0);
  });

  it('draws the rows with their odds; a click puts the bet in the coupon', async () => {
    const { store } = renderWithProviders(
      <NextIntlClientProvider locale="en" messages={{ coupon: en.coupon }}>
        <GameTableView
          title="Premier League"
          headingLevel={3}
          table={rowsTable([listed, bare], format)}
          labels={labels}
        />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('heading', { name: /Premier League\s*2/ })).toBeVisible();
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('11/2817:30');
    expect(screen.getByRole('link', { name: '0 more bets: Arsenal — Chelsea' })).toHaveAttribute(
      'href',
      '/en/line/all/football/101-premier-league/7-x',
    );
    expect(screen.getAllByRole('button')).toHaveLength(5);
    expect(screen.getByRole('button', { name: /X/ })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: /^1: 1\.85$/ }));
    // The coupon's code loads with the first click when the page has not loaded it yet.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^1: 1\.85$/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    const bet = store.getState().coupon.bets[0];
    expect(bet?.market).toMatchObject({
      id: home.id,
      coef: 1.85,
      champName: 'Premier League',
      marketName: 'Match result',
    });
    expect(bet?.startTime).toBe(listed.startTime);
  });

  it('shows the live stream’s odds, blocks, score and state over the rendered ones', () => {
    const playing = game({
      ...listed,
      status: 'live',
      isLive: true,
      score: { home: 0, away: 0 },
      statusText: "1st half, 10'",
    });
    const { store } = renderWithProviders(
      <NextIntlClientProvider locale="en" messages={{ coupon: en.coupon }}>
        <GameTableView
          title="Premier League"
          headingLevel={3}
          table={rowsTable([playing], format)}
          labels={labels}
        />
      </NextIntlClientProvider>,
    );
    act(() => {
      store.dispatch(
        liveEventsReceived([
          {
            topic: 'list:0',
            kind: 'snapshot',
            version: 1,
            games: {
              7: { status: 'live', score: [1, 0], statusText: "1st half, 12'", timeSeconds: 720 },
            },
            outcomes: { [home.id]: 1.6, [draw.id]: 3.6, [away.id]: -4.1 },
          },
        ]),
      );
    });
    expect(screen.getByRole('button', { name: /^1: 1\.60$/ })).toHaveAttribute(
      'data-change',
      'down',
    );
    expect(screen.getByRole('button', { name: /^X: 3\.60$/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /^2: no bets taken now$/ })).toBeDisabled();
    expect(screen.getByLabelText('Score')).toHaveTextContent('10');
    expect(screen.getAllByRole('row')[1]).toHaveTextContent("1st half, 12'");
    act(() => {
      store.dispatch(
        liveEventsReceived([
          { topic: 'list:0', kind: 'patch', from: 1, version: 2, games: { 7: null }, outcomes: {} },
        ]),
      );
    });
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('Ended');
  });
});
