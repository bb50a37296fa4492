import { makeStore } from '@/features/shell/store';
import {
  defaultTitleKey,
  visibleNotifications,
  type Notification,
  type NotificationInput,
} from './notification-rules';
import { selectNotificationQueue } from './notificationsSlice';
import { notify, resolveNotification, withdrawNotification } from './notify';

function queueOf(inputs: NotificationInput[]): Notification[] {
  const store = makeStore();
  for (const input of inputs) void store.dispatch(notify(input));
  return selectNotificationQueue(store.getState());
}

const texts = (items: Notification[]) => items.map((item) => item.text);

describe('which notifications are on screen (spec 01 §4, §9 limits 3 / 1 / 1)', () => {
  it.each([
    ['default', 5, 3],
    ['maintenance', 3, 1],
    ['custom', 2, 1],
  ] as const)('%s: of %i waiting, %i are shown, first come first', (group, waiting, shown) => {
    const queue = queueOf(
      Array.from({ length: waiting }, (_, i) => ({ kind: 'info' as const, group, text: `n${i}` })),
    );
    expect(texts(visibleNotifications(queue))).toEqual(
      Array.from({ length: shown }, (_, i) => `n${i}`),
    );
  });

  it('counts each group on its own', () => {
    const queue = queueOf([
      { kind: 'info', text: 'a' },
      { kind: 'warning', group: 'maintenance', text: 'works' },
      { kind: 'question', group: 'custom', text: 'approve?' },
      { kind: 'info', text: 'b' },
      { kind: 'info', text: 'c' },
      { kind: 'info', text: 'd' },
    ]);
    expect(texts(visibleNotifications(queue))).toEqual(['a', 'works', 'approve?', 'b', 'c']);
  });

  it('shows errors by priority (spec 01 §8 "sorted by priority"), equal ones in order', () => {
    const queue = queueOf([
      { kind: 'error', text: 'generic 1' },
      { kind: 'error', text: 'generic 2' },
      { kind: 'error', text: 'generic 3' },
      { kind: 'error', text: 'own message', priority: 1 },
    ]);
    expect(texts(visibleNotifications(queue))).toEqual(['own message', 'generic 1', 'generic 2']);
  });

  it.each([
    ['error', 'main_error'],
    ['success', 'main_done'],
    ['info', 'main_ok'],
    ['warning', 'main_ok'],
    ['question', 'main_ok'],
  ] as const)('a %s without a title is titled %s (spec 01 §8)', (kind, key) => {
    expect(defaultTitleKey(kind)).toBe(key);
  });
});

describe('the queue resolves each notification (spec 01 §4)', () => {
  it('settles the caller with the answer and lets the next one in', async () => {
    const store = makeStore();
    const answers = [1, 2, 3, 4].map((n) => store.dispatch(notify({ kind: 'info', text: `${n}` })));
    const [first, , , fourth] = selectNotificationQueue(store.getState());
    expect(texts(visibleNotifications(selectNotificationQueue(store.getState())))).toEqual([
      '1',
      '2',
      '3',
    ]);
    store.dispatch(resolveNotification(first!.id, 'confirmed'));
    await expect(answers[0]).resolves.toBe('confirmed');
    expect(texts(visibleNotifications(selectNotificationQueue(store.getState())))).toEqual([
      '2',
      '3',
      '4',
    ]);
    store.dispatch(resolveNotification(fourth!.id, 'dismissed'));
    await expect(answers[3]).resolves.toBe('dismissed');
  });

  it('keeps one notification per key; a duplicate settles as dismissed at once', async () => {
    const store = makeStore();
    const first = store.dispatch(notify({ kind: 'info', text: 'one', key: 'reminder' }));
    await expect(
      store.dispatch(notify({ kind: 'info', text: 'two', key: 'reminder' })),
    ).resolves.toBe('dismissed');
    expect(texts(selectNotificationQueue(store.getState()))).toEqual(['one']);
    store.dispatch(withdrawNotification('reminder'));
    await expect(first).resolves.toBe('dismissed');
    expect(selectNotificationQueue(store.getState())).toEqual([]);
  });
});
