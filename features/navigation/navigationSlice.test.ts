import {
  initialNavigationState,
  navigationCancelled,
  navigationSlice,
  ROUTE_HISTORY_LIMIT,
  routeVisited,
  selectPreviousRoute,
} from './navigationSlice';

const reduce = navigationSlice.reducer;

describe('route history (spec 02 §2 "up to 20 entries")', () => {
  it('keeps the last 20 pages, oldest first', () => {
    let state = initialNavigationState;
    for (let i = 1; i <= 25; i += 1) state = reduce(state, routeVisited(`/en/p${i}`));
    expect(state.history).toHaveLength(ROUTE_HISTORY_LIMIT);
    expect(ROUTE_HISTORY_LIMIT).toBe(20);
    expect(state.history[0]).toBe('/en/p6');
    expect(state.history.at(-1)).toBe('/en/p25');
  });

  it('counts a page once when it is reported again', () => {
    let state = reduce(initialNavigationState, routeVisited('/en/line'));
    state = reduce(state, routeVisited('/en/line'));
    expect(state.history).toEqual(['/en/line']);
  });

  it('gives the page before this one', () => {
    let state = reduce(initialNavigationState, routeVisited('/en/line'));
    expect(selectPreviousRoute({ navigation: state })).toBeNull();
    state = reduce(state, routeVisited('/en/user/login'));
    expect(selectPreviousRoute({ navigation: state })).toBe('/en/line');
  });

  it('forgets a cancelled navigation once the player moves on', () => {
    let state = reduce(
      initialNavigationState,
      navigationCancelled({ path: '/en/line', reason: 'banned' }),
    );
    expect(state.cancelled).not.toBeNull();
    state = reduce(state, routeVisited('/en/contacts'));
    expect(state.cancelled).toBeNull();
  });
});
