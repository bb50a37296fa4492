import { act, fireEvent, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { renderWithProviders } from '@/tests/render';
import type { Account } from '@/server/upstream/schemas/accounts';
import { WalletsClient } from './WalletsClient';

const main: Account = { id: 1, type: 0, currencyId: 1, currency: 'RUB', balance: '100.00' };
const bonus: Account = { id: 2, type: 4, currencyId: 1, currency: 'RUB', balance: '5.00' };
const usd: Account = { id: 7, type: 9, currencyId: 2, currency: 'USD', balance: '0.00' };

// jsdom has no fetch: the BFF's answers are stubbed at the network edge with what it reads.
function answer(body: unknown, status = 200): Promise<Response> {
  return Promise.resolve({
    ok: status < 300,
    status,
    headers: { get: () => null },
    text: async () => JSON.stringify(body),
  } as unknown as Response);
}

type Network = (input: string, init?: RequestInit) => Promise<Response>;

function stubNetwork(network: Network) {
  globalThis.fetch = jest.fn(network) as unknown as typeof fetch;
}

/** Presses Remove on the account in `currency` and confirms the question it asks. */
async function removeConfirmed(currency: string) {
  fireEvent.click(screen.getByRole('button', { name: `Remove ${currency}` }));
  const question = await screen.findByRole('dialog', { name: `Remove the ${currency} account?` });
  fireEvent.click(within(question).getByRole('button', { name: 'Remove' }));
}

const LABELS = {
  main_query_error: en.notifications.main_query_error,
  main_save_success: en.notifications.main_save_success,
};

function renderWallets(accounts: Account[] = [main, bonus]) {
  return renderWithProviders(
    <NextIntlClientProvider
      locale="en"
      messages={{ wallets: en.wallets, main_account_will_set: en.main_account_will_set }}
    >
      <WalletsClient lng="en" initial={{ accounts, activeAccount: main }} labels={LABELS} />
    </NextIntlClientProvider>,
  );
}

const notice = (role: 'status' | 'alert', text: string | RegExp) =>
  screen.findByText(text, { selector: `[role=${role}] p` });

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.useRealTimers();
});

describe('the wallets page (spec 02 §4 Accounts)', () => {
  it('lists the accounts by type with balance and currency, the active one marked', () => {
    renderWallets();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Main account.*100\.00 RUB.*Active$/),
      expect.stringMatching(/^Bonus account.*5\.00 RUB.*Make active$/),
    ]);
    const offered = within(screen.getByLabelText('Currency')).getAllByRole('option');
    expect(offered.map((option) => option.textContent)).not.toContain('RUB');
  });

  it('adds a currency: the button is pending, the server’s message shows, the account appears', async () => {
    jest.useFakeTimers();
    const listed = [
      [main, bonus],
      [main, bonus, usd],
    ];
    let fetches = 0;
    stubNetwork((input, init) => {
      const url = String(input);
      if (url.endsWith('/api/accounts/currencies') && init?.method === 'POST') {
        return answer({ data: { message: 'Your USD account is being opened' } }, 202);
      }
      const accounts = listed[Math.min(fetches++, 1)] ?? [];
      return answer({ data: { accounts, activeAccount: main } });
    });
    renderWallets();

    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'USD' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add currency' }));
    expect(await notice('status', 'Your USD account is being opened')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Opening the account…' })).toBeDisabled();

    await act(() => jest.advanceTimersByTimeAsync(2000));

    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getAllByRole('listitem')[2]).toHaveTextContent(/Currency account.*USD/);
    expect(screen.getByRole('button', { name: 'Add currency' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Remove USD' })).toBeInTheDocument();
  });

  it('asks before it removes an account, and Keep it keeps it', async () => {
    const calls: string[] = [];
    stubNetwork((input, init) => {
      calls.push(`${init?.method ?? 'GET'} ${input}`);
      return answer({ data: { accounts: [main, usd], activeAccount: main } });
    });
    renderWallets([main, usd]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove USD' }));
    const question = await screen.findByRole('dialog', { name: 'Remove the USD account?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Keep it' }));
    await act(async () => undefined);
    expect(screen.queryByRole('dialog', { name: 'Remove the USD account?' })).toBeNull();
    expect(calls.filter((call) => call.startsWith('DELETE'))).toEqual([]);
    expect(screen.getByRole('button', { name: 'Remove USD' })).toBeEnabled();
  });

  it('shows the server’s refusal of a removal', async () => {
    stubNetwork((input, init) => {
      if (init?.method === 'DELETE') {
        return answer(
          {
            errors: [
              { status: '409', code: 'balance_not_zero', title: 'Withdraw the balance first' },
            ],
          },
          409,
        );
      }
      return answer({ data: { accounts: [main, usd], activeAccount: main } });
    });
    renderWallets([main, usd]);
    await removeConfirmed('USD');
    expect(await screen.findByRole('alert')).toHaveTextContent('ErrorWithdraw the balance first');
  });

  it('says the request failed when the network does', async () => {
    stubNetwork((_input, init) =>
      init?.method === 'DELETE'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : answer({ data: { accounts: [main, usd], activeAccount: main } }),
    );
    renderWallets([main, usd]);
    await removeConfirmed('USD');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The request did not go through. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Remove USD' })).toBeEnabled();
  });

  it('makes an account active and says it will be the main account', async () => {
    let active = main;
    stubNetwork((input) => {
      if (String(input).endsWith('/api/accounts/active')) active = bonus;
      return answer({ data: { accounts: [main, bonus], activeAccount: active } });
    });
    renderWallets();
    fireEvent.click(screen.getByRole('button', { name: 'Make active' }));
    expect(await notice('status', 'Account 2 will be set as the main account.')).toBeVisible();
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent(/Active$/);
  });

  it('tells the player when the account cannot be made active', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubNetwork((input) =>
      String(input).endsWith('/api/accounts/active')
        ? answer({ errors: [{ status: '409', code: 'x', title: 'Not now' }] }, 409)
        : answer({ data: { accounts: [main, bonus], activeAccount: main } }),
    );
    renderWallets();
    fireEvent.click(screen.getByRole('button', { name: 'Make active' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The request did not go through. Please try again.',
    );
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent(/Active$/);
    logged.mockRestore();
  });
});
