/** @jest-environment node */
import Database from 'better-sqlite3';
import { accountsAnswerSchema } from '@contract/accounts';
import {
  bonusAnswerSchema,
  bonusesAnswerSchema,
  messageAnswerSchema,
  messagesAnswerSchema,
  paymentsAnswerSchema,
  ticketAnswerSchema,
  ticketsAnswerSchema,
} from '@contract/office';
import { userConfigAnswerSchema } from '@contract/user';
import { DROP_OFFICE_ACTIVITY_TABLES } from './office-activity-store';
import {
  bearer,
  removeDb,
  signInToken,
  startTestSandbox,
  tempDbPath,
  withSignedInSandbox,
} from './test-harness';

const NOW = Date.parse('2026-03-14T12:00:00Z');
const DAY = 86_400_000;

const demo = withSignedInSandbox({ now: () => NOW });

const get = (path: string, bearerToken = demo.token) =>
  demo.sandbox.call('GET', path, undefined, bearer(bearerToken));
const post = (path: string, body?: unknown, bearerToken = demo.token) =>
  demo.sandbox.call('POST', path, body, bearer(bearerToken));

async function payments(query = '') {
  const answer = await get(`/office-api/v1/payments${query}`);
  expect(answer.status).toBe(200);
  return paymentsAnswerSchema.parse(answer.body);
}

async function bonuses(query = '') {
  return bonusesAnswerSchema.parse((await get(`/office-api/v1/bonuses${query}`)).body).data;
}

async function inbox() {
  return messagesAnswerSchema.parse((await get('/office-api/v1/messages')).body);
}

async function msgCount() {
  return userConfigAnswerSchema.parse((await get('/web-api/user/config')).body).data.user_msg_count;
}

/** A player registered after the seed: no activity at all. */
async function secondPlayerToken() {
  const created = await demo.sandbox.call('POST', '/__sandbox/users', {
    email: 'empty@betarena.example',
    password: 'Empty-2026!',
  });
  expect(created.status).toBe(201);
  return signInToken(demo.sandbox, {
    type: 'login_password',
    login: 'empty@betarena.example',
    password: 'Empty-2026!',
    isRemember: false,
  });
}

