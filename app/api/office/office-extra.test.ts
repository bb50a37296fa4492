/** @jest-environment node */
import nock from 'nock';
import { NextRequest } from 'next/server';
import { bffRequest, signIn, SITE, UPSTREAM } from '@/app/api/coupons/test-helpers';
import { siteConfigFixture } from '@/server/config/site-config.fixture';
import type {
  Idea,
  ManagerMessage,
  PersonalManager,
  VerificationDocument,
} from '@/server/upstream/schemas/office-extra';
import { USER_CONFIG } from '@/features/user/testing/user-config';
import { withNockedUpstream } from '@/tests/nocked-upstream';
import { POST as identify } from './identification/route';
import { GET as listIdeas, POST as sendIdea } from './ideas/route';
import { POST as sendManagerMessage } from './manager/messages/route';
import { GET as managerPage } from './manager/route';
import { POST as uploadDocument } from './verification/documents/route';
import { GET as verification } from './verification/route';

withNockedUpstream();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const DOCUMENT: VerificationDocument = {
  id: 12,
  type: 'passport',
  fileName: 'passport.png',
  mimeType: 'image/png',
  size: PNG.length,
  status: 'pending',
  comment: null,
  uploadedAt: '2026-03-14T12:00:00.000Z',
  reviewedAt: null,
};

const errorsOf = async (response: Response) =>
  (
    (await response.json()) as {
      errors: { code: string; title: string; source?: { pointer?: string } }[];
    }
  ).errors;

/** A form as the browser sends it: multipart, from the site's page; a page post unless `json`. */
async function formRequest(
  path: string,
  fields: Record<string, string | Blob>,
  {
    cookie,
    json = false,
    origin = SITE,
  }: { cookie?: string; json?: boolean; origin?: string } = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof Blob) form.append(name, value, (value as File).name ?? 'blob');
    else form.append(name, value);
  }
  const encoded = new Response(form);
  return new NextRequest(new URL(path, SITE), {
    method: 'POST',
    headers: {
      host: 'localhost:3000',
      origin,
      accept: json ? 'application/json' : 'text/html,application/xhtml+xml',
      'content-type': encoded.headers.get('content-type') ?? '',
      ...(cookie ? { cookie } : {}),
    },
    body: Buffer.from(await encoded.arrayBuffer()),
  });
}

