import { act, fireEvent, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { initialAuthState } from '@/features/session/authSlice';
import { bffError, installFakeBff } from '@/features/bff/testing/fake-bff';
import { USER_CONFIG } from '@/features/user/testing/user-config';
import en from '@/messages/en.json';
import { yearsAgo } from '@/sandbox/office-profile.fixture';
import type { UserConfig } from '@/server/upstream/schemas/user';
import { renderWithProviders } from '@/tests/render';
import { PersonalDataClient } from './PersonalDataClient';

const NOT_VERIFIED: UserConfig = {
  ...USER_CONFIG,
  internal_verification_status: 0,
  verification_status: 1,
  verification_status_group_code: null,
  user_data: {
    ...USER_CONFIG.user_data,
    passport: null,
    passport_date: null,
    passport_end_date: null,
    registration_address: null,
  },
};

let network: ReturnType<typeof installFakeBff> | null = null;
afterEach(() => {
  network?.restore();
  network = null;
});

function renderPage(initial: UserConfig) {
  return renderWithProviders(
    <NextIntlClientProvider locale="en" messages={{ officeProfile: en.officeProfile }}>
      <PersonalDataClient initial={initial} />
    </NextIntlClientProvider>,
    { preloadedState: { auth: { ...initialAuthState, userId: 1001 } } },
  );
}

const field = (label: string) => screen.getByLabelText(label);
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });

describe('office/personal', () => {
  it('a verified player sees the details read-only, and why', () => {
    network = installFakeBff({});
    renderPage(USER_CONFIG);
    expect(screen.getByText(/identity is verified/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save details' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    const details = screen.getByRole('region', { name: 'Identity details' });
    expect(within(details).getByText('Demo')).toBeInTheDocument();
    expect(within(details).getByText('National passport')).toBeInTheDocument();
    expect(within(details).getByText('4510 123456')).toBeInTheDocument();
  });

  it('shows the contacts with their activation state (spec 02 §4 activation type)', () => {
    network = installFakeBff({});
    renderPage({ ...USER_CONFIG, activation_type: 1 });
    const contacts = screen.getByRole('region', { name: 'Contacts' });
    const [phone, email] = within(contacts).getAllByRole('listitem');
    expect(phone).toHaveTextContent('+7 9000000001');
    expect(phone).toHaveTextContent('Not activated');
    expect(email).toHaveTextContent('demo@betarena.example');
    expect(email).toHaveTextContent('Activated');
  });

  it('lists the required fields still missing (spec 02 §5)', () => {
    network = installFakeBff({});
    renderPage(NOT_VERIFIED);
    const notice = screen.getByRole('note', { name: 'Still missing for withdrawals:' });
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Document number', 'Date of issue', 'Registration address']);
  });

  it.each([
    ['a minor', 'Date of birth', yearsAgo(18, 1), 'You must be 18 or older.'],
    [
      'a document that ends before its issue',
      'Valid until',
      '2011-01-01',
      'Must be after the date of issue.',
    ],
    ['an INN of 11 digits', 'Tax number (INN)', '12345678901', '10 or 12 digits.'],
  ])('refuses %s before asking the server', (_name, label, value, message) => {
    network = installFakeBff({});
    renderPage(NOT_VERIFIED);
    type('Date of issue', '2012-01-01');
    type(label, value);
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(network.calls).toHaveLength(0);
  });

  it('saves the details, says so, and loads the user config again', async () => {
    const savedData = {
      ...NOT_VERIFIED.user_data,
      passport: '4512 654321',
      passport_date: '2012-04-10',
      registration_address: 'Kazan, Baumana st. 5',
    };
    const saved = { ...NOT_VERIFIED, user_data: savedData };
    network = installFakeBff({
      'PUT /api/user/personal': { body: { data: saved } },
      'GET /api/user/config': { body: { data: saved } },
    });
    const { store } = renderPage(NOT_VERIFIED);
    type('Document number', ' 4512 654321 ');
    type('Date of issue', '2012-04-10');
    type('Registration address', 'Kazan, Baumana st. 5');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    });
    expect(network.callsTo('PUT /api/user/personal')[0]?.body).toEqual({
      ...savedData,
      passport_end_date: null,
    });
    expect(screen.getByRole('status')).toHaveTextContent('DoneYour details are saved.');
    expect(screen.queryByRole('note', { name: 'Still missing for withdrawals:' })).toBeNull();
    expect(network.callsTo('GET /api/user/config')).toHaveLength(1);
    expect(store.getState().user.config.user_data.registration_address).toBe(
      'Kazan, Baumana st. 5',
    );
  });

  it('shows the server’s message when it refuses, and its field errors under the field', async () => {
    network = installFakeBff({
      'PUT /api/user/personal': [
        bffError(400, 'invalid', 'passport: already used by another account', {
          pointer: '/passport',
        }),
        bffError(403, 'verified_read_only', 'Verified details cannot be changed'),
      ],
    });
    renderPage(NOT_VERIFIED);
    type('Document number', '4512 654321');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    });
    expect(field('Document number')).toHaveAccessibleDescription('already used by another account');
    // Said at the field, so no notice repeats it.
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('ErrorVerified details cannot be changed');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says its own failure text when the save gets no answer', async () => {
    network = installFakeBff({ 'PUT /api/user/personal': new TypeError('Failed to fetch') });
    renderPage(NOT_VERIFIED);
    type('Document number', '4512 654321');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save. Please try again.');
    expect(screen.getByRole('button', { name: 'Save details' })).toBeEnabled();
  });
});
