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

function renderWallets() {
  return renderWithProviders(
    <NextIntlClientProvider
      locale="en"
      messages={{ wallets: en.wallets, main_account_will_set: en.main_account_will_set }}
    >
      <WalletsClient lng="en" initial={{ accounts: [main, bonus], activeAccount: main }} />
    </NextIntlClientProvider>,
  );
}

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
    expect(await screen.findByText('Your USD account is being opened')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opening the account…' })).toBeDisabled();

    await act(() => jest.advanceTimersByTimeAsync(2000));

    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getAllByRole('listitem')[2]).toHaveTextContent(/Currency account.*USD/);
    expect(screen.getByRole('button', { name: 'Add currency' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Remove USD' })).toBeInTheDocument();
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
    renderWithProviders(
      <NextIntlClientProvider locale="en" messages={{ wallets: en.wallets }}>
        <WalletsClient lng="en" initial={{ accounts: [main, usd], activeAccount: main }} />
      </NextIntlClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove USD' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Withdraw the balance first');
  });

  it('makes an account active and says it will be the main account', async () => {
    let active = main;
    stubNetwork((input) => {
      if (String(input).endsWith('/api/accounts/active')) active = bonus;
      return answer({ data: { accounts: [main, bonus], activeAccount: active } });
    });
    renderWallets();
    fireEvent.click(screen.getByRole('button', { name: 'Make active' }));
    expect(await screen.findByText('Account 2 will be set as the main account.')).toBeVisible();
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent(/Active$/);
  });
});