/** An urlencoded page post (JavaScript off). */
function pagePost(path: string, fields: Record<string, string>, cookie?: string) {
  return new NextRequest(new URL(path, SITE), {
    method: 'POST',
    headers: {
      host: 'localhost:3000',
      origin: SITE,
      accept: 'text/html',
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

const file = (content: Buffer | string, name: string, type: string) =>
  new File([typeof content === 'string' ? content : new Uint8Array(content)], name, { type });

describe('POST /api/office/verification/documents', () => {
  const UPLOAD = '/api/office/verification/documents?lng=ru';

  it('sends the file upstream as base64 with the type its bytes show; 201 with the document', async () => {
    const cookie = await signIn();
    nock(UPSTREAM, { reqheaders: { authorization: /^Bearer \S+$/ } })
      .post('/office-api/v1/verification/documents', {
        type: 'passport',
        fileName: 'passport.png',
        mimeType: 'image/png',
        content: PNG.toString('base64'),
      })
      .reply(201, { data: DOCUMENT });
    const response = await uploadDocument(
      await formRequest(
        UPLOAD,
        { type: 'passport', file: file(PNG, 'C:\\scans\\passport.png', 'image/png') },
        { cookie, json: true },
      ),
      undefined,
    );
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ data: DOCUMENT });
  });

  it.each([
    ['no type', { file: file(PNG, 'a.png', 'image/png') }, '/type', 'one of the listed documents'],
    ['no file', { type: 'passport' }, '/file', 'choose a file'],
    [
      'an empty file',
      { type: 'passport', file: file('', 'a.png', 'image/png') },
      '/file',
      'choose a file',
    ],
    [
      'a Word document',
      { type: 'passport', file: file('PK', 'a.docx', 'application/msword') },
      '/file',
      'a JPEG, PNG or WebP image or a PDF',
    ],
    [
      'a file over 5 MB',
      { type: 'passport', file: file(Buffer.alloc(5 * 1024 * 1024 + 1), 'big.png', 'image/png') },
      '/file',
      'at most 5 MB',
    ],
    [
      'a text file named like a photo',
      { type: 'selfie', file: file('just text', 'me.jpg', 'image/jpeg') },
      '/file',
      'the file is not the image or PDF it claims to be',
    ],
  ])(
    '400 for %s, naming the field, without asking the upstream',
    async (_n, fields, pointer, rule) => {
      const cookie = await signIn();
      const response = await uploadDocument(
        await formRequest(UPLOAD, fields, { cookie, json: true }),
        undefined,
      );
      expect(response.status).toBe(400);
      const [error] = await errorsOf(response);
      expect(error?.source?.pointer).toBe(pointer);
      expect(error?.title).toBe(`${pointer.slice(1)}: ${rule}`);
    },
  );

  it('415 for a JSON body; 401 for a visitor; 403 from another site', async () => {
    const cookie = await signIn();
    const json = await uploadDocument(
      bffRequest(UPLOAD, { method: 'POST', body: { type: 'passport' }, cookie }),
      undefined,
    );
    expect(json.status).toBe(415);
    const visitor = await uploadDocument(
      await formRequest(
        UPLOAD,
        { type: 'passport', file: file(PNG, 'a.png', 'image/png') },
        {
          json: true,
        },
      ),
      undefined,
    );
    expect(visitor.status).toBe(401);
    const crossSite = await uploadDocument(
      await formRequest(
        UPLOAD,
        { type: 'passport', file: file(PNG, 'a.png', 'image/png') },
        {
          cookie,
          json: true,
          origin: 'https://evil.example',
        },
      ),
      undefined,
    );
    expect(crossSite.status).toBe(403);
  });

  it('answers the page’s own post with a 303 back to the page, done or with the field and rule', async () => {
    const cookie = await signIn();
    nock(UPSTREAM).post('/office-api/v1/verification/documents').reply(201, { data: DOCUMENT });
    const done = await uploadDocument(
      await formRequest(
        UPLOAD,
        { type: 'passport', file: file(PNG, 'a.png', 'image/png') },
        {
          cookie,
        },
      ),
      undefined,
    );
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/ru/office/verification?done=1');

    const tooLarge = await uploadDocument(
      await formRequest(
        UPLOAD,
        { type: 'passport', file: file(Buffer.alloc(5 * 1024 * 1024 + 1), 'big.png', 'image/png') },
        { cookie },
      ),
      undefined,
    );
    expect(tooLarge.status).toBe(303);
    expect(tooLarge.headers.get('location')).toBe(
      '/ru/office/verification?error=invalid&field=file&rule=fileSize',
    );
  });

  it('passes the upstream’s refusal on, and to the page as its code', async () => {
    const cookie = await signIn();
    const refusal = {
      errors: [
        { status: '409', code: 'already_verified', title: 'Your account is already verified' },
      ],
    };
    nock(UPSTREAM).post('/office-api/v1/verification/documents').twice().reply(409, refusal);
    const fields = { type: 'passport', file: file(PNG, 'a.png', 'image/png') };
    const json = await uploadDocument(
      await formRequest(UPLOAD, fields, { cookie, json: true }),
      undefined,
    );
    expect(json.status).toBe(409);
    expect((await errorsOf(json))[0]?.code).toBe('already_verified');
    const page = await uploadDocument(await formRequest(UPLOAD, fields, { cookie }), undefined);
    expect(page.headers.get('location')).toBe('/ru/office/verification?error=already_verified');
  });
});

describe('GET /api/office/verification', () => {
  it('answers the player’s documents and the open request', async () => {
    const cookie = await signIn();
    const data = {
      documents: [DOCUMENT],
      request: { documentType: 'selfie', note: null, requestedAt: '2026-03-14T10:00:00.000Z' },
    };
    nock(UPSTREAM).get('/office-api/v1/verification').reply(200, { data });
    const response = await verification(bffRequest('/api/office/verification', { cookie }));
    expect(await response.json()).toEqual({ data });
  });

  it('502 for an answer of another shape', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .get('/office-api/v1/verification')
      .reply(200, { data: { documents: [{ ...DOCUMENT, status: 'lost' }], request: null } });
    const response = await verification(bffRequest('/api/office/verification', { cookie }));
    expect(response.status).toBe(502);
  });
});

describe('POST /api/office/identification', () => {
  const DETAILS = {
    surname: 'Petrova',
    name: 'Maria',
    date_birthday: '1991-02-03',
    document_type_id: 1,
    passport: '4511 223344',
    passport_date: '2011-03-04',
    passport_end_date: '',
    inn: '',
    registration_address: 'Kazan, Baumana st. 5',
  };
  const SENT = { ...DETAILS, passport_end_date: null, inn: null };
  const IDENTIFIED = {
    ...USER_CONFIG,
    is_need_identification: false,
    user_data: SENT,
  };
  // The site gate of a state-changing call may read the config as well: every read gets it.
  const stubSiteConfig = (isShowIdentification = true) =>
    nock(UPSTREAM)
      .persist()
      .get('/bff-api/config/all.json')
      .query(true)
      .reply(200, {
        ...siteConfigFixture,
        siteConfig: { ...siteConfigFixture.siteConfig, isShowIdentification },
      });

  it('sends the details (blanks as null) and answers the user config, identification done', async () => {
    const cookie = await signIn();
    stubSiteConfig();
    nock(UPSTREAM).post('/office-api/v1/identification', SENT).reply(200, { data: IDENTIFIED });
    const response = await identify(
      bffRequest('/api/office/identification', { method: 'POST', body: DETAILS, cookie }),
      undefined,
    );
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: typeof IDENTIFIED };
    expect(data.is_need_identification).toBe(false);
  });

  it('400 naming every required field left empty, with the rule in the title', async () => {
    const cookie = await signIn();
    const response = await identify(
      bffRequest('/api/office/identification', {
        method: 'POST',
        body: { ...DETAILS, surname: ' ', passport: '', document_type_id: null, inn: '123' },
        cookie,
      }),
      undefined,
    );
    expect(response.status).toBe(400);
    expect((await errorsOf(response)).map((e) => e.title)).toEqual([
      'surname: required',
      'document_type_id: required',
      'passport: required',
      'inn: 10 or 12 digits',
    ]);
  });

  it('400 for a minor once every field is right', async () => {
    const cookie = await signIn();
    const response = await identify(
      bffRequest('/api/office/identification', {
        method: 'POST',
        body: { ...DETAILS, date_birthday: '2015-01-01', passport_date: '2020-01-01' },
        cookie,
      }),
      undefined,
    );
    expect((await errorsOf(response)).map((e) => e.title)).toEqual([
      'date_birthday: must be 18 or older',
    ]);
  });

  it('404 where the site has no identification page', async () => {
    const cookie = await signIn();
    stubSiteConfig(false);
    const response = await identify(
      bffRequest('/api/office/identification', { method: 'POST', body: DETAILS, cookie }),
      undefined,
    );
    expect(response.status).toBe(404);
    expect((await errorsOf(response))[0]?.code).toBe('identification_unavailable');
  });

  it('takes the page’s own urlencoded post and answers with a 303 back', async () => {
    const cookie = await signIn();
    stubSiteConfig();
    nock(UPSTREAM).post('/office-api/v1/identification', SENT).reply(200, { data: IDENTIFIED });
    const form = { ...DETAILS, document_type_id: '1' };
    const done = await identify(
      pagePost('/api/office/identification?lng=en', form, cookie),
      undefined,
    );
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/en/office/identification?done=1');

    const minor = await identify(
      pagePost(
        '/api/office/identification?lng=en',
        { ...form, date_birthday: '2015-01-01', passport_date: '2020-01-01' },
        cookie,
      ),
      undefined,
    );
    expect(minor.headers.get('location')).toBe(
      '/en/office/identification?error=invalid&field=date_birthday&rule=adult',
    );
    // What the player typed never travels in the address.
    expect(minor.headers.get('location')).not.toContain('Petrova');
  });

  it('sends a visitor’s page post back to the page, which asks to sign in', async () => {
    const response = await identify(
      pagePost('/api/office/identification?lng=xx1', { ...DETAILS, document_type_id: '1' }),
      undefined,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en/office/identification?error=unauthorized');
  });
});

describe('personal manager', () => {
  const MANAGER: PersonalManager = {
    id: 3,
    name: 'Анна Соколова',
    email: 'anna.sokolova@betarena.example',
    phone: '+7 495 120-45-01',
    telegram: '@betarena_anna',
    languages: ['ru', 'en'],
    workingHours: { days: [1, 2, 3, 4, 5, 6], from: '09:00', to: '21:00', utcOffset: 3 },
  };
  const MESSAGE: ManagerMessage = {
    id: 4,
    text: 'Please call me back.',
    sentAt: '2026-03-14T12:00:00.000Z',
    reply: null,
    repliedAt: null,
  };

  it('answers the manager in the page’s language with the messages', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .get('/office-api/v1/manager')
      .query({ lang: 'ru' })
      .reply(200, { data: MANAGER })
      .get('/office-api/v1/manager/messages')
      .reply(200, { data: [MESSAGE] });
    const response = await managerPage(bffRequest('/api/office/manager?lang=ru', { cookie }));
    expect(await response.json()).toEqual({ data: { manager: MANAGER, messages: [MESSAGE] } });
  });

  it('sends the trimmed message; 400 for one too short', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .post('/office-api/v1/manager/messages', { text: 'Please call me back.' })
      .reply(201, { data: MESSAGE });
    const sent = await sendManagerMessage(
      bffRequest('/api/office/manager/messages', {
        method: 'POST',
        body: { text: '  Please call me back.\n' },
        cookie,
      }),
      undefined,
    );
    expect(sent.status).toBe(201);
    const short = await sendManagerMessage(
      bffRequest('/api/office/manager/messages', { method: 'POST', body: { text: 'Hi' }, cookie }),
      undefined,
    );
    expect(short.status).toBe(400);
    expect((await errorsOf(short))[0]?.source?.pointer).toBe('/text');
  });

  it('turns a page post refused upstream into its code', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .post('/office-api/v1/manager/messages')
      .reply(429, {
        errors: [{ status: '429', code: 'too_many_unanswered_messages', title: 'Wait' }],
      });
    const response = await sendManagerMessage(
      pagePost('/api/office/manager/messages?lng=en', { text: 'One more question' }, cookie),
      undefined,
    );
    expect(response.headers.get('location')).toBe(
      '/en/office/manager?error=too_many_unanswered_messages',
    );
  });
});

