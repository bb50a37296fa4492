/** @jest-environment node */
import { configGroupsAnswerSchema } from '@contract/config';
import { snowGroupSchema } from '@contract/config-groups';
import { chatAnswerSchema, supportReceiptAnswerSchema } from '@contract/support';
import { bearer, withSignedInSandbox } from '../test-harness';
import {
  CALLBACK_PATH,
  CALLBACK_WAIT_MS,
  CHAT_PATH,
  EMAIL_PATH,
  EMAIL_QUESTIONS_PER_HOUR,
  SUPPORT_CONTROL_PATH,
} from './support';

const START = Date.UTC(2026, 4, 4, 10, 0, 0);
let clock = START;
const running = withSignedInSandbox({ now: () => clock });

beforeEach(() => {
  clock = START;
});

const CALLBACK = { phone: '+79161234567', name: 'Anna', lang: 'en' };
const QUESTION = {
  email: 'Visitor@Example.com',
  topic: 'deposit',
  message: 'My deposit has not arrived yet.',
  lang: 'en',
};

async function listed() {
  const answer = await running.sandbox.call('GET', SUPPORT_CONTROL_PATH);
  expect(answer.status).toBe(200);
  return (answer.body as { data: Record<string, Record<string, unknown>[]> }).data;
}

describe('POST /web-api/support/callback', () => {
  it('takes a visitor’s number and answers the request’s number', async () => {
    const answer = await running.sandbox.call('POST', CALLBACK_PATH, CALLBACK);
    expect(answer.status).toBe(201);
    const { data } = supportReceiptAnswerSchema.parse(answer.body);
    expect(data.createdAt).toBe(new Date(START).toISOString());
    expect((await listed()).callbacks).toEqual([
      { ...data, phone: '+79161234567', name: 'Anna', lang: 'en', userId: null },
    ]);
  });

  it('ties a player’s request to the player; a token that is not valid is refused', async () => {
    const { sandbox, token } = running;
    expect((await sandbox.call('POST', CALLBACK_PATH, CALLBACK, bearer(token))).status).toBe(201);
    expect((await listed()).callbacks?.[0]).toMatchObject({ userId: 1001 });
    const forged = await sandbox.call(
      'POST',
      CALLBACK_PATH,
      { ...CALLBACK, phone: '+79160000000' },
      bearer('e30.e30.sig'),
    );
    expect(forged.status).toBe(401);
  });

  it.each([
    ['a number without +', { phone: '89161234567' }, '/phone'],
    ['a number too short', { phone: '+12345' }, '/phone'],
    ['a name of 81 characters', { name: 'a'.repeat(81) }, '/name'],
    ['a language that is not two letters', { lang: 'eng' }, '/lang'],
    ['an unknown field', { extra: 1 }, '/'],
  ])('refuses %s with 400 naming the field', async (_case, change, pointer) => {
    const answer = await running.sandbox.call('POST', CALLBACK_PATH, { ...CALLBACK, ...change });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errors: [{ source: { pointer } }] });
    expect((await listed()).callbacks).toEqual([]);
  });

  it('refuses a language the site hides the call back for, and a site without call back', async () => {
    const { sandbox } = running;
    await sandbox.call('PATCH', '/__sandbox/site-config', { langsHiddenCallback: ['ru'] });
    const hidden = await sandbox.call('POST', CALLBACK_PATH, { ...CALLBACK, lang: 'ru' });
    expect(hidden.status).toBe(403);
    expect(hidden.body).toMatchObject({
      errors: [{ code: 'callback_unavailable', source: { pointer: '/lang' } }],
    });
    expect((await sandbox.call('POST', CALLBACK_PATH, CALLBACK)).status).toBe(201);

    await sandbox.call('PATCH', '/__sandbox/site-config', { isAvailableCallback: false });
    const off = await sandbox.call('POST', CALLBACK_PATH, { ...CALLBACK, phone: '+4915112345678' });
    expect(off.status).toBe(403);
  });

  it('refuses a second request for the same number while the first waits', async () => {
    const { sandbox } = running;
    expect((await sandbox.call('POST', CALLBACK_PATH, CALLBACK)).status).toBe(201);
    clock = START + CALLBACK_WAIT_MS - 1;
    const again = await sandbox.call('POST', CALLBACK_PATH, CALLBACK);
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ errors: [{ code: 'callback_already_requested' }] });
    clock = START + CALLBACK_WAIT_MS;
    expect((await sandbox.call('POST', CALLBACK_PATH, CALLBACK)).status).toBe(201);
  });
});

