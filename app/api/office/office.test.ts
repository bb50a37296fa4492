/** @jest-environment node */
import nock from 'nock';
import { withNockedUpstream } from '@/tests/nocked-upstream';
import { bffRequest, signIn, UPSTREAM } from '@/app/api/coupons/test-helpers';
import { ACTIVE_BONUS, OPEN_TICKET, READ_MESSAGE } from '@/server/office/office.fixture';
import { POST as decideBonus } from './bonuses/[id]/route';
import { GET as listBonuses } from './bonuses/route';
import { DELETE as deleteMessage } from './messages/[id]/route';
import { POST as readMessage } from './messages/[id]/read/route';
import { GET as listMessages } from './messages/route';
import { GET as listPayments } from './payments/route';
import { GET as listTickets, POST as sendTicket } from './support/route';

withNockedUpstream();

const PAYMENT = {
  id: 7,
  type: 'deposit',
  method: 'SBP',
  amount: '5000.00',
  currency: 'RUB',
  status: 'completed',
  createdAt: '2026-03-13T07:00:00.000Z',
};
const errorsOf = async (response: Response) =>
  ((await response.json()) as { errors: { code: string; source?: unknown }[] }).errors;

describe('GET /api/office/payments', () => {
  it('turns the days of the period into instants of the player’s zone', async () => {
    const cookie = await signIn();
    nock(UPSTREAM, { reqheaders: { authorization: /^Bearer \S+$/ } })
      .get('/office-api/v1/payments')
      .query({
        // 1 March 00:00 at UTC+5 and the start of the day after 10 March.
        from: '2026-02-28T19:00:00.000Z',
        to: '2026-03-10T19:00:00.000Z',
        type: 'deposit',
        page: '2',
        pageSize: '20',
      })
      .reply(200, { data: [PAYMENT], meta: { page: 2, pageSize: 20, total: 21 } });
    const response = await listPayments(
      bffRequest(
        '/api/office/payments?from=2026-03-01&to=2026-03-10&type=deposit&page=2&timeZone=5',
        {
          cookie,
        },
      ),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      data: [PAYMENT],
      meta: { page: 2, pageSize: 20, total: 21 },
    });
  });

  it('asks for every payment at UTC+3 when no filter is given', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .get('/office-api/v1/payments')
      .query({ page: '1', pageSize: '20' })
      .reply(200, { data: [], meta: { page: 1, pageSize: 20, total: 0 } });
    const response = await listPayments(bffRequest('/api/office/payments', { cookie }));
    expect(response.status).toBe(200);
  });

  it.each([
    ['a date that is no day', '?from=2026-02-30', 'from'],
    ['a date in another format', '?to=14.03.2026', 'to'],
    ['a period that ends before it starts', '?from=2026-03-10&to=2026-03-01', 'to'],
    ['an unknown type', '?type=bonus', 'type'],
    ['page 0', '?page=0', 'page'],
    ['a zone beyond UTC+14', '?timeZone=15', 'timeZone'],
  ])('400 for %s, naming the parameter, without asking the upstream', async (_n, query, name) => {
    const cookie = await signIn();
    const response = await listPayments(bffRequest(`/api/office/payments${query}`, { cookie }));
    expect(response.status).toBe(400);
    expect((await errorsOf(response))[0]?.source).toEqual({ parameter: name });
  });

  it('401 for a visitor; 502 for an answer of another shape', async () => {
    expect((await listPayments(bffRequest('/api/office/payments'))).status).toBe(401);
    const cookie = await signIn();
    nock(UPSTREAM)
      .get('/office-api/v1/payments')
      .query(true)
      .reply(200, {
        data: [{ ...PAYMENT, amount: 5000 }],
        meta: { page: 1, pageSize: 20, total: 1 },
      });
    const response = await listPayments(bffRequest('/api/office/payments', { cookie }));
    expect(response.status).toBe(502);
  });
});

describe('bonuses', () => {
  const decide = (
    id: string,
    body: unknown,
    cookie: string,
    headers: Record<string, string> = {},
  ) =>
    decideBonus(
      bffRequest(`/api/office/bonuses/${id}?lang=ru`, { method: 'POST', body, cookie, headers }),
      {
        params: Promise.resolve({ id }),
      },
    );

  it('lists the player’s bonuses in the page’s language', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .get('/office-api/v1/bonuses')
      .query({ lang: 'ru' })
      .reply(200, { data: [ACTIVE_BONUS] });
    const response = await listBonuses(bffRequest('/api/office/bonuses?lang=ru', { cookie }));
    expect(await response.json()).toEqual({ data: [ACTIVE_BONUS] });
  });

  it('takes a bonus and answers it as it now stands', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .post('/office-api/v1/bonuses/3/take')
      .query({ lang: 'ru' })
      .reply(200, { data: ACTIVE_BONUS });
    const response = await decide('3', { action: 'take' }, cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: ACTIVE_BONUS });
  });

  it('passes on the upstream’s refusal with its code', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .post('/office-api/v1/bonuses/3/refuse')
      .query(true)
      .reply(409, {
        errors: [{ status: '409', code: 'bonus_not_available', title: 'Can no longer be refused' }],
      });
    const response = await decide('3', { action: 'refuse' }, cookie);
    expect(response.status).toBe(409);
    expect((await errorsOf(response))[0]).toMatchObject({ code: 'bonus_not_available' });
  });

  it.each([
    ['an unknown action', '3', { action: 'keep' }, { pointer: '/action' }],
    ['no action', '3', {}, { pointer: '/action' }],
    ['an id that is no number', 'abc', { action: 'take' }, { parameter: 'id' }],
  ])('400 for %s without asking the upstream', async (_n, id, body, source) => {
    const cookie = await signIn();
    const response = await decide(id, body, cookie);
    expect(response.status).toBe(400);
    expect((await errorsOf(response))[0]?.source).toEqual(source);
  });

  it('403 from another site, 401 for a visitor', async () => {
    const cookie = await signIn();
    const forged = await decide('3', { action: 'take' }, cookie, {
      origin: 'https://evil.example',
    });
    expect(forged.status).toBe(403);
    expect((await decide('3', { action: 'take' }, '')).status).toBe(401);
  });
});

