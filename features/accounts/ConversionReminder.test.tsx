import { fireEvent, screen } from '@testing-library/react';
import { initialAuthState } from '@/features/session/authSlice';
import { renderWithProviders } from '@/tests/render';
import type { Account } from '@/server/upstream/schemas/accounts';
import { initialAccountsState, type AccountsState } from './accountsSlice';
import { ConversionReminder } from './ConversionReminder';

const labels = {
  conversion: 'Your account can be converted',
  conversionHrk: 'Your HRK account can be converted to euro',
  main: 'Main account text',
  additional: 'Additional account text',
  wallets: 'Go to wallets',
};

const main = (currency: string): Account => ({
  id: 1,
  type: 0,
  currencyId: 1,
  currency,
  balance: '10.00',
});
const extra = (currency: string): Account => ({ ...main(currency), id: 2, type: 9 });

function renderReminder(accounts: Partial<AccountsState>, userId: number | null = 7) {
  return renderWithProviders(<ConversionReminder lng="en" labels={labels} />, {
    preloadedState: {
      auth: { ...initialAuthState, userId },
      accounts: { ...initialAccountsState, status: 'loaded', ...accounts },
    },
  });
}

describe('ConversionReminder (spec 01 §4 Other, §6)', () => {
  beforeEach(() => sessionStorage.clear());

  it('reminds once per session that the main HRK account may be converted, leading to wallets', () => {
    const { unmount } = renderReminder({ accounts: [main('HRK')], conversionAllowStatus: 1 });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Your HRK account can be converted to euro');
    expect(status).toHaveTextContent('Main account text');
    expect(screen.getByRole('link', { name: 'Go to wallets' })).toHaveAttribute(
      'href',
      '/en/office/wallets',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close notice' }));
    expect(screen.queryByRole('status')).toBeNull();
    unmount();

    renderReminder({ accounts: [main('HRK')], conversionAllowStatus: 1 });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('names an additional account with the general title', () => {
    renderReminder({ accounts: [main('RUB'), extra('BYN')], conversionAllowStatus: 2 });
    expect(screen.getByRole('status')).toHaveTextContent('Your account can be converted');
    expect(screen.getByRole('status')).toHaveTextContent('Additional account text');
  });

  it('says nothing when no conversion is allowed, or to a visitor', () => {
    renderReminder({ accounts: [main('HRK')], conversionAllowStatus: 0 });
    expect(screen.queryByRole('status')).toBeNull();
    renderReminder({ accounts: [main('HRK')], conversionAllowStatus: 1 }, null);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
