import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initialAuthState } from '@/features/session/authSlice';
import { CaptchaHost } from './AuthBoot';
import { CAPTCHA_HEADER } from '@/features/bff/bff-client';
import { browserNavigation } from '@/features/ui/browser-navigation';
import { LoginForm } from './LoginForm';
import { bffError, installFakeBff } from '@/features/bff/testing/fake-bff';
import { PHONE_DATA, authServerHtml, renderAuth } from './testing/render-auth';

let network: ReturnType<typeof installFakeBff>;
const assign = jest.spyOn(browserNavigation, 'assign');

function fakeNetwork(routes: Parameters<typeof installFakeBff>[0]) {
  network = installFakeBff({
    'GET /api/auth/phone-data': { body: { data: PHONE_DATA } },
    ...routes,
  });
  return network;
}

const fill = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input, select' }), {
    target: { value },
  });

beforeEach(() => {
  assign.mockReset().mockImplementation(() => {});
  window.history.replaceState({}, '', '/en/user/login');
});
afterEach(() => network.restore());

function renderForm() {
  return renderAuth(<LoginForm lng="en" geoCountryId={1} showRegistration />);
}

describe('LoginForm by e-mail', () => {
  it('signs in and loads the returnUrl in full', async () => {
    window.history.replaceState({}, '', '/en/user/login?returnUrl=%2Fen%2Foffice%2Fhistory');
    fakeNetwork({
      'POST /api/auth/login': { body: { data: { status: 'authorized', userId: 1001 } } },
    });
    const { store } = renderForm();
    fill('E-mail', 'demo@betarena.example');
    fill('Password', 'Demo-2026!');
    fireEvent.click(screen.getByLabelText('Remember me'));
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/en/office/history'));
    expect(network.callsTo('POST /api/auth/login')[0]?.body).toEqual({
      type: 'login_password',
      login: 'demo@betarena.example',
      password: 'Demo-2026!',
      isRemember: true,
    });
    expect(store.getState().auth.userId).toBe(1001);
  });

  it('signs in with what was typed or autofilled before the script ran', async () => {
    fakeNetwork({
      'POST /api/auth/login': { body: { data: { status: 'authorized', userId: 1001 } } },
    });
    const form = <LoginForm lng="en" geoCountryId={1} showRegistration />;
    const container = authServerHtml(form);
    container.querySelector<HTMLInputElement>('input[type="email"]')!.value =
      'demo@betarena.example';
    container.querySelector<HTMLInputElement>('input[type="password"]')!.value = 'Demo-2026!';
    await act(async () => {
      renderAuth(form, { container, hydrate: true });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/en'));
    expect(network.callsTo('POST /api/auth/login')[0]?.body).toMatchObject({
      login: 'demo@betarena.example',
      password: 'Demo-2026!',
    });
  });

  it('shows the wrong-password answer in the alert and stays', async () => {
    fakeNetwork({
      'POST /api/auth/login': bffError(401, 'invalid_credentials', 'Invalid login or password'),
    });
    renderForm();
    fill('E-mail', 'demo@betarena.example');
    fill('Password', 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Wrong login or password.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong login or password.');
    expect(assign).not.toHaveBeenCalled();
  });

  it('says how long to wait after too many attempts', async () => {
    fakeNetwork({
      'POST /api/auth/login': bffError(429, 'too_many_attempts', 'Too many attempts', {
        headers: { 'retry-after': '290' },
      }),
    });
    renderForm();
    fill('E-mail', 'demo@betarena.example');
    fill('Password', 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Too many attempts. Please try again in 5 min.',
      ),
    );
  });

  it('checks the fields before calling', async () => {
    fakeNetwork({});
    renderForm();
    fill('E-mail', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter a valid e-mail.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'Enter a valid e-mail.',
    );
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(network.callsTo('POST /api/auth/login')).toHaveLength(0);
  });

  it('asks for the two-step code when the account has it', async () => {
    fakeNetwork({
      'POST /api/auth/login': [
        { body: { data: { status: 'two_step_required', twoStepToken: 'challenge-1' } } },
        { body: { data: { status: 'authorized', userId: 1002 } } },
      ],
    });
    renderForm();
    fill('E-mail', 'twostep@betarena.example');
    fill('Password', 'Demo-2026!');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByLabelText('Confirmation code');
    fill('Confirmation code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/en'));
    expect(network.callsTo('POST /api/auth/login')[1]?.body).toEqual({
      type: 'login_password_two_step_code',
      twoStepToken: 'challenge-1',
      code: '123456',
    });
  });

  it('opens the forgot-password modal from its link', () => {
    fakeNetwork({});
    const { store } = renderForm();
    const link = screen.getByRole('link', { name: 'Forgot password?' });
    expect(link).toHaveAttribute('href', '/en/user/forgotpassword');
    fireEvent.click(link);
    expect(store.getState().auth.modal).toBe('forgotPassword');
  });
});

describe('LoginForm by phone and SMS', () => {
  it('checks the number against the country’s mask', async () => {
    fakeNetwork({});
    renderForm();
    fireEvent.click(screen.getByRole('tab', { name: 'Phone' }));
    expect(await screen.findByRole('option', { name: 'Russia (+7)' })).toBeInTheDocument();
    fill('Phone number', '90000');
    fill('Password', 'Demo-2026!');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter the phone number: 10 digits.')).toBeInTheDocument();
    expect(network.callsTo('POST /api/auth/login')).toHaveLength(0);
  });

  it('signs in by phone with the country’s calling code', async () => {
    fakeNetwork({
      'POST /api/auth/login': { body: { data: { status: 'authorized', userId: 1001 } } },
    });
    renderForm();
    fireEvent.click(screen.getByRole('tab', { name: 'Phone' }));
    await screen.findByRole('option', { name: 'Russia (+7)' });
    fill('Phone number', '(900) 000-00-01');
    fill('Password', 'Demo-2026!');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(network.callsTo('POST /api/auth/login')[0]?.body).toEqual({
      type: 'phone_password',
      countryCode: '7',
      phone: '9000000001',
      password: 'Demo-2026!',
      isRemember: false,
    });
  });

  it('sends a code, counts down to resend, and signs in with it', async () => {
    fakeNetwork({
      'POST /api/auth/sms': { body: { data: { sent: true, resendAfterSeconds: 60 } } },
      'POST /api/auth/login': { body: { data: { status: 'authorized', userId: 1001 } } },
    });
    renderForm();
    fireEvent.click(screen.getByRole('tab', { name: 'SMS' }));
    await screen.findByRole('option', { name: 'Russia (+7)' });
    fill('Phone number', '9000000001');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Send again in 60 s' })).toBeDisabled();
    expect(screen.getByText('We sent a code to +79000000001.')).toBeInTheDocument();
    expect(network.callsTo('POST /api/auth/sms')[0]?.body).toEqual({
      countryCode: '7',
      phone: '9000000001',
      purpose: 'login',
    });
    fill('Code from the SMS', '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(network.callsTo('POST /api/auth/login')[0]?.body).toEqual({
      type: 'sms',
      countryCode: '7',
      phone: '9000000001',
      code: '654321',
    });
  });
});

