import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PasswordRecovery } from './PasswordRecovery';
import { bffError, installFakeBff } from '@/features/bff/testing/fake-bff';
import { renderAuth } from './testing/render-auth';

let network: ReturnType<typeof installFakeBff>;
afterEach(() => network.restore());

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });

async function reachResetStep() {
  renderAuth(<PasswordRecovery loginHref="/en/user/login" />);
  fill('E-mail or phone number', 'demo@betarena.example');
  fireEvent.click(screen.getByRole('button', { name: 'Get a code' }));
  expect(
    await screen.findByText(/^If the account exists, we sent a code\. It is valid until/),
  ).toBeInTheDocument();
  fill('Code', '123456');
  fill('New password', 'Fresh-pass-9');
  fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
}

describe('PasswordRecovery (spec 02 §5: wrong code vs time up)', () => {
  it('a wrong code says so', async () => {
    network = installFakeBff({
      'POST /api/auth/password/recovery': {
        body: { data: { sent: true, codeExpiresAt: '2030-01-01T10:00:00.000Z' } },
      },
      'POST /api/auth/password/reset': bffError(400, 'wrong_code', 'Wrong code', {
        pointer: '/code',
      }),
    });
    await reachResetStep();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The code is wrong.'));
    expect(network.callsTo('POST /api/auth/password/reset')[0]?.body).toEqual({
      login: 'demo@betarena.example',
      code: '123456',
      password: 'Fresh-pass-9',
    });
  });

  it('an expired code asks for a new one, keeping the login', async () => {
    network = installFakeBff({
      'POST /api/auth/password/recovery': {
        body: { data: { sent: true, codeExpiresAt: '2030-01-01T10:00:00.000Z' } },
      },
      'POST /api/auth/password/reset': bffError(400, 'time_up', 'Time is up', {
        pointer: '/code',
      }),
    });
    await reachResetStep();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The code has expired, request a new one.',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Request a new code' }));
    expect(screen.getByLabelText('E-mail or phone number', { selector: 'input' })).toHaveValue(
      'demo@betarena.example',
    );
  });

  it('a right code sets the password', async () => {
    network = installFakeBff({
      'POST /api/auth/password/recovery': {
        body: { data: { sent: true, codeExpiresAt: '2030-01-01T10:00:00.000Z' } },
      },
      'POST /api/auth/password/reset': { body: { data: { reset: true } } },
    });
    await reachResetStep();
    expect(
      await screen.findByText(
        'Your password has been changed. You can now log in with the new password.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/user/login');
  });

  it('a new password must follow the rule before the call', async () => {
    network = installFakeBff({});
    renderAuth(<PasswordRecovery startAt="reset" initialLogin="demo@betarena.example" />);
    fill('Code', '123456');
    fill('New password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(
      await screen.findByText('At least 8 characters, with a letter and a digit.', {
        selector: 'p[id$="-error"]',
      }),
    ).toBeInTheDocument();
    expect(network.calls).toHaveLength(0);
  });
});
