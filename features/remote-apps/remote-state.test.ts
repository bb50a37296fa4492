import {
  canTransition,
  HEADER_PIECE_RETRY,
  REMOTE_RETRY,
  REMOTE_STATE,
  retryDelayMs,
  type RemoteState,
} from './remote-state';

const { notExisting, error, loading, ready } = REMOTE_STATE;
const name = (state: RemoteState) =>
  ({ [notExisting]: 'not existing', [error]: 'error', [loading]: 'loading', [ready]: 'ready' })[
    state
  ];

describe('remote-application load state transitions (spec 01 §4)', () => {
  // Every pair of states, with the table's answer.
  const table: [RemoteState, RemoteState, boolean][] = [
    [notExisting, notExisting, false],
    [notExisting, error, false],
    [notExisting, loading, true],
    [notExisting, ready, true],
    [error, notExisting, true],
    [error, error, false],
    [error, loading, true],
    [error, ready, false],
    [loading, notExisting, true],
    [loading, error, true],
    [loading, loading, false],
    [loading, ready, true],
    [ready, notExisting, true],
    [ready, error, false],
    [ready, loading, false],
    [ready, ready, false],
  ];

  it.each(table.map(([from, to, allowed]) => [name(from), from, name(to), to, allowed]))(
    '%s (%i) → %s (%i): %p',
    (_from, from, _to, to, allowed) => {
      expect(canTransition(from as RemoteState, to as RemoteState)).toBe(allowed);
    },
  );

  it('uses the codes of the spec', () => {
    expect(REMOTE_STATE).toEqual({ notExisting: -2, error: -1, loading: 1, ready: 2 });
  });
});

describe('retry budgets (spec 01 §8, §9)', () => {
  it('a remote part retries 3 times, from 1000 ms doubling', () => {
    expect(REMOTE_RETRY.retries).toBe(3);
    expect([0, 1, 2].map((done) => retryDelayMs(REMOTE_RETRY, done))).toEqual([1000, 2000, 4000]);
  });

  it('a header piece retries 5 times, 1 s apart', () => {
    expect(HEADER_PIECE_RETRY.retries).toBe(5);
    expect([0, 1, 2, 3, 4].map((done) => retryDelayMs(HEADER_PIECE_RETRY, done))).toEqual([
      1000, 1000, 1000, 1000, 1000,
    ]);
  });
});
