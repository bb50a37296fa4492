/** @jest-environment node */
import {
  documentAnswerSchema,
  ideaAnswerSchema,
  ideasAnswerSchema,
  managerMessageAnswerSchema,
  managerMessagesAnswerSchema,
  personalManagerAnswerSchema,
  verificationAnswerSchema,
} from '@contract/office-extra';
import { userConfigAnswerSchema } from '@contract/user';
import { bearer, signInToken, withSignedInSandbox } from './test-harness';

const NOW = Date.parse('2026-03-14T12:00:00Z');
const DAY = 86_400_000;
let clock = NOW;

const demo = withSignedInSandbox({ now: () => clock });
beforeEach(() => {
  clock = NOW;
});

/** Moves the sandbox clock a day on; the demo player signs in again (tokens last 15 minutes). */
async function nextDay() {
  clock += DAY;
  demo.token = await signInToken(demo.sandbox);
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

const get = (path: string, token = demo.token) =>
  demo.sandbox.call('GET', path, undefined, bearer(token));
const post = (path: string, body: unknown, token = demo.token) =>
  demo.sandbox.call('POST', path, body, bearer(token));
const control = (method: string, path: string, body?: unknown) =>
  demo.sandbox.call(method, `/__sandbox/${path}`, body);

const upload = (
  token: string,
  overrides: Partial<{ type: string; fileName: string; mimeType: string; content: string }> = {},
) =>
  post(
    '/office-api/v1/verification/documents',
    {
      type: 'passport',
      fileName: 'passport.png',
      mimeType: 'image/png',
      content: PNG.toString('base64'),
      ...overrides,
    },
    token,
  );

async function config(token = demo.token) {
  return userConfigAnswerSchema.parse((await get('/web-api/user/config', token)).body).data;
}

/** A player registered after the seed: not verified, identification needed, nothing sent. */
async function newPlayer(): Promise<{ id: number; token: string }> {
  const email = `new-${Math.random().toString(36).slice(2)}@betarena.example`;
  const created = await control('POST', 'users', { email, password: 'Player-2026!' });
  expect(created.status).toBe(201);
  const token = await signInToken(demo.sandbox, {
    type: 'login_password',
    login: email,
    password: 'Player-2026!',
    isRemember: false,
  });
  return { id: (created.body as { data: { id: number } }).data.id, token };
}

const verificationFields = (c: Awaited<ReturnType<typeof config>>) => ({
  internal: c.internal_verification_status,
  status: c.verification_status,
  group: c.verification_status_group_code,
  requested: c.requested_additional_document,
  needIdentification: c.is_need_identification,
});

describe('verification documents', () => {
  it('shows the demo player’s approved documents, newest first, without their files', async () => {
    const answer = await get('/office-api/v1/verification');
    expect(answer.status).toBe(200);
    const { data } = verificationAnswerSchema.parse(answer.body);
    expect(data.request).toBeNull();
    expect(data.documents.map((d) => [d.type, d.status])).toEqual([
      ['proof_of_address', 'approved'],
      ['passport', 'approved'],
    ]);
    expect(JSON.stringify(answer.body)).not.toContain('content');
  });

  it('keeps an upload pending; an approval verifies the player and ends the identification', async () => {
    const player = await newPlayer();
    expect(verificationFields(await config(player.token))).toEqual({
      internal: 0,
      status: 1,
      group: null,
      requested: false,
      needIdentification: true,
    });
    const uploaded = await upload(player.token, { fileName: 'C:\\scans\\my passport.png' });
    expect(uploaded.status).toBe(201);
    const document = documentAnswerSchema.parse(uploaded.body).data;
    expect(document).toMatchObject({
      type: 'passport',
      fileName: 'my passport.png',
      mimeType: 'image/png',
      size: PNG.length,
      status: 'pending',
      comment: null,
      uploadedAt: new Date(NOW).toISOString(),
      reviewedAt: null,
    });
    // Waiting for review changes nothing yet.
    expect((await config(player.token)).verification_status).toBe(1);

    const reviewed = await control('POST', `verification/documents/${document.id}/review`, {
      decision: 'approved',
    });
    expect(reviewed.status).toBe(200);
    expect(verificationFields(await config(player.token))).toEqual({
      internal: 1,
      status: 2,
      group: 'VERIFICATION_SUCCESSFUL',
      requested: false,
      needIdentification: false,
    });
    const { data } = verificationAnswerSchema.parse(
      (await get('/office-api/v1/verification', player.token)).body,
    );
    expect(data.documents[0]).toMatchObject({ id: document.id, status: 'approved' });
    // A verified player has nothing more to send.
    expect((await upload(player.token)).status).toBe(409);
  });

  it('refuses with the reviewer’s reason; only refusals mean VERIFICATION_DENIED', async () => {
    const player = await newPlayer();
    const first = documentAnswerSchema.parse((await upload(player.token)).body).data;
    await control('POST', `verification/documents/${first.id}/review`, {
      decision: 'rejected',
      comment: 'The photo is blurred.',
    });
    const { data } = verificationAnswerSchema.parse(
      (await get('/office-api/v1/verification', player.token)).body,
    );
    expect(data.documents[0]).toMatchObject({
      status: 'rejected',
      comment: 'The photo is blurred.',
    });
    expect(verificationFields(await config(player.token))).toMatchObject({
      status: 1,
      group: 'VERIFICATION_DENIED',
    });
  });

  it('asks the verified demo player for another document until one of that kind is approved', async () => {
    const asked = await control('POST', 'users/1001/verification/request', {
      documentType: 'proof_of_address',
      note: 'A bank statement from the last three months.',
    });
    expect(asked.status).toBe(200);
    expect(verificationFields(await config())).toMatchObject({ status: 1, requested: true });
    const { data } = verificationAnswerSchema.parse(
      (await get('/office-api/v1/verification')).body,
    );
    expect(data.request).toEqual({
      documentType: 'proof_of_address',
      note: 'A bank statement from the last three months.',
      requestedAt: new Date(NOW).toISOString(),
    });

    // Another kind of document does not answer the request.
    const selfie = documentAnswerSchema.parse((await upload(demo.token, { type: 'selfie' })).body);
    await control('POST', `verification/documents/${selfie.data.id}/review`, {
      decision: 'approved',
    });
    expect((await config()).requested_additional_document).toBe(true);

    await nextDay();
    const bill = documentAnswerSchema.parse(
      (
        await upload(demo.token, {
          type: 'proof_of_address',
          fileName: 'statement.pdf',
          mimeType: 'application/pdf',
          content: PDF.toString('base64'),
        })
      ).body,
    );
    await control('POST', `verification/documents/${bill.data.id}/review`, {
      decision: 'approved',
    });
    expect(verificationFields(await config())).toMatchObject({
      status: 2,
      group: 'VERIFICATION_SUCCESSFUL',
      requested: false,
    });
    expect(
      verificationAnswerSchema.parse((await get('/office-api/v1/verification')).body).data.request,
    ).toBeNull();
  });

  it.each([
    ['a PNG declared as a PDF', { mimeType: 'application/pdf' }, 'file_content'],
    [
      'a text file named like an image',
      { content: Buffer.from('hello, reviewer').toString('base64') },
      'file_content',
    ],
    ['a name of folders only', { fileName: 'C:\\scans\\' }, 'file_name'],
  ])('400 for %s', async (_name, overrides, code) => {
    const player = await newPlayer();
    const answer = await upload(player.token, overrides);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errors: [{ code }] });
  });

  it('400 naming the field for an unknown type or content that is not base64', async () => {
    const player = await newPlayer();
    const wrongType = await upload(player.token, { type: 'diploma' });
    expect(wrongType.body).toMatchObject({ errors: [{ source: { pointer: '/type' } }] });
    const notBase64 = await upload(player.token, { content: '*****' });
    expect(notBase64.body).toMatchObject({ errors: [{ source: { pointer: '/content' } }] });
  });

  it('takes a file of 5 MB and refuses one byte more', async () => {
    const player = await newPlayer();
    const fiveMb = Buffer.alloc(5 * 1024 * 1024);
    PNG.copy(fiveMb);
    expect((await upload(player.token, { content: fiveMb.toString('base64') })).status).toBe(201);
    const tooLarge = Buffer.alloc(5 * 1024 * 1024 + 1);
    PNG.copy(tooLarge);
    const answer = await upload(player.token, { content: tooLarge.toString('base64') });
    expect(answer.status).toBe(400);
  });

  it('lets 10 documents wait for review at once', async () => {
    const player = await newPlayer();
    for (let i = 0; i < 10; i += 1) expect((await upload(player.token)).status).toBe(201);
    expect((await upload(player.token)).body).toMatchObject({
      errors: [{ code: 'too_many_pending_documents' }],
    });
  });

  it('401 without a token; 404 reviewing a document that does not exist', async () => {
    expect((await demo.sandbox.call('GET', '/office-api/v1/verification')).status).toBe(401);
    const answer = await control('POST', 'verification/documents/999999/review', {
      decision: 'approved',
    });
    expect(answer.status).toBe(404);
  });
});