describe('POST /web-api/support/email', () => {
  it('takes a visitor’s question with the address in lower case', async () => {
    const answer = await running.sandbox.call('POST', EMAIL_PATH, QUESTION);
    expect(answer.status).toBe(201);
    const { data } = supportReceiptAnswerSchema.parse(answer.body);
    expect((await listed()).emails).toEqual([
      { ...data, ...QUESTION, email: 'visitor@example.com', userId: null },
    ]);
  });

  it.each([
    ['an address that is not one', { email: 'visitor@' }, '/email'],
    ['an unknown topic', { topic: 'weather' }, '/topic'],
    ['a question of 9 characters', { message: '  too short  ' }, '/message'],
  ])('refuses %s with 400 naming the field', async (_case, change, pointer) => {
    const answer = await running.sandbox.call('POST', EMAIL_PATH, { ...QUESTION, ...change });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errors: [{ source: { pointer } }] });
  });

  it(`refuses more than ${EMAIL_QUESTIONS_PER_HOUR} questions an hour from one address`, async () => {
    const { sandbox } = running;
    for (let i = 0; i < EMAIL_QUESTIONS_PER_HOUR; i += 1) {
      expect((await sandbox.call('POST', EMAIL_PATH, QUESTION)).status).toBe(201);
    }
    const more = await sandbox.call('POST', EMAIL_PATH, {
      ...QUESTION,
      email: 'visitor@example.com',
    });
    expect(more.status).toBe(429);
    expect(more.body).toMatchObject({ errors: [{ code: 'too_many_questions' }] });
    clock = START + 3_600_000;
    expect((await sandbox.call('POST', EMAIL_PATH, QUESTION)).status).toBe(201);
  });
});

describe('POST /web-api/support/chat', () => {
  const first = { consultantId: 'betarena-support', message: 'Hi, is live betting open?' };

  it('opens a conversation with the site’s consultant, who answers in the language asked', async () => {
    const { sandbox } = running;
    const opened = await sandbox.call('POST', CHAT_PATH, { ...first, lang: 'ru' });
    expect(opened.status).toBe(200);
    const { data } = chatAnswerSchema.parse(opened.body);
    expect(data.messages.map(({ from, text }) => ({ from, text }))).toEqual([
      { from: 'player', text: 'Hi, is live betting open?' },
      { from: 'consultant', text: expect.stringMatching(/^Здравствуйте!/) },
    ]);

    const next = await sandbox.call('POST', CHAT_PATH, {
      ...first,
      conversationId: data.conversationId,
      message: 'Thanks',
      lang: 'ru',
    });
    const followUp = chatAnswerSchema.parse(next.body).data;
    expect(followUp.conversationId).toBe(data.conversationId);
    expect(followUp.messages[1]?.text).toBe('Спасибо, сообщение получено. Скоро отвечу.');
    expect((await listed()).chats?.[0]).toMatchObject({
      id: data.conversationId,
      messages: expect.arrayContaining([expect.objectContaining({ text: 'Thanks' })]),
    });
  });

  it('refuses another consultant, a site without one and a conversation it does not know', async () => {
    const { sandbox } = running;
    const other = await sandbox.call('POST', CHAT_PATH, {
      ...first,
      consultantId: 'someone-else',
      lang: 'en',
    });
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ errors: [{ code: 'consultant_not_found' }] });

    const unknown = await sandbox.call('POST', CHAT_PATH, {
      ...first,
      conversationId: 'abcdefghijklmnop',
      lang: 'en',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ errors: [{ code: 'conversation_not_found' }] });

    await sandbox.call('PATCH', '/__sandbox/site-config', { consultantParams: null });
    expect((await sandbox.call('POST', CHAT_PATH, { ...first, lang: 'en' })).status).toBe(404);
  });

  it('keeps a visitor out of a player’s conversation', async () => {
    const { sandbox, token } = running;
    const opened = await sandbox.call('POST', CHAT_PATH, { ...first, lang: 'en' }, bearer(token));
    const { conversationId } = chatAnswerSchema.parse(opened.body).data;
    const visitor = await sandbox.call('POST', CHAT_PATH, {
      ...first,
      conversationId,
      lang: 'en',
    });
    expect(visitor.status).toBe(404);
  });

  it('refuses an empty message and one above 1000 characters', async () => {
    for (const message of ['   ', 'x'.repeat(1001)]) {
      const answer = await running.sandbox.call('POST', CHAT_PATH, {
        ...first,
        message,
        lang: 'en',
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ errors: [{ source: { pointer: '/message' } }] });
    }
  });
});

describe('the support control API', () => {
  it('forgets every request', async () => {
    const { sandbox } = running;
    await sandbox.call('POST', CALLBACK_PATH, CALLBACK);
    await sandbox.call('POST', EMAIL_PATH, QUESTION);
    expect((await sandbox.call('DELETE', SUPPORT_CONTROL_PATH)).status).toBe(204);
    expect(await listed()).toEqual({ callbacks: [], emails: [], chats: [] });
    expect((await sandbox.call('POST', CALLBACK_PATH, CALLBACK)).status).toBe(201);
  });
});

describe('the snow config group', () => {
  it('is seeded off and parses with its schema', async () => {
    const answer = await running.sandbox.call('GET', '/bff-api/config/group/get?groups=snow');
    const groups = configGroupsAnswerSchema.parse(answer.body).data;
    expect(snowGroupSchema.parse(groups.snow)).toEqual({ isEnabled: false });
  });
});