describe('LoginForm with a captcha (spec 01 §8)', () => {
  it('shows the captcha, and a right answer lets the same sign-in through', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><text>7 + 2</text></svg>';
    fakeNetwork({
      'POST /api/auth/login': [
        bffError(400, 'captcha_required', 'Please confirm you are not a robot'),
        { body: { data: { status: 'authorized', userId: 1001 } } },
      ],
      'GET /api/auth/captcha': [
        { body: { data: { key: 'k1', image: svg, time: 1 } } },
        { body: { data: { key: 'k2', image: svg, time: 2 } } },
      ],
      'POST /api/auth/captcha': [
        { body: { data: { type: 1, time: 1, error_message: 'Wrong', captchaToken: null } } },
        { body: { data: { type: 0, time: 2, error_message: null, captchaToken: 'pass-1' } } },
      ],
    });
    const { store } = renderAuth(
      <>
        <LoginForm lng="en" geoCountryId={1} showRegistration />
        <CaptchaHost />
      </>,
      { preloadedState: { auth: initialAuthState } },
    );
    fill('E-mail', 'demo@betarena.example');
    fill('Password', 'Demo-2026!');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm you are not a robot' });
    const image = await within(dialog).findByRole('img', {
      name: 'Picture with the characters to type',
    });
    expect(image.getAttribute('src')).toBe(`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`);
    // A wrong answer: a message and a new picture.
    fireEvent.change(within(dialog).getByLabelText('Characters from the picture'), {
      target: { value: '8' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Wrong answer, try again.')).toBeInTheDocument();
    await waitFor(() => expect(network.callsTo('GET /api/auth/captcha')).toHaveLength(2));
    await within(dialog).findByRole('img');
    fireEvent.change(within(dialog).getByLabelText('Characters from the picture'), {
      target: { value: '9' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/en'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(network.callsTo('POST /api/auth/captcha')[1]?.body).toEqual({ key: 'k2', answer: '9' });
    const [first, retry] = network.callsTo('POST /api/auth/login');
    expect(first?.headers).not.toHaveProperty(CAPTCHA_HEADER);
    expect(retry?.headers[CAPTCHA_HEADER]).toBe('pass-1');
    expect(store.getState().auth.modal).toBeNull();
  });

  it('a captcha failed for good closes and the form says so', async () => {
    fakeNetwork({
      'POST /api/auth/login': bffError(400, 'captcha_required'),
      'GET /api/auth/captcha': { body: { data: { key: 'k1', image: '<svg/>', time: 1 } } },
      'POST /api/auth/captcha': {
        body: { data: { type: 2, time: 1, error_message: 'Too many', captchaToken: null } },
      },
    });
    renderAuth(
      <>
        <LoginForm lng="en" geoCountryId={1} showRegistration />
        <CaptchaHost />
      </>,
    );
    fill('E-mail', 'demo@betarena.example');
    fill('Password', 'Demo-2026!');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('img');
    fireEvent.change(within(dialog).getByLabelText('Characters from the picture'), {
      target: { value: '1' },
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    });
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Too many wrong answers to the captcha. Please try again later.',
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(network.callsTo('POST /api/auth/login')).toHaveLength(1);
  });
});
