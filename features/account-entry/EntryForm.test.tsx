import { act, fireEvent, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { initialAuthState } from '@/features/session/authSlice';
import { bffError, installFakeBff } from '@/features/bff/testing/fake-bff';
import en from '@/messages/en.json';
import { renderWithProviders } from '@/tests/render';
import { EntryForm } from './EntryForm';

const replace = jest.fn();
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace, refresh }) }));

let network: ReturnType<typeof installFakeBff> | null = null;
beforeEach(() => {
  replace.mockClear();
  refresh.mockClear();
});
afterEach(() => {
  network?.restore();
  network = null;
});

const TOKEN = 'Zk3vQm9R2xLs8TnB4wYc1HdE6uJa0PoF';

function renderForm(ui: React.ReactElement, signedIn = true) {
  return renderWithProviders(
    <NextIntlClientProvider locale="en" messages={{ accountEntry: en.accountEntry }}>
      {ui}
    </NextIntlClientProvider>,
    { preloadedState: { auth: { ...initialAuthState, userId: signedIn ? 1001 : null } } },
  );
}

const codeForm = (
  <EntryForm
    action="activationCode"
    lng="en"
    fields={{ channel: 'email' }}
    code={{ label: 'Code from the message', hint: '6 digits' }}
    submit="Activate"
    submitting="Activating…"
  />
);

describe('an entry form', () => {
  it('is a plain form posting to its BFF call, so it works without JavaScript', () => {
    network = installFakeBff({});
    const { container } = renderForm(
      <EntryForm
        action="verify"
        lng="ru"
        fields={{ token: TOKEN }}
        submit="Confirm e-mail"
        submitting="Confirming…"
      />,
    );
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/account-entry/verify?lang=ru');
    expect(container.querySelector('input[type=hidden][name=token]')).toHaveValue(TOKEN);
    expect(screen.getByRole('button', { name: 'Confirm e-mail' })).toBeEnabled();
  });

  it('checks the code before sending it', async () => {
    network = installFakeBff({});
    renderForm(codeForm);
    fireEvent.change(screen.getByLabelText('Code from the message'), { target: { value: '12a' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Activate' })));
    expect(screen.getByText('Enter the digits of the code.')).toBeInTheDocument();
    expect(screen.getByLabelText('Code from the message')).toHaveAttribute('aria-invalid', 'true');
    expect(network.calls).toEqual([]);
  });

  it('activates with the code, reloads the user config and shows the page the BFF would', async () => {
    network = installFakeBff({
      'POST /api/account-entry/activation/code': {
        body: { data: { channel: 'email', to: 'd***@betarena.example', activationType: 1 } },
      },
      'GET /api/user/config': { body: { data: {} } },
    });
    renderForm(codeForm);
    fireEvent.change(screen.getByLabelText('Code from the message'), {
      target: { value: ' 123456 ' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Activate' })));
    expect(network.calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/account-entry/activation/code?lang=en',
      body: { channel: 'email', code: '123456' },
    });
    expect(network.calls.map((call) => call.path)).toContain('/api/user/config');
    expect(replace).toHaveBeenCalledWith('/en/user/activatefast?done=activated&channel=email');
  });

  it('tells a wrong code in place and stays on the page', async () => {
    network = installFakeBff({
      'POST /api/account-entry/activation/code': bffError(400, 'wrong_code', 'Wrong code', {
        pointer: '/code',
      }),
    });
    renderForm(codeForm);
    fireEvent.change(screen.getByLabelText('Code from the message'), {
      target: { value: '000000' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Activate' })));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Wrong code. Check the message and try again.',
    );
    expect(replace).not.toHaveBeenCalled();
  });

  it('says how long to wait when the address has tried too often', async () => {
    network = installFakeBff({
      'POST /api/account-entry/newsletter': bffError(429, 'too_many_attempts', 'Too many', {
        headers: { 'retry-after': '300' },
      }),
    });
    renderForm(
      <EntryForm
        action="newsletter"
        lng="en"
        fields={{ token: TOKEN }}
        submit="Unsubscribe"
        submitting="Unsubscribing…"
      />,
      false,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' })));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 5 min.',
    );
  });

  it('shows the refusal the page was drawn with until the next try', () => {
    network = installFakeBff({});
    renderForm(
      <EntryForm
        action="verifyResend"
        lng="en"
        fields={{}}
        submit="Send the link again"
        submitting="Sending…"
        initialError="We sent a message a moment ago."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('We sent a message a moment ago.');
  });

  it('unsubscribes a visitor without loading a user config', async () => {
    network = installFakeBff({
      'POST /api/account-entry/newsletter': {
        body: { data: { to: 'd***@betarena.example', subscribed: false, wasSubscribed: true } },
      },
    });
    renderForm(
      <EntryForm
        action="newsletter"
        lng="en"
        fields={{ token: TOKEN }}
        submit="Unsubscribe"
        submitting="Unsubscribing…"
      />,
      false,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' })));
    expect(network.calls.map((call) => call.path)).toEqual([
      '/api/account-entry/newsletter?lang=en',
    ]);
    expect(network.calls[0]?.body).toEqual({ token: TOKEN });
    expect(replace).toHaveBeenCalledWith('/en/user/stopnewsletter?done=unsubscribed');
  });
});
