/** @jest-environment node */
import nock from 'nock';
import { withNockedUpstream } from '@/tests/nocked-upstream';
import { bffRequest, signIn, UPSTREAM } from '@/app/api/coupons/test-helpers';
import { USER_CONFIG } from '@/features/user/testing/user-config';
import { PERSONAL_DATA, yearsAgo } from '@/sandbox/office-profile.fixture';
import { PUT } from './route';

withNockedUpstream();

const put = (body: unknown, cookie: string) =>
  PUT(bffRequest('/api/user/personal', { method: 'PUT', body, cookie }));

describe('PUT /api/user/personal', () => {
  it('401 for a visitor, without asking the upstream', async () => {
    expect((await put(PERSONAL_DATA, '')).status).toBe(401);
  });

  it('sends the trimmed details with the player’s token and answers the new config', async () => {
    const cookie = await signIn();
    const config = { ...USER_CONFIG, user_data: PERSONAL_DATA };
    nock(UPSTREAM, { reqheaders: { authorization: /^Bearer \S+$/ } })
      .put('/office-api/v1/personal', { ...PERSONAL_DATA, inn: null })
      .reply(200, { data: config });
    const response = await put({ ...PERSONAL_DATA, surname: ' Ivanova ', inn: '' }, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ data: config });
  });

  it.each([
    ['a minor', { date_birthday: yearsAgo(18, 1) }, 'date_birthday', 'must be 18 or older'],
    [
      'a date that does not exist',
      { date_birthday: '1990-02-30' },
      'date_birthday',
      'not a real date',
    ],
    [
      'a passport ending before its issue',
      { passport_end_date: '2012-04-01' },
      'passport_end_date',
      'must be after the date of issue',
    ],
    [
      'a passport issued in the future',
      { passport_date: yearsAgo(-1) },
      'passport_date',
      'in the past',
    ],
    [
      'an address too long',
      { registration_address: 'x'.repeat(201) },
      'registration_address',
      '200',
    ],
    ['an unknown field', { is_verified: true }, '', 'is_verified'],
  ])(
    '400 for %s, naming the field, without asking the upstream',
    async (_name, change, field, words) => {
      const cookie = await signIn();
      const response = await put({ ...PERSONAL_DATA, ...change }, cookie);
      expect(response.status).toBe(400);
      const { errors } = await response.json();
      expect(errors[0].source.pointer).toBe(`/${field}`);
      expect(errors[0].title).toContain(words);
    },
  );

  it('passes on the upstream’s refusal for a verified player with its code', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .put('/office-api/v1/personal')
      .reply(403, {
        errors: [
          {
            status: '403',
            code: 'verified_read_only',
            title: 'Verified details cannot be changed',
          },
        ],
      });
    const response = await put(PERSONAL_DATA, cookie);
    expect(response.status).toBe(403);
    expect((await response.json()).errors[0]).toMatchObject({
      code: 'verified_read_only',
      title: 'Verified details cannot be changed',
    });
  });
});
