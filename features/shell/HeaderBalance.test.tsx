import { act, screen } from '@testing-library/react';
import { accountsLoaded } from '@/features/accounts/accountsSlice';
import { installFakeBff } from '@/features/bff/testing/fake-bff';
import type { Account } from '@/server/upstream/schemas/accounts';
import { renderWithProviders } from '@/tests/render';
import { HeaderBalance } from './HeaderBalance';

// issue 22 §4: a signed-in player sees the active balance and Deposit in the header.

const main: Account = { id: 1, type: 0, currencyId: 1, currency: 'RUB', balance: '50000.00' };
const usd: Account = { id: 7, type: 9, currencyId: 2, currency: 'USD', balance: '12.50' };
const labels = { balance: 'Balance', deposit: 'Deposit' };

let network: ReturnType<typeof installFakeBff> | null = null;
afterEach(() => network?.restore());

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('the header balance', () => {
  it('holds its room until the accounts are known, then shows the active one', () => {
    const { store } = renderWithProviders(<HeaderBalance lng="en" labels={labels} />);
    const balance = screen.getByRole('link', { name: 'Balance' });
    expect(balance).toHaveAttribute('aria-busy', 'true');
    expect(balance).toHaveAttribute('href', '/en/office/wallets');
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/en/office/recharge',
    );

    act(() => {
      store.dispatch(accountsLoaded({ accounts: [main, usd], activeAccount: main }));
    });
    expect(screen.getByRole('link', { name: 'Balance: ₽50,000.00' })).not.toHaveAttribute(
      'aria-busy',
    );
    // Another active account: its own money, in its own currency.
    act(() => {
      store.dispatch(accountsLoaded({ accounts: [main, usd], activeAccount: usd }));
    });
    expect(screen.getByRole('link', { name: 'Balance: $12.50' })).toBeInTheDocument();
  });

  it('asks for the balance again when the player comes back to the tab, at most every 10 s', async () => {
    network = installFakeBff({
      'GET /api/accounts': {
        body: { data: { accounts: [{ ...main, balance: '61000.00' }], activeAccount: main } },
      },
    });
    const { store } = renderWithProviders(<HeaderBalance lng="en" labels={labels} />);
    act(() => {
      store.dispatch(accountsLoaded({ accounts: [main], activeAccount: main }));
    });
    await act(async () => {
      setVisibility('hidden');
      setVisibility('visible');
    });
    expect(await screen.findByRole('link', { name: 'Balance: ₽61,000.00' })).toBeInTheDocument();
    await act(async () => {
      setVisibility('hidden');
      setVisibility('visible');
    });
    expect(network.callsTo('GET /api/accounts')).toHaveLength(1);
  });
});