describe('ideas', () => {
  const IDEA: Idea = {
    id: 8,
    topic: 'casino',
    text: 'Let me filter slots by volatility.',
    status: 'new',
    reply: null,
    createdAt: '2026-03-14T12:00:00.000Z',
    updatedAt: '2026-03-14T12:00:00.000Z',
  };

  it('lists the player’s ideas', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .get('/office-api/v1/ideas')
      .reply(200, { data: [IDEA] });
    const response = await listIdeas(bffRequest('/api/office/ideas', { cookie }));
    expect(await response.json()).toEqual({ data: [IDEA] });
  });

  it('files an idea: 201 to the script, a 303 to the page', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .post('/office-api/v1/ideas', { topic: 'casino', text: IDEA.text })
      .twice()
      .reply(201, { data: IDEA });
    const json = await sendIdea(
      bffRequest('/api/office/ideas', {
        method: 'POST',
        body: { topic: 'casino', text: IDEA.text },
        cookie,
      }),
      undefined,
    );
    expect(json.status).toBe(201);
    const page = await sendIdea(
      pagePost('/api/office/ideas?lng=ru', { topic: 'casino', text: IDEA.text }, cookie),
      undefined,
    );
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/ru/office/share-idea?done=1');
  });

  it.each([
    ['an unknown topic', { topic: 'weather', text: IDEA.text }, 'topic'],
    ['a text of 2001 characters', { topic: 'site', text: 'x'.repeat(2001) }, 'text'],
    ['a text of 9 characters', { topic: 'site', text: ' 123456789 ' }, 'text'],
  ])('refuses %s, naming the field to the script and to the page', async (_n, body, field) => {
    const cookie = await signIn();
    const json = await sendIdea(
      bffRequest('/api/office/ideas', { method: 'POST', body, cookie }),
      undefined,
    );
    expect(json.status).toBe(400);
    expect((await errorsOf(json))[0]?.source?.pointer).toBe(`/${field}`);
    const page = await sendIdea(pagePost('/api/office/ideas?lng=en', body, cookie), undefined);
    expect(page.headers.get('location')).toBe(`/en/office/share-idea?error=invalid&field=${field}`);
  });

  it('refuses an unknown field sent by a script', async () => {
    const cookie = await signIn();
    const response = await sendIdea(
      bffRequest('/api/office/ideas', {
        method: 'POST',
        body: { topic: 'site', text: IDEA.text, votes: 100 },
        cookie,
      }),
      undefined,
    );
    expect(response.status).toBe(400);
  });
});
