import { act, fireEvent, screen } from '@testing-library/react';
import { bffError, installFakeBff } from '@/features/bff/testing/fake-bff';
import { renderWithProviders } from '@/tests/render';
import { LoyaltyActionForm } from './LoyaltyActionForm';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

let network: ReturnType<typeof installFakeBff> | null = null;
beforeEach(() => refresh.mockClear());
afterEach(() => {
  network?.restore();
  network = null;
});

const EXCHANGE = '/api/office/loyalty/rewards/exchanges';

function renderExchange(initial?: { errors: Record<string, string>; alert: string | null }) {
  return renderWithProviders(
    <LoyaltyActionForm
      lng="en"
      action={EXCHANGE}
      fields={{ rewardId: 3 }}
      label="Exchange"
      pendingLabel="Exchanging…"
      accessibleName="Exchange 2,500 points for Bonus ₽1,000.00"
      sentText="You exchanged 2,500 points for Bonus ₽1,000.00."
      codeTexts={{ not_enough_points: 'Not enough points: you have 1,350.' }}
      failed="The reward could not be exchanged."
      {...(initial ? { initial } : {})}
    />,
  );
}

const press = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Exchange' }));
  });
};

describe('the loyalty action form', () => {
  it('posts itself to the BFF with the page’s language and its fields when JavaScript is off', () => {
    network = installFakeBff({});
    const { container } = renderExchange();
    const form = screen.getByRole('form', { name: 'Exchange 2,500 points for Bonus ₽1,000.00' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', `${EXCHANGE}?lng=en`);
    expect(container.querySelector('input[type="hidden"][name="rewardId"]')).toHaveValue('3');
  });

  it('sends the fields as JSON, says it is done and renders the page again', async () => {
    network = installFakeBff({ [`POST ${EXCHANGE}`]: { status: 201, body: { data: {} } } });
    renderExchange();
    await press();
    expect(network.calls.map((c) => c.body)).toEqual([{ rewardId: 3 }]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it('shows a refusal under the button: its own text for a known code, else the server’s', async () => {
    network = installFakeBff({
      [`POST ${EXCHANGE}`]: [
        bffError(409, 'not_enough_points', 'Not enough points'),
        bffError(404, 'unknown_reward', 'There is no such reward'),
      ],
    });
    renderExchange();
    await press();
    expect(screen.getByRole('alert')).toHaveTextContent('Not enough points: you have 1,350.');
    await press();
    expect(screen.getByRole('alert')).toHaveTextContent('There is no such reward');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('starts with the refusal a post without JavaScript came back with', () => {
    network = installFakeBff({});
    renderExchange({ errors: {}, alert: 'Not enough points: you have 1,350.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Not enough points: you have 1,350.');
  });
});