describe('messages', () => {
  it('lists a page of the inbox with the unread count', async () => {
    const cookie = await signIn();
    const answer = { data: [READ_MESSAGE], meta: { page: 2, pageSize: 20, total: 21, unread: 1 } };
    nock(UPSTREAM)
      .get('/office-api/v1/messages')
      .query({ page: '2', lang: 'en' })
      .reply(200, answer);
    const response = await listMessages(bffRequest('/api/office/messages?page=2', { cookie }));
    expect(await response.json()).toEqual(answer);
  });

  it('marks a message read and answers it', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .post('/office-api/v1/messages/5/read')
      .query({ lang: 'en' })
      .reply(200, { data: READ_MESSAGE });
    const response = await readMessage(
      bffRequest('/api/office/messages/5/read', { method: 'POST', cookie }),
      { params: Promise.resolve({ id: '5' }) },
    );
    expect(await response.json()).toEqual({ data: READ_MESSAGE });
  });

  it('deletes a message: 204; an unknown one is the upstream’s 404', async () => {
    const cookie = await signIn();
    nock(UPSTREAM).delete('/office-api/v1/messages/5').reply(204);
    nock(UPSTREAM)
      .delete('/office-api/v1/messages/6')
      .reply(404, {
        errors: [{ status: '404', code: 'message_not_found', title: 'No such message' }],
      });
    const remove = (id: string) =>
      deleteMessage(bffRequest(`/api/office/messages/${id}`, { method: 'DELETE', cookie }), {
        params: Promise.resolve({ id }),
      });
    expect((await remove('5')).status).toBe(204);
    const missing = await remove('6');
    expect(missing.status).toBe(404);
    expect((await errorsOf(missing))[0]).toMatchObject({ code: 'message_not_found' });
    const bad = await remove('0');
    expect(bad.status).toBe(400);
    expect((await errorsOf(bad))[0]?.source).toEqual({ parameter: 'id' });
  });
});

describe('support', () => {
  const send = (body: unknown, cookie: string) =>
    sendTicket(bffRequest('/api/office/support', { method: 'POST', body, cookie }));

  it('lists the player’s requests', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .get('/office-api/v1/support/tickets')
      .reply(200, { data: [OPEN_TICKET] });
    const response = await listTickets(bffRequest('/api/office/support', { cookie }));
    expect(await response.json()).toEqual({ data: [OPEN_TICKET] });
  });

  it('sends the trimmed request and answers 201 with it', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .post('/office-api/v1/support/tickets', {
        topic: 'bonuses',
        message: 'How do I wager the bonus?',
      })
      .reply(201, { data: OPEN_TICKET });
    const response = await send(
      { topic: 'bonuses', message: '  How do I wager the bonus?\n' },
      cookie,
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ data: OPEN_TICKET });
  });

  it.each([
    ['no topic', { message: 'A long enough question' }, '/topic'],
    ['an unknown topic', { topic: 'jackpot', message: 'A long enough question' }, '/topic'],
    ['a short message', { topic: 'other', message: 'Help' }, '/message'],
    ['a message over 2000 characters', { topic: 'other', message: 'x'.repeat(2001) }, '/message'],
  ])('400 for %s, naming the field, without asking the upstream', async (_n, body, pointer) => {
    const cookie = await signIn();
    const response = await send(body, cookie);
    expect(response.status).toBe(400);
    expect((await errorsOf(response))[0]?.source).toEqual({ pointer });
  });

  it('passes on the upstream’s 429 with its code', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .post('/office-api/v1/support/tickets')
      .reply(429, {
        errors: [{ status: '429', code: 'too_many_open_tickets', title: 'Too many open requests' }],
      });
    const response = await send({ topic: 'other', message: 'Is anybody there?' }, cookie);
    expect(response.status).toBe(429);
    expect((await errorsOf(response))[0]).toMatchObject({ code: 'too_many_open_tickets' });
  });
});
