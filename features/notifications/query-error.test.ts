import { BffError, CLIENT_ERROR } from '@/features/bff/bff-client';
import { queryErrorNotification, savedNotification } from './query-error';

const labels = { main_query_error: 'The request failed', main_save_success: 'Saved' };

describe('query errors as notifications (spec 01 §8)', () => {
  it('shows a refusal with its own reasons, joined, and first by priority', () => {
    const error = new BffError(400, [
      { status: '400', code: 'limit', title: 'The limit is too high' },
      { status: '400', code: 'limit', title: 'x', detail: 'Wait 24 hours' },
    ]);
    expect(queryErrorNotification(error, labels)).toEqual({
      kind: 'error',
      text: 'The limit is too high · Wait 24 hours',
      priority: 1,
    });
  });

  it.each([
    ['a failed fetch', new BffError(0, [{ status: '0', code: CLIENT_ERROR.network, title: 'x' }])],
    [
      'a cancelled call',
      new BffError(499, [{ status: '499', code: CLIENT_ERROR.close, title: 'x' }]),
    ],
    [
      'a server error',
      new BffError(502, [{ status: '502', code: 'upstream', title: 'Bad gateway' }]),
    ],
    ['a refusal without a title', new BffError(400, [{ status: '400', code: 'x', title: ' ' }])],
    ['anything else', new TypeError('boom')],
  ])('says main_query_error for %s', (_, error) => {
    expect(queryErrorNotification(error, labels)).toEqual({
      kind: 'error',
      text: 'The request failed',
      priority: 0,
    });
  });

  it('says main_save_success after a save, closing itself', () => {
    expect(savedNotification(labels)).toEqual({ kind: 'success', text: 'Saved', autoClose: true });
    expect(savedNotification(labels, 'Limit set')).toMatchObject({ text: 'Limit set' });
  });
});