describe('payment history', () => {
  it('answers the demo player’s payments newest first, a page at a time', async () => {
    const first = await payments();
    expect(first.meta).toEqual({ page: 1, pageSize: 20, total: 25 });
    expect(first.data).toHaveLength(20);
    expect(first.data[0]).toMatchObject({
      type: 'withdrawal',
      method: 'Visa •••• 4242',
      amount: '3000.00',
      currency: 'RUB',
      status: 'pending',
      createdAt: new Date(NOW - 2 * 3_600_000).toISOString(),
    });
    const times = first.data.map((p) => Date.parse(p.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = await payments('?page=2');
    expect(second.data).toHaveLength(5);
    expect(new Set([...first.data, ...second.data].map((p) => p.id)).size).toBe(25);
    expect(new Set(first.data.map((p) => p.status))).toEqual(
      new Set(['pending', 'completed', 'cancelled', 'rejected']),
    );
  });

  it('filters by type and by period (from inclusive, to exclusive)', async () => {
    const withdrawals = await payments('?type=withdrawal&pageSize=100');
    expect(withdrawals.meta.total).toBe(8);
    expect(withdrawals.data.every((p) => p.type === 'withdrawal')).toBe(true);

    const from = new Date(NOW - 10 * DAY).toISOString();
    const to = new Date(NOW - 2 * DAY).toISOString();
    const period = await payments(`?from=${from}&to=${to}&type=deposit`);
    expect(period.data.map((p) => [p.amount, p.status])).toEqual([
      ['2000.00', 'cancelled'],
      ['10000.00', 'completed'],
    ]);
    expect(period.data.every((p) => p.createdAt >= from && p.createdAt < to)).toBe(true);
  });

  it.each([
    ['a date that is no instant', '?from=yesterday', 'from'],
    [
      'a period that ends before it starts',
      '?from=2026-03-10T00:00:00Z&to=2026-03-01T00:00:00Z',
      'to',
    ],
    ['an unknown type', '?type=bonus', 'type'],
    ['page 0', '?page=0', 'page'],
    ['a page size over 100', '?pageSize=101', 'pageSize'],
  ])('refuses %s with 400 naming the parameter', async (_name, query, parameter) => {
    const answer = await get(`/office-api/v1/payments${query}`);
    expect(answer.status).toBe(400);
    expect((answer.body as { errors: { source: unknown }[] }).errors[0]?.source).toEqual({
      parameter,
    });
  });

  it('answers 401 without a token and nothing for another player', async () => {
    expect((await demo.sandbox.call('GET', '/office-api/v1/payments')).status).toBe(401);
    const other = await secondPlayerToken();
    const answer = paymentsAnswerSchema.parse((await get('/office-api/v1/payments', other)).body);
    expect(answer).toEqual({ data: [], meta: { page: 1, pageSize: 20, total: 0 } });
  });
});

describe('bonuses', () => {
  it('lists two offers to take, one bonus being wagered and one wagered, in the asked language', async () => {
    const list = await bonuses();
    expect(list.map((b) => [b.name, b.status])).toEqual([
      ['Weekend bonus 100%', 'available'],
      ['Reload bonus 50%', 'available'],
      ['Welcome bonus 100%', 'active'],
      ['Birthday bonus', 'completed'],
    ]);
    expect(list[2]).toMatchObject({
      amount: '1500.00',
      wagered: '4200.00',
      wagerRequired: '7500.00',
      expiresAt: new Date(NOW + 9 * DAY).toISOString(),
    });
    expect((await bonuses('?lang=ru'))[0]?.name).toBe('Бонус выходного дня 100%');
  });

  it('taking an offer credits its share of the last deposit to the bonus account and starts the wagering', async () => {
    const reload = (await bonuses()).find((b) => b.name === 'Reload bonus 50%');
    if (!reload) throw new Error('no reload bonus');
    const taken = await post(`/office-api/v1/bonuses/${reload.id}/take`);
    expect(taken.status).toBe(200);
    // 50 % of the last completed deposit (5 000 ₽), below the 5 000 ₽ maximum; wagered 5 times.
    expect(bonusAnswerSchema.parse(taken.body).data).toMatchObject({
      status: 'active',
      amount: '2500.00',
      wagered: '0.00',
      wagerRequired: '12500.00',
      takenAt: new Date(NOW).toISOString(),
      expiresAt: new Date(NOW + 7 * DAY).toISOString(),
    });
    const accounts = accountsAnswerSchema.parse((await get('/accounts-api/v1/accounts')).body);
    expect(accounts.data.accounts.find((a) => a.type === 4)?.balance).toBe('4000.00');
    expect((await bonuses()).find((b) => b.id === reload.id)?.status).toBe('active');

    const again = await post(`/office-api/v1/bonuses/${reload.id}/take`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ errors: [{ code: 'bonus_not_available' }] });
  });

  it('caps the bonus at its maximum', async () => {
    const weekend = (await bonuses()).find((b) => b.name === 'Weekend bonus 100%');
    const taken = await post(`/office-api/v1/bonuses/${weekend?.id}/take`);
    expect(bonusAnswerSchema.parse(taken.body).data.amount).toBe('3000.00');
  });

  it('refusing an offer takes it off the offers for good', async () => {
    const weekend = (await bonuses()).find((b) => b.name === 'Weekend bonus 100%');
    const refused = await post(`/office-api/v1/bonuses/${weekend?.id}/refuse`);
    expect(bonusAnswerSchema.parse(refused.body).data.status).toBe('refused');
    expect((await post(`/office-api/v1/bonuses/${weekend?.id}/take`)).status).toBe(409);
  });

  it('an active bonus cannot be taken or refused; an unknown or another player’s is 404', async () => {
    const active = (await bonuses()).find((b) => b.status === 'active');
    expect((await post(`/office-api/v1/bonuses/${active?.id}/refuse`)).status).toBe(409);
    expect((await post('/office-api/v1/bonuses/999/take')).status).toBe(404);
    const other = await secondPlayerToken();
    expect((await post(`/office-api/v1/bonuses/${active?.id}/take`, undefined, other)).status).toBe(
      404,
    );
    expect((await post('/office-api/v1/bonuses/abc/take')).status).toBe(400);
  });

  it('an offer past its date reads as expired and cannot be taken', async () => {
    await demo.sandbox.close();
    const later = await startTestSandbox({ dbPath: demo.sandbox.dbPath, now: () => NOW + 4 * DAY });
    try {
      const laterToken = await signInToken(later);
      const list = bonusesAnswerSchema.parse(
        (await later.call('GET', '/office-api/v1/bonuses', undefined, bearer(laterToken))).body,
      ).data;
      const weekend = list.find((b) => b.name === 'Weekend bonus 100%');
      expect(weekend?.status).toBe('expired');
      const take = await later.call(
        'POST',
        `/office-api/v1/bonuses/${weekend?.id}/take`,
        undefined,
        bearer(laterToken),
      );
      expect(take.status).toBe(409);
      expect(take.body).toMatchObject({ errors: [{ code: 'offer_expired' }] });
    } finally {
      await later.close();
    }
  });
});

describe('messages', () => {
  it('has two unread of five, and user_msg_count follows reading and deleting', async () => {
    const first = await inbox();
    expect(first.meta).toMatchObject({ total: 5, unread: 2 });
    expect(first.data.map((m) => m.isRead)).toEqual([false, false, true, true, true]);
    expect(await msgCount()).toBe(2);

    const newest = first.data[0];
    const read = await post(`/office-api/v1/messages/${newest?.id}/read`);
    expect(messageAnswerSchema.parse(read.body).data).toMatchObject({
      id: newest?.id,
      isRead: true,
    });
    expect(await msgCount()).toBe(1);
    await post(`/office-api/v1/messages/${newest?.id}/read`);
    expect(await msgCount()).toBe(1);

    const unread = first.data[1];
    const removed = await demo.sandbox.call(
      'DELETE',
      `/office-api/v1/messages/${unread?.id}`,
      undefined,
      bearer(demo.token),
    );
    expect(removed.status).toBe(204);
    expect((await inbox()).meta).toMatchObject({ total: 4, unread: 0 });
    expect(await msgCount()).toBe(0);
    expect((await post(`/office-api/v1/messages/${unread?.id}/read`)).status).toBe(404);
  });

  it('answers in the asked language', async () => {
    const ru = messagesAnswerSchema.parse((await get('/office-api/v1/messages?lang=ru')).body);
    expect(ru.data[0]?.subject).toBe('Ваша заявка на вывод обрабатывается');
  });

  it('the control API delivers a message; a count it pins stays pinned', async () => {
    const delivered = await demo.sandbox.call('POST', '/__sandbox/users/1001/messages', {
      subject: 'Maintenance tonight',
      body: 'The site closes for an hour at 03:00.',
    });
    expect(delivered.status).toBe(201);
    expect((await inbox()).data[0]).toMatchObject({
      subject: 'Maintenance tonight',
      isRead: false,
    });
    expect(await msgCount()).toBe(3);

    await demo.sandbox.call('PATCH', '/__sandbox/users/1001/config', { user_msg_count: 9 });
    expect(await msgCount()).toBe(9);
  });

  it('another player cannot read or delete the demo player’s messages', async () => {
    const id = (await inbox()).data[0]?.id;
    const other = await secondPlayerToken();
    expect((await post(`/office-api/v1/messages/${id}/read`, undefined, other)).status).toBe(404);
    expect(
      (await demo.sandbox.call('DELETE', `/office-api/v1/messages/${id}`, undefined, bearer(other)))
        .status,
    ).toBe(404);
    expect((await inbox()).meta.unread).toBe(2);
  });
});

describe('support requests', () => {
  it('lists the player’s requests and creates one, open, newest first', async () => {
    const before = ticketsAnswerSchema.parse((await get('/office-api/v1/support/tickets')).body);
    expect(before.data.map((t) => [t.topic, t.status])).toEqual([
      ['withdrawal', 'answered'],
      ['verification', 'closed'],
    ]);
    const created = await post('/office-api/v1/support/tickets', {
      topic: 'bonuses',
      message: '  How do I wager the welcome bonus?  ',
    });
    expect(created.status).toBe(201);
    expect(ticketAnswerSchema.parse(created.body).data).toMatchObject({
      topic: 'bonuses',
      message: 'How do I wager the welcome bonus?',
      status: 'open',
      reply: null,
    });
    const after = ticketsAnswerSchema.parse((await get('/office-api/v1/support/tickets')).body);
    expect(after.data[0]?.message).toBe('How do I wager the welcome bonus?');
  });

  it.each([
    ['an unknown topic', { topic: 'jackpot', message: 'A long enough question' }, '/topic'],
    ['a short message', { topic: 'other', message: 'Help!' }, '/message'],
    ['a blank message', { topic: 'other', message: '             ' }, '/message'],
    ['a message over 2000 characters', { topic: 'other', message: 'x'.repeat(2001) }, '/message'],
    ['an extra field', { topic: 'other', message: 'A long enough question', userId: 2 }, '/'],
  ])('refuses %s with 400 naming the field', async (_name, body, pointer) => {
    const answer = await post('/office-api/v1/support/tickets', body);
    expect(answer.status).toBe(400);
    expect((answer.body as { errors: { source: unknown }[] }).errors[0]?.source).toEqual({
      pointer,
    });
  });

  it('refuses a sixth open request until support answers one', async () => {
    const ask = () =>
      post('/office-api/v1/support/tickets', { topic: 'other', message: 'Is anybody there?' });
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) ids.push(ticketAnswerSchema.parse((await ask()).body).data.id);
    const sixth = await ask();
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ errors: [{ code: 'too_many_open_tickets' }] });

    const answered = await demo.sandbox.call('PATCH', `/__sandbox/support/tickets/${ids[0]}`, {
      status: 'answered',
      reply: 'Yes, we are here.',
    });
    expect(ticketAnswerSchema.parse(answered.body).data).toMatchObject({
      status: 'answered',
      reply: 'Yes, we are here.',
    });
    expect((await ask()).status).toBe(201);
  });
});

