import { fireEvent, screen, waitFor } from '@testing-library/react';
import { browserNavigation } from '@/features/ui/browser-navigation';
import { RegistrationForm } from './RegistrationForm';
import { bffError, installFakeBff } from '@/features/bff/testing/fake-bff';
import { PHONE_DATA, renderAuth } from './testing/render-auth';

let network: ReturnType<typeof installFakeBff>;
const assign = jest.spyOn(browserNavigation, 'assign');
const writeText = jest.fn(async (_text: string) => {});

function fakeNetwork(routes: Parameters<typeof installFakeBff>[0]) {
  network = installFakeBff({
    'GET /api/auth/phone-data': { body: { data: PHONE_DATA } },
    ...routes,
  });
  return network;
}
const field = (label: string) => screen.getByLabelText(label, { selector: 'input, select' });
const fill = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });

beforeAll(() => {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
beforeEach(() => {
  assign.mockReset().mockImplementation(() => {});
  writeText.mockClear();
  window.history.replaceState({}, '', '/en/registration');
});
afterEach(() => network?.restore());

function renderForm(props: { isVipDomain?: boolean; thankYouPath?: string | null } = {}) {
  return renderAuth(
    <RegistrationForm
      lng="en"
      isVipDomain={props.isVipDomain ?? false}
      geoCountryId={1}
      geoCurrency="RUB"
      thankYouPath={props.thankYouPath ?? null}
    />,
  );
}

describe('RegistrationForm', () => {
  it('one click: shows the generated login and password with Copy before going on', async () => {
    fakeNetwork({
      'POST /api/auth/register': {
        body: {
          data: {
            status: 'authorized',
            userId: 2001,
            credentials: { login: 'p2001@betarena.example', password: 'Gen-pass-42' },
          },
        },
      },
    });
    const { store } = renderForm();
    await screen.findByRole('option', { name: 'Russia' });
    fill('Currency', 'USD');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText('Your account is ready')).toBeInTheDocument();
    expect(screen.getByText('p2001@betarena.example')).toBeInTheDocument();
    expect(screen.getByText('Gen-pass-42')).toBeInTheDocument();
    expect(network.callsTo('POST /api/auth/register')[0]?.body).toEqual({
      type: 'one_click',
      currencyIso: 'USD',
      countryId: 1,
    });
    expect(store.getState().auth.userId).toBe(2001);
    expect(assign).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('Login: p2001@betarena.example\nPassword: Gen-pass-42');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(assign).toHaveBeenCalledWith('/en');
  });

  it('full: checks every field with the shared schema before calling', async () => {
    fakeNetwork({});
    renderForm();
    fireEvent.click(screen.getByRole('tab', { name: 'Full' }));
    await screen.findByRole('option', { name: 'Russia' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Enter a valid e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Enter your first name.')).toBeInTheDocument();
    expect(screen.getByText('Enter your date of birth.')).toBeInTheDocument();
    expect(screen.getByText('Accept the terms and conditions to continue.')).toBeInTheDocument();
    expect(network.callsTo('POST /api/auth/register')).toHaveLength(0);
  });

  it('full: a field the server points at shows its error under that field', async () => {
    fakeNetwork({
      'POST /api/auth/register': bffError(400, 'underage', 'Too young to register', {
        pointer: '/birthDate',
      }),
    });
    renderForm();
    fireEvent.click(screen.getByRole('tab', { name: 'Full' }));
    await screen.findByRole('option', { name: 'Russia' });
    fill('E-mail', 'demo@betarena.example');
    fill('Password', 'Secret-123');
    fill('First name', 'Alex');
    fill('Last name', 'Demo');
    fill('Date of birth', '1990-05-17');
    fireEvent.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
      'href',
      '/en/rules/general',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    await waitFor(() =>
      expect(field('Date of birth')).toHaveAccessibleDescription('You are too young to register.'),
    );
    expect(field('Date of birth')).toHaveAttribute('aria-invalid', 'true');
    expect(network.callsTo('POST /api/auth/register')[0]?.body).toEqual({
      type: 'full',
      email: 'demo@betarena.example',
      password: 'Secret-123',
      firstName: 'Alex',
      lastName: 'Demo',
      birthDate: '1990-05-17',
      countryId: 1,
      currencyIso: 'RUB',
      acceptTerms: true,
    });
    expect(assign).not.toHaveBeenCalled();
  });

  it('full: asks to follow the link sent to the e-mail, signing nobody in', async () => {
    fakeNetwork({
      'POST /api/auth/register': { status: 202, body: { data: { status: 'confirmation_sent' } } },
    });
    const { store } = renderForm();
    fireEvent.click(screen.getByRole('tab', { name: 'Full' }));
    await screen.findByRole('option', { name: 'Russia' });
    fill('E-mail', ' nina@example.test ');
    fill('Password', 'Secret-123');
    fill('First name', 'Nina');
    fill('Last name', 'Newton');
    fill('Date of birth', '1990-05-17');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Check your e-mail');
    expect(status).toHaveTextContent(
      'We sent a link to nina@example.test. Follow it within 48 hours to finish your registration, then log in.',
    );
    // The same words whether the e-mail had an account: the page cannot tell either.
    expect(status).toHaveTextContent('If this e-mail already has an account, we sent it a note');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/user/login');
    expect(store.getState().auth.userId).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    ['ends where a sign-in would without a thank-you page', null, '/en'],
    [
      'ends on the thank-you page where the site has one',
      '/en/registration/thankyou',
      '/en/registration/thankyou',
    ],
  ])(
    'phone: sends a registration code, signs up with it and %s',
    async (_name, thankYouPath, end) => {
      fakeNetwork({
        'POST /api/auth/sms': { body: { data: { sent: true, resendAfterSeconds: 60 } } },
        'POST /api/auth/register': {
          body: { data: { status: 'authorized', userId: 2002, credentials: null } },
        },
      });
      renderForm({ thankYouPath });
      fireEvent.click(screen.getByRole('tab', { name: 'By phone' }));
      await screen.findByRole('option', { name: 'Russia (+7)' });
      fill('Phone number', '9001112233');
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
      await screen.findByRole('button', { name: 'Send again in 60 s' });
      expect(network.callsTo('POST /api/auth/sms')[0]?.body).toEqual({
        countryCode: '7',
        phone: '9001112233',
        purpose: 'registration',
      });
      fill('Code from the SMS', '111222');
      fill('Password', 'Secret-123');
      fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith(end));
    },
  );

  it('on a VIP domain shows a notice instead of the form (spec 01 §2)', () => {
    fakeNetwork({});
    renderForm({ isVipDomain: true });
    expect(screen.getByText('Registration is closed on this site')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign up' })).not.toBeInTheDocument();
  });
});