describe('identification', () => {
  const DETAILS = {
    surname: 'Petrova',
    name: 'Maria',
    date_birthday: '1991-02-03',
    document_type_id: 1,
    passport: '4511 223344',
    passport_date: '2011-03-04',
    passport_end_date: null,
    inn: null,
    registration_address: 'Kazan, Baumana st. 5',
  };

  it('keeps the details and turns the need for identification off', async () => {
    const player = await newPlayer();
    const answer = await post('/office-api/v1/identification', DETAILS, player.token);
    expect(answer.status).toBe(200);
    const saved = userConfigAnswerSchema.parse(answer.body).data;
    expect(saved.is_need_identification).toBe(false);
    expect(saved.user_data).toEqual(DETAILS);
    expect(saved.user_name).toBe('Maria Petrova');
    expect((await config(player.token)).is_need_identification).toBe(false);
    // Once is enough.
    const again = await post('/office-api/v1/identification', DETAILS, player.token);
    expect(again.body).toMatchObject({ errors: [{ code: 'already_identified' }] });
  });

  it('400 naming each required field left empty, and the age rule', async () => {
    const player = await newPlayer();
    const answer = await post(
      '/office-api/v1/identification',
      { ...DETAILS, passport: ' ', registration_address: null },
      player.token,
    );
    expect(answer.status).toBe(400);
    const pointers = (answer.body as { errors: { source: { pointer: string } }[] }).errors.map(
      (e) => e.source.pointer,
    );
    expect(pointers).toEqual(['/passport', '/registration_address']);
    const minor = await post(
      '/office-api/v1/identification',
      { ...DETAILS, date_birthday: '2010-01-01' },
      player.token,
    );
    expect(minor.body).toMatchObject({
      errors: [
        { source: { pointer: '/date_birthday' }, detail: 'date_birthday: must be 18 or older' },
      ],
    });
    expect((await config(player.token)).is_need_identification).toBe(true);
  });

  it('refuses a verified player whom the operator still asks to identify', async () => {
    await control('PATCH', 'users/1001/config', { is_need_identification: true });
    const answer = await post('/office-api/v1/identification', DETAILS);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ errors: [{ code: 'verified_read_only' }] });
  });
});

