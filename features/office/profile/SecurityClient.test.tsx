import { act, fireEvent, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { initialAuthState } from '@/features/session/authSlice';
import { bffError, installFakeBff } from '@/features/bff/testing/fake-bff';
import { USER_CONFIG } from '@/features/user/testing/user-config';
import en from '@/messages/en.json';
import type { UserConfig } from '@/server/upstream/schemas/user';
import { renderWithProviders } from '@/tests/render';
import { SecurityClient } from './SecurityClient';

let network: ReturnType<typeof installFakeBff> | null = null;
afterEach(() => {
  network?.restore();
  network = null;
});

function renderPage(initial: UserConfig = USER_CONFIG) {
  return renderWithProviders(
    <NextIntlClientProvider locale="en" messages={{ officeProfile: en.officeProfile }}>
      <SecurityClient initial={initial} />
    </NextIntlClientProvider>,
    { preloadedState: { auth: { ...initialAuthState, userId: 1001 } } },
  );
}

const method = (name: string) => screen.getByRole('listitem', { name });
const meter = () => screen.getByRole('meter', { name: 'Protection level' });
const withMethods = (
  change: Partial<UserConfig['protection_methods']>,
  rest: Partial<UserConfig> = {},
) => ({
  ...USER_CONFIG,
  ...rest,
  protection_methods: { ...USER_CONFIG.protection_methods, ...change },
});

describe('office/security', () => {
  it.each([
    [null, 'Not rated'],
    [30, 'Weak'],
    [45, 'Normal'],
    [70, 'Good'],
    [100, 'Full'],
  ])('shows protection level %s as %s (spec 02 §4 bounds)', (level, label) => {
    network = installFakeBff({});
    renderPage({ ...USER_CONFIG, protection_level: level });
    expect(meter()).toHaveAttribute('aria-valuenow', String(level ?? 0));
    expect(meter()).toHaveAccessibleDescription(label);
  });

  it('lists every protection method with its state', () => {
    network = installFakeBff({});
    renderPage();
    expect(method('Password')).toHaveTextContent('Changed 12 days ago');
    expect(method('Password')).toHaveTextContent('On');
    expect(method('Phone binding')).toHaveTextContent('Bound to +7 9000000001');
    expect(method('Security question')).toHaveTextContent('Off');
    expect(method('Two-factor authentication')).toHaveTextContent('Off');
    expect(within(method('Two-factor authentication')).queryByRole('button')).toBeNull();
  });

  it('a security question raises the level the server answers; the meter follows', async () => {
    const answered = withMethods({ enable_security_question: true }, { protection_level: 70 });
    network = installFakeBff({
      'PUT /api/user/security/question': { body: { data: answered } },
      'GET /api/user/config': { body: { data: answered } },
    });
    renderPage();
    fireEvent.click(
      within(method('Security question')).getByRole('button', { name: 'Set a question' }),
    );
    fireEvent.change(screen.getByLabelText('Question'), { target: { value: 'My first teacher?' } });
    fireEvent.change(screen.getByLabelText('Answer'), { target: { value: 'Smith' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save question' }));
    });
    expect(network.callsTo('PUT /api/user/security/question')[0]?.body).toEqual({
      question: 'My first teacher?',
      answer: 'Smith',
    });
    expect(meter()).toHaveAttribute('aria-valuenow', '70');
    expect(meter()).toHaveAccessibleDescription('Good');
    expect(method('Security question')).toHaveTextContent('On');
    expect(screen.getByRole('status')).toHaveTextContent('DoneYour security question is saved.');
    expect(screen.queryByLabelText('Question')).toBeNull();
    expect(network.callsTo('GET /api/user/config')).toHaveLength(1);
  });

  it('the password form checks the repeat and the rules before asking the server', () => {
    network = installFakeBff({});
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    fireEvent.change(screen.getByLabelText('Current password'), {
      target: { value: 'Demo-2026!' },
    });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.change(screen.getByLabelText('Repeat the new password'), {
      target: { value: 'other' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining('At least 8 characters, with a letter and a digit.'),
    );
    expect(screen.getByLabelText('Repeat the new password')).toHaveAccessibleDescription(
      'The passwords do not match.',
    );
    expect(network.calls).toHaveLength(0);
  });

  it('a wrong current password shows the server’s word under that field', async () => {
    network = installFakeBff({
      'POST /api/user/security/password': bffError(
        400,
        'wrong_password',
        'The current password is wrong',
        {
          pointer: '/currentPassword',
        },
      ),
    });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    fireEvent.change(screen.getByLabelText('Current password'), {
      target: { value: 'Guess-1234' },
    });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Changed-2026!' } });
    fireEvent.change(screen.getByLabelText('Repeat the new password'), {
      target: { value: 'Changed-2026!' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    });
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      'The current password is wrong',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a refusal that names no field is a notice with the server’s words', async () => {
    network = installFakeBff({
      'PUT /api/user/security/email-auth': bffError(409, 'email_not_activated', 'Activate first'),
    });
    renderPage();
    await act(async () => {
      fireEvent.click(
        within(method('E-mail sign-in confirmation')).getByRole('button', { name: 'Turn on' }),
      );
    });
    expect(screen.getByRole('alert')).toHaveTextContent('ErrorActivate first');
    expect(
      within(method('E-mail sign-in confirmation')).getByRole('button', { name: 'Turn on' }),
    ).toBeEnabled();
  });

  it('e-mail sign-in confirmation turns on with one click', async () => {
    const answered = withMethods({ enable_email_auth: true }, { protection_level: 60 });
    network = installFakeBff({
      'PUT /api/user/security/email-auth': { body: { data: answered } },
      'GET /api/user/config': { body: { data: answered } },
    });
    renderPage();
    await act(async () => {
      fireEvent.click(
        within(method('E-mail sign-in confirmation')).getByRole('button', { name: 'Turn on' }),
      );
    });
    expect(network.callsTo('PUT /api/user/security/email-auth')[0]?.body).toEqual({
      enabled: true,
    });
    expect(screen.getByRole('status')).toHaveTextContent('DoneE-mail sign-in confirmation is on.');
    expect(
      within(method('E-mail sign-in confirmation')).getByRole('button', { name: 'Turn off' }),
    ).toBeInTheDocument();
  });

  it('e-mail confirmation cannot be turned on without an activated e-mail', () => {
    network = installFakeBff({});
    renderPage({ ...USER_CONFIG, user_email: null, activation_type: 3 });
    expect(
      within(method('E-mail sign-in confirmation')).getByRole('button', { name: 'Turn on' }),
    ).toBeDisabled();
  });

  it('binds a phone with the code sent to it (spec 02 §4)', async () => {
    const mailOnly: UserConfig = withMethods(
      { enable_phone_binding: false },
      { phone_number: null, phone_code: null, activation_type: 1 },
    );
    const bound = withMethods(
      { enable_phone_binding: true },
      { phone_number: '9001234567', phone_code: '7', activation_type: 2 },
    );
    network = installFakeBff({
      'POST /api/auth/sms': { body: { data: { sent: true, resendAfterSeconds: 60 } } },
      'POST /api/user/security/phone': { body: { data: bound } },
      'GET /api/user/config': { body: { data: bound } },
    });
    renderPage(mailOnly);
    fireEvent.click(within(method('Phone binding')).getByRole('button', { name: 'Bind a phone' }));
    fireEvent.change(screen.getByLabelText('Country code'), { target: { value: '+7' } });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '900 123-45-67' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    });
    expect(network.callsTo('POST /api/auth/sms')[0]?.body).toEqual({
      countryCode: '7',
      phone: '9001234567',
      purpose: 'registration',
    });
    expect(screen.getByRole('status')).toHaveTextContent('DoneA code is sent to +7 9001234567.');
    expect(screen.getByRole('button', { name: 'Send again' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Code from the SMS'), { target: { value: '123456' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Bind phone' }));
    });
    expect(network.callsTo('POST /api/user/security/phone')[0]?.body).toEqual({
      countryCode: '7',
      phone: '9001234567',
      code: '123456',
    });
    expect(method('Phone binding')).toHaveTextContent('Bound to +7 9001234567');
    expect(method('Phone binding')).toHaveTextContent('On');
    expect(screen.getAllByRole('status').map((notice) => notice.textContent)).toEqual([
      'DoneA code is sent to +7 9001234567.×',
      'DoneYour phone is bound.×',
    ]);
  });
});