describe('seed, reset and upgrade', () => {
  it('a reset brings the demo activity back', async () => {
    const first = (await inbox()).data[0];
    await post(`/office-api/v1/messages/${first?.id}/read`);
    await post('/office-api/v1/support/tickets', { topic: 'other', message: 'Is anybody there?' });
    expect((await demo.sandbox.call('POST', '/__sandbox/reset')).status).toBe(200);
    const fresh = await signInToken(demo.sandbox);
    const again = messagesAnswerSchema.parse((await get('/office-api/v1/messages', fresh)).body);
    expect(again.meta.unread).toBe(2);
    const tickets = ticketsAnswerSchema.parse(
      (await get('/office-api/v1/support/tickets', fresh)).body,
    );
    expect(tickets.data).toHaveLength(2);
  });

  it('a database from before these tables gets them and the demo activity', async () => {
    const dbPath = tempDbPath();
    const old = await startTestSandbox({ dbPath, now: () => NOW });
    await old.close();
    const db = new Database(dbPath);
    db.exec(DROP_OFFICE_ACTIVITY_TABLES);
    // Version 6: the last one before the office activity tables (seed.ts).
    db.pragma('user_version = 6');
    db.close();

    const upgraded = await startTestSandbox({ dbPath, now: () => NOW });
    try {
      const upgradedToken = await signInToken(upgraded);
      const answer = await upgraded.call(
        'GET',
        '/office-api/v1/payments',
        undefined,
        bearer(upgradedToken),
      );
      expect(paymentsAnswerSchema.parse(answer.body).meta.total).toBe(25);
    } finally {
      await upgraded.close();
      removeDb(dbPath);
    }
  });
});