describe('personal manager', () => {
  it('names the player’s manager in the page’s language with contacts and hours', async () => {
    const en = personalManagerAnswerSchema.parse((await get('/office-api/v1/manager')).body);
    expect(en.data).toMatchObject({
      name: 'Anna Sokolova',
      email: 'anna.sokolova@betarena.example',
      telegram: '@betarena_anna',
      workingHours: { days: [1, 2, 3, 4, 5, 6], from: '09:00', to: '21:00', utcOffset: 3 },
    });
    const ru = personalManagerAnswerSchema.parse(
      (await get('/office-api/v1/manager?lang=ru')).body,
    );
    expect(ru.data?.name).toBe('Анна Соколова');
  });

  it('sends a message, lists it first, and shows the manager’s reply', async () => {
    const sent = await post('/office-api/v1/manager/messages', {
      text: '  Please call me back.  ',
    });
    expect(sent.status).toBe(201);
    const message = managerMessageAnswerSchema.parse(sent.body).data;
    expect(message).toMatchObject({ text: 'Please call me back.', reply: null, repliedAt: null });
    await control('POST', `manager/messages/${message.id}/reply`, { reply: 'Calling at 15:00.' });
    const list = managerMessagesAnswerSchema.parse(
      (await get('/office-api/v1/manager/messages')).body,
    ).data;
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ id: message.id, reply: 'Calling at 15:00.' });
  });

  it('400 for a message too short; 429 past 5 unanswered messages', async () => {
    const short = await post('/office-api/v1/manager/messages', { text: 'Hi' });
    expect(short.status).toBe(400);
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await post('/office-api/v1/manager/messages', { text: `Question ${i}` })).status,
      ).toBe(201);
    }
    const sixth = await post('/office-api/v1/manager/messages', { text: 'One more question' });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ errors: [{ code: 'too_many_unanswered_messages' }] });
  });
});

