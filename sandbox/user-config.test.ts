/** @jest-environment node */
import { userConfigAnswerSchema } from '@contract/user';
import { bearer, signInToken, withSignedInSandbox } from './test-harness';

const CONFIG = '/web-api/user/config';
const DEMO_ID = 1001;

const demo = withSignedInSandbox();

async function config(bearerToken = demo.token) {
  const answer = await demo.sandbox.call('GET', CONFIG, undefined, bearer(bearerToken));
  expect(answer.status).toBe(200);
  return userConfigAnswerSchema.parse(answer.body).data;
}

const patch = (body: unknown, id = DEMO_ID) =>
  demo.sandbox.call('PATCH', `/__sandbox/users/${id}/config`, body);

describe('GET /web-api/user/config', () => {
  it('answers the demo player every field: verified, protection 45, sorted blacklists', async () => {
    const answer = await demo.sandbox.call('GET', CONFIG, undefined, bearer(demo.token));
    expect(Object.keys((answer.body as { data: object }).data).sort()).toEqual(
      Object.keys(userConfigAnswerSchema.shape.data.shape).sort(),
    );
    expect(await config()).toMatchObject({
      disallow_line_sport: [17, 42],
      disallow_live_sport: [40],
      phone_number: '9000000001',
      phone_code: '7',
      user_email: 'demo@betarena.example',
      user_name: 'Alex Demo',
      user_country_code: 'RU',
      user_country_id: 1,
      activation_type: 2,
      user_hide_balance: true,
      user_data: {
        date_birthday: '1990-05-17',
        name: 'Alex',
        surname: 'Demo',
        passport: '4510 123456',
        passport_date: '2010-06-01',
        registration_address: 'Moscow, Tverskaya st. 1, apt. 10',
      },
      protection_level: 45,
      protection_methods: { is_changed_password: true, enable_phone_binding: true },
      ban_level: 0,
      user_status_id: 0,
      internal_verification_status: 1,
      verification_status_group_code: 'VERIFICATION_SUCCESSFUL',
      requested_additional_document: false,
    });
  });

  it('answers 401 without a valid bearer token', async () => {
    expect((await demo.sandbox.call('GET', CONFIG)).status).toBe(401);
    const forged = await demo.sandbox.call('GET', CONFIG, undefined, bearer('a.b.c'));
    expect(forged.status).toBe(401);
  });
});

describe('PATCH /__sandbox/users/:id/config', () => {
  it.each([
    ['banned at level 45 (ban version 1)', { ban_level: 45, ban_version: 1 }],
    ['banned at level 53', { ban_level: 53 }],
    ['not verified', { verification_status: 1, internal_verification_status: 0 }],
    ['pending', { user_status_id: 1 }],
    ['without a protection level', { protection_level: null }],
    ['fully protected', { protection_level: 100 }],
    ['after registration', { isDataAfterRegistration: true }],
    ['asked for another document', { requested_additional_document: true }],
  ])('puts the player in a state: %s, and the API answers it', async (_, fields) => {
    const answer = await patch(fields);
    expect(answer.status).toBe(200);
    expect(userConfigAnswerSchema.parse(answer.body).data).toMatchObject(fields);
    expect(await config()).toMatchObject(fields);
  });

  it('keeps earlier changes, merges user_data field by field and sorts sport lists', async () => {
    expect((await patch({ ban_level: 24, user_hide_balance: false })).status).toBe(200);
    expect(
      (await patch({ user_data: { passport: null }, disallow_live_sport: [9, 3, 9] })).status,
    ).toBe(200);
    const after = await config();
    expect(after.ban_level).toBe(24);
    expect(after.user_hide_balance).toBe(false);
    expect(after.disallow_live_sport).toEqual([3, 9]);
    expect(after.user_data).toMatchObject({ passport: null, surname: 'Demo', name: 'Alex' });
  });

  it('a reset brings the demo config back', async () => {
    await patch({ ban_level: 45 });
    expect((await demo.sandbox.call('POST', '/__sandbox/reset')).status).toBeLessThan(300);
    expect((await config(await signInToken(demo.sandbox))).ban_level).toBe(0);
  });

  it.each([
    [{ protection_level: 101 }, '/protection_level'],
    [{ activation_type: 4 }, '/activation_type'],
    [{ ban_level: -1 }, '/ban_level'],
    [{ unknown_field: true }, ''],
    [{}, ''],
  ])('400 for %j', async (body, pointer) => {
    const answer = await patch(body);
    expect(answer.status).toBe(400);
    if (pointer) expect(JSON.stringify(answer.body)).toContain(pointer);
    expect((await config()).ban_level).toBe(0);
  });

  it('404 for a player who does not exist', async () => {
    expect((await patch({ ban_level: 1 }, 999_999)).status).toBe(404);
  });
});
