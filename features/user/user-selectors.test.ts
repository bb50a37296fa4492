import { initialAuthState } from '@/features/session/authSlice';
import { makeStore } from '@/features/shell/store';
import type { ActivationType, UserConfig } from '@/server/upstream/schemas/user';
import { USER_CONFIG } from './testing/user-config';
import {
  activatedContacts,
  isSportAllowed,
  phoneBoundChanges,
  protectionLevelStatus,
  selectActivatedContacts,
  selectContactFieldsFilled,
  selectIsBanned,
  selectIsNotVerified,
  selectIsPendingUser,
  selectIsPhoneBound,
  selectIsVerified,
  selectLineSportsBlacklist,
  selectLiveSportsBlacklist,
  selectNeedToActivate,
  selectProtectionLevelStatus,
  selectRequiredProfileFieldsFilled,
  selectVerificationState,
  type ProtectionLevelStatus,
} from './user-selectors';
import { initialUserState, userConfigLoaded } from './userSlice';

/** A store with the player's config loaded as the BFF answers it, with `change` over it. */
function storeWith(change: Partial<UserConfig>) {
  const store = makeStore({ auth: { ...initialAuthState, userId: 1001 } });
  store.dispatch(userConfigLoaded({ ...USER_CONFIG, ...change }));
  return store.getState();
}

describe('protection level status (spec 02 §4)', () => {
  it.each<[number | null, ProtectionLevelStatus]>([
    [null, 'none'],
    [0, 'bad'],
    [1, 'bad'],
    [30, 'bad'],
    [31, 'normal'],
    [50, 'normal'],
    [69, 'normal'],
    [70, 'good'],
    [99, 'good'],
    [100, 'full'],
  ])('%p is %s', (level, status) => {
    expect(protectionLevelStatus(level)).toBe(status);
    expect(selectProtectionLevelStatus(storeWith({ protection_level: level }))).toBe(status);
  });

  it('a visitor’s (empty) config is none', () => {
    const state = makeStore().getState();
    expect(state.user).toEqual(initialUserState);
    expect(selectProtectionLevelStatus(state)).toBe('none');
  });
});

describe('activation type (spec 02 §4: 0 none, 1 email only, 2 email and phone, 3 phone only)', () => {
  it.each<[ActivationType, { email: boolean; phone: boolean }]>([
    [0, { email: false, phone: false }],
    [1, { email: true, phone: false }],
    [2, { email: true, phone: true }],
    [3, { email: false, phone: true }],
  ])('%p activates %j', (type, activated) => {
    expect(activatedContacts(type)).toEqual(activated);
    expect(selectActivatedContacts(storeWith({ activation_type: type }))).toEqual(activated);
  });

  it.each<[ActivationType, ActivationType]>([
    [0, 3],
    [1, 2],
    [2, 2],
    [3, 3],
  ])('binding a phone moves %p to %p and turns phone binding on', (from, to) => {
    const methods = { ...USER_CONFIG.protection_methods, enable_phone_binding: false };
    expect(phoneBoundChanges({ activation_type: from, protection_methods: methods })).toEqual({
      activation_type: to,
      protection_methods: { ...methods, enable_phone_binding: true },
    });
  });

  it.each([true, false])('phone bound is the phone-binding protection method (%p)', (bound) => {
    const methods = { ...USER_CONFIG.protection_methods, enable_phone_binding: bound };
    expect(selectIsPhoneBound(storeWith({ protection_methods: methods }))).toBe(bound);
  });
});