describe('ideas', () => {
  it('files an idea as new, newest first, and shows the team’s status and answer', async () => {
    const sent = await post('/office-api/v1/ideas', {
      topic: 'casino',
      text: 'Let me filter slots by volatility.',
    });
    expect(sent.status).toBe(201);
    const idea = ideaAnswerSchema.parse(sent.body).data;
    expect(idea).toMatchObject({ topic: 'casino', status: 'new', reply: null });
    let list = ideasAnswerSchema.parse((await get('/office-api/v1/ideas')).body).data;
    expect(list.map((i) => i.status)).toEqual(['new', 'planned', 'done']);

    await nextDay();
    const updated = await control('PATCH', `ideas/${idea.id}`, {
      status: 'reviewing',
      reply: 'Our product team is looking at it.',
    });
    expect(updated.status).toBe(200);
    list = ideasAnswerSchema.parse((await get('/office-api/v1/ideas')).body).data;
    expect(list[0]).toMatchObject({
      status: 'reviewing',
      reply: 'Our product team is looking at it.',
      updatedAt: new Date(NOW + DAY).toISOString(),
    });
  });

  it('400 for an unknown topic or a text over 2000 characters; 429 past 5 a day', async () => {
    expect(
      (await post('/office-api/v1/ideas', { topic: 'weather', text: 'x'.repeat(20) })).status,
    ).toBe(400);
    expect(
      (await post('/office-api/v1/ideas', { topic: 'site', text: 'x'.repeat(2001) })).status,
    ).toBe(400);
    for (let i = 0; i < 5; i += 1) {
      const text = `Idea number ${i} for the site`;
      expect((await post('/office-api/v1/ideas', { topic: 'site', text })).status).toBe(201);
    }
    const sixth = await post('/office-api/v1/ideas', {
      topic: 'site',
      text: 'The sixth idea today',
    });
    expect(sixth.body).toMatchObject({ errors: [{ code: 'too_many_ideas' }] });
    await nextDay();
    expect(
      (await post('/office-api/v1/ideas', { topic: 'site', text: 'A new day, a new idea' })).status,
    ).toBe(201);
  });

  it('keeps each player’s ideas to themselves', async () => {
    const player = await newPlayer();
    expect(
      ideasAnswerSchema.parse((await get('/office-api/v1/ideas', player.token)).body).data,
    ).toEqual([]);
  });
});

describe('a reset', () => {
  it('forgets uploads, messages and ideas and brings the seed back', async () => {
    const player = await newPlayer();
    await upload(player.token);
    await post('/office-api/v1/ideas', { topic: 'site', text: 'Something to forget' });
    expect((await control('POST', 'reset')).status).toBe(200);
    const token = await signInToken(demo.sandbox);
    const ideas = ideasAnswerSchema.parse((await get('/office-api/v1/ideas', token)).body).data;
    expect(ideas).toHaveLength(2);
  });
});
