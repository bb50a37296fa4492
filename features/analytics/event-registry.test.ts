import { AUTH_FORM } from '@/features/session/authSlice';
import {
  ANALYTICS_EVENT_NAMES,
  ANALYTICS_EVENTS,
  checkAnalyticsEvent,
  isRegistrationPage,
  LOGIN_TYPES,
  REGISTRATION_TYPES,
} from './event-registry';

const at = Date.UTC(2026, 4, 4, 10, 0, 0);

function event(name: string, fields: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const id = (ANALYTICS_EVENTS as Record<string, { id: number }>)[name]?.id ?? 999;
  return { id, name, ts: at, path: '/en/line', lang: 'en', fields, ...extra };
}

const reasonsOf = (value: unknown) => {
  const checked = checkAnalyticsEvent(value);
  return checked.ok ? [] : checked.problems;
};

describe('the analytics event registry (spec 02 §4, §7)', () => {
  it('gives every event its own numeric collector id', () => {
    const ids = ANALYTICS_EVENT_NAMES.map((name) => ANALYTICS_EVENTS[name].id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => Number.isInteger(id) && id > 0)).toBe(true);
  });

  it('names the flows of spec 02 §4 and the collector events of §7', () => {
    expect(ANALYTICS_EVENT_NAMES).toEqual(
      expect.arrayContaining([
        'page_navigation_timing',
        'first_paint',
        'web_vitals',
        'login_popup_shown',
        'login_click',
        'login_sms_resend',
        'login_type_change',
        'login_success',
        'login_error',
        'login_field_error',
        'recovery_popup_shown',
        'recovery_code_sent',
        'recovery_code_entered',
        'recovery_password_error',
        'recovery_save',
        'recovery_success',
        'recovery_error',
        'recovery_exit',
        'recovery_no_code',
        'recovery_cancel',
        'registration_page_call',
        'registration_option_select',
        'registration_rules',
        'registration_phone_code_sent',
        'registration_phone_code_approved',
        'registration_phone_code_error',
        'registration_email_approval',
        'registration_bonus_choice',
        'registration_bonus_reject',
        'registration_credentials_saved',
        'registration_done',
        'registration_leave',
      ]),
    );
  });

  it('knows every login form of the auth state as a login type (spec 01 §3 currentForm)', () => {
    expect([...LOGIN_TYPES].sort()).toEqual(Object.values(AUTH_FORM).sort());
  });

  it('takes the registration types of spec 02 §3', () => {
    expect(REGISTRATION_TYPES).toEqual([
      'one_click',
      'phone_reg',
      'full_reg',
      'soc_reg',
      'pay_and_play',
    ]);
  });
});

describe('checkAnalyticsEvent', () => {
  it.each([
    ['login_error', { login_type: 'login_password', error_code: 'invalid_credentials' }],
    ['login_popup_shown', { try_counter: 2, since_last_call_s: null }],
    ['web_vitals', { metric: 'CLS', value: 0.0412, rating: 'good' }],
    ['recovery_code_entered', { result: 'time_up' }],
    ['registration_option_select', { reg_type: 'soc_reg', social_network: 'telegram' }],
    ['registration_bonus_choice', { reg_type: 'full_reg', bonus_id: 12 }],
    ['registration_done', { reg_type: 'one_click' }],
  ])('takes a well-formed %s', (name, fields) => {
    const checked = checkAnalyticsEvent(event(name, fields));
    expect(checked).toMatchObject({ ok: true, event: { name, ts: at, lang: 'en' } });
  });

  it('fills a registration’s social network with null when it names none', () => {
    const checked = checkAnalyticsEvent(event('registration_done', { reg_type: 'phone_reg' }));
    expect(checked.ok && checked.event.fields).toEqual({
      reg_type: 'phone_reg',
      social_network: null,
    });
  });

  it.each([
    ['an unknown event name', event('login_teleport', {}), '/name', 'unknown event name'],
    [
      'an id that is not the name’s',
      { ...event('login_click', { login_type: 'sms' }), id: 3 },
      '/id',
      'the id of login_click is 102',
    ],
    [
      'an unknown registration type (spec 02 §5)',
      event('registration_done', { reg_type: 'magic_reg' }),
      '/fields/reg_type',
      'Invalid option',
    ],
    [
      'an unknown social network (spec 02 §5)',
      event('registration_option_select', { reg_type: 'soc_reg', social_network: 'myspace' }),
      '/fields/social_network',
      'Invalid option',
    ],
    [
      'a social registration without its network',
      event('registration_done', { reg_type: 'soc_reg' }),
      '/fields/social_network',
      'named for soc_reg and only for it',
    ],
    [
      'an unknown bonus id (spec 02 §5)',
      event('registration_bonus_choice', { reg_type: 'full_reg', bonus_id: -4 }),
      '/fields/bonus_id',
      'Too small',
    ],
    [
      'a field the event does not have',
      event('login_click', { login_type: 'sms', password: 'x' }),
      '/fields',
      'Unrecognized key',
    ],
    [
      'a login type that does not exist',
      event('login_success', { login_type: 'magic_link' }),
      '/fields/login_type',
      'Invalid option',
    ],
    [
      'a path with its query',
      event('login_click', { login_type: 'sms' }, { path: '/en/line?ref=123' }),
      '/path',
      'a path without query or fragment',
    ],
    ...['/en/sport%3Ftoken%3Dabc', '/en/x%3fa=b', '/en/line%23top', '/en/x%253Fcode%253D1'].map(
      (path): [string, unknown, string, string] => [
        `a path with an encoded query or fragment: ${path}`,
        event('login_click', { login_type: 'sms' }, { path }),
        '/path',
        'a path without an encoded query or fragment (%3F, %23)',
      ],
    ),
    [
      'a language that is not two letters',
      event('login_click', { login_type: 'sms' }, { lang: 'english' }),
      '/lang',
      'two lowercase letters',
    ],
    [
      'a web vital Next does not report to us',
      event('web_vitals', { metric: 'FID', value: 3, rating: 'good' }),
      '/fields/metric',
      'Invalid option',
    ],
  ])('refuses %s, saying which field and why', (_, value, pointer, reason) => {
    expect(reasonsOf(value)).toEqual(
      expect.arrayContaining([{ pointer, reason: expect.stringContaining(reason) }]),
    );
  });

  it.each(['/en/line', '/ru/%D0%B8%D0%B3%D1%80%D1%8B', '/en/x%3', '/en/100%25-bonus'])(
    'takes the path %s: other encoded characters are no query',
    (path) => {
      expect(reasonsOf(event('login_click', { login_type: 'sms' }, { path }))).toEqual([]);
    },
  );
});

describe('isRegistrationPage (spec 01 §9 "except on registration pages")', () => {
  it.each([
    ['/en/registration', true],
    ['/ru/registration/', true],
    ['/en/registration/google', true],
    ['/en/registration/thankyou', true],
    ['/en', false],
    ['/en/user/login', false],
    ['/en/promotions/registration-bonus', false],
    ['/en/registration/a/b', false],
  ])('%s → %s', (path, expected) => {
    expect(isRegistrationPage(path)).toBe(expected);
  });
});