describe('verified / not verified / pending / banned (spec 02 §4)', () => {
  const unverified: Partial<UserConfig> = {
    internal_verification_status: 0,
    verification_status_group_code: null,
    requested_additional_document: false,
    verification_status: 0,
  };
  it.each<[string, Partial<UserConfig>, 'verified' | 'notVerified' | 'unknown']>([
    ['internal status 1', { ...unverified, internal_verification_status: 1 }, 'verified'],
    [
      'group code VERIFICATION_SUCCESSFUL',
      { ...unverified, verification_status_group_code: 'VERIFICATION_SUCCESSFUL' },
      'verified',
    ],
    [
      'internal status 1 with an additional document requested',
      { ...unverified, internal_verification_status: 1, requested_additional_document: true },
      'unknown',
    ],
    [
      'group code success with a document requested and verification_status 1',
      {
        ...unverified,
        verification_status_group_code: 'VERIFICATION_SUCCESSFUL',
        requested_additional_document: true,
        verification_status: 1,
      },
      'notVerified',
    ],
    ['internal status 2', { ...unverified, internal_verification_status: 2 }, 'unknown'],
    ['another group code', { ...unverified, verification_status_group_code: 'PENDING' }, 'unknown'],
    ['verification_status 1', { ...unverified, verification_status: 1 }, 'notVerified'],
    ['verification_status 2', { ...unverified, verification_status: 2 }, 'unknown'],
  ])('%s → %s', (_, change, expected) => {
    const state = storeWith(change);
    expect(selectVerificationState(state)).toBe(expected);
    expect(selectIsVerified(state)).toBe(expected === 'verified');
    expect(selectIsNotVerified(state)).toBe(expected === 'notVerified');
  });

  it.each([
    [0, false],
    [1, true],
    [2, false],
  ])('user status %p is pending: %p', (id, pending) => {
    expect(selectIsPendingUser(storeWith({ user_status_id: id }))).toBe(pending);
  });

  it.each([
    [0, false],
    [1, true],
    [24, true],
    [45, true],
    [53, true],
  ])('ban level %p is banned: %p', (level, banned) => {
    expect(selectIsBanned(storeWith({ ban_level: level }))).toBe(banned);
  });
});

describe('profile and contact fields (spec 02 §5)', () => {
  const required = [
    'date_birthday',
    'name',
    'surname',
    'passport',
    'passport_date',
    'registration_address',
  ] as const;

  it('all required fields present: filled', () => {
    expect(selectRequiredProfileFieldsFilled(storeWith({}))).toBe(true);
  });

  it.each(required.flatMap((field) => [[field, null] as const, [field, '  '] as const]))(
    'without %s (%p): not filled',
    (field, value) => {
      const user_data = { ...USER_CONFIG.user_data, [field]: value };
      expect(selectRequiredProfileFieldsFilled(storeWith({ user_data }))).toBe(false);
    },
  );

  it.each(['inn', 'passport_end_date'] as const)('%s is not required', (field) => {
    const user_data = { ...USER_CONFIG.user_data, [field]: null };
    expect(selectRequiredProfileFieldsFilled(storeWith({ user_data }))).toBe(true);
  });

  it.each<[string | null, string | null, boolean]>([
    ['9000000001', 'a@b.example', true],
    [null, 'a@b.example', false],
    ['9000000001', null, false],
    ['', 'a@b.example', false],
    [null, null, false],
  ])('phone %p and e-mail %p: contact fields filled %p', (phone, email, filled) => {
    expect(selectContactFieldsFilled(storeWith({ phone_number: phone, user_email: email }))).toBe(
      filled,
    );
  });

  it.each<[string | null, string | null, ActivationType, { phone: boolean; email: boolean }]>([
    ['9000000001', 'a@b.example', 0, { phone: true, email: true }],
    ['9000000001', 'a@b.example', 1, { phone: true, email: false }],
    ['9000000001', 'a@b.example', 2, { phone: false, email: false }],
    ['9000000001', 'a@b.example', 3, { phone: false, email: true }],
    [null, 'a@b.example', 0, { phone: false, email: true }],
    ['9000000001', null, 0, { phone: true, email: false }],
    [null, null, 0, { phone: false, email: false }],
  ])('phone %p, e-mail %p, activation %p: need to activate %j', (phone, email, type, need) => {
    expect(
      selectNeedToActivate(
        storeWith({ phone_number: phone, user_email: email, activation_type: type }),
      ),
    ).toEqual(need);
  });
});

describe('sports blacklists (spec 02 §3, §6)', () => {
  it('line and live lists are kept apart and sorted as the BFF answers them', () => {
    const state = storeWith({ disallow_line_sport: [3, 17], disallow_live_sport: [40] });
    expect(selectLineSportsBlacklist(state)).toEqual([3, 17]);
    expect(selectLiveSportsBlacklist(state)).toEqual([40]);
  });

  it.each<['line' | 'live', number, boolean]>([
    ['line', 17, false],
    ['line', 40, true],
    ['live', 40, false],
    ['live', 17, true],
  ])('%s sport %p allowed: %p', (stream, sportId, allowed) => {
    const config = { disallow_line_sport: [3, 17], disallow_live_sport: [40] };
    expect(isSportAllowed(config, stream, sportId)).toBe(allowed);
  });
});
