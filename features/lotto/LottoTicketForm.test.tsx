import { act, fireEvent, screen } from '@testing-library/react';
import { initialAuthState } from '@/features/session/authSlice';
import { jsonResponse } from '@/features/casino/testing/json-response';
import { renderWithProviders } from '@/tests/render';
import { LottoTicketForm, type LottoFormLabels } from './LottoTicketForm';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const LABELS: LottoFormLabels = {
  legend: 'Your numbers',
  picked: '{picked} of {max} picked',
  quickPick: 'Quick pick',
  clear: 'Clear',
  buy: 'Buy ticket · {price}',
  buying: 'Buying…',
  bought: 'Ticket №{id} is bought for draw №{draw}: {numbers}.',
  main_query_error: 'The ticket could not be bought.',
};

let sent: { path: string; body: unknown }[];
function stubBff(status: number, body: unknown) {
  sent = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ path: String(input), body: JSON.parse(String(init?.body)) });
    return jsonResponse(status, body);
  }) as typeof fetch;
}

function renderGrid() {
  renderWithProviders(
    <LottoTicketForm
      lng="en"
      lottery="5-36"
      rules={{ numbers: 36, pickMin: 5, pickMax: 5 }}
      price="80.00"
      currency="RUB"
      labels={LABELS}
    />,
    { preloadedState: { auth: { ...initialAuthState, userId: 1001 } } },
  );
}
const ball = (n: number) => screen.getByRole('checkbox', { name: String(n) });
const buyButton = () => screen.getByRole('button', { name: /Buy ticket/ });

// A shared, busy machine: the notification host renders in the same act.
jest.setTimeout(20_000);

describe('the lotto number grid', () => {
  beforeEach(() => refresh.mockReset());

  it('offers 36 numbers and no sixth once five are ticked', () => {
    renderGrid();
    expect(screen.getAllByRole('checkbox')).toHaveLength(36);
    for (const n of [3, 14, 15, 9, 26]) fireEvent.click(ball(n));
    expect(screen.getByRole('status')).toHaveTextContent('5 of 5 picked');
    expect(ball(1)).toBeDisabled();
    expect(ball(3)).toBeEnabled();
    expect(buyButton()).toBeEnabled();
    fireEvent.click(ball(3));
    expect(buyButton()).toBeDisabled();
  });

  it('buys the ticket with the numbers ascending and says so', async () => {
    stubBff(201, { data: { ticket: { id: 9, drawNumber: 4411, numbers: [3, 9, 14, 15, 26] } } });
    renderGrid();
    for (const n of [26, 3, 14, 15, 9]) fireEvent.click(ball(n));
    await act(async () => fireEvent.click(buyButton()));
    expect(sent).toEqual([
      {
        path: '/api/lotto/tickets?lang=en',
        body: { lottery: '5-36', numbers: [3, 9, 14, 15, 26] },
      },
    ]);
    expect(
      await screen.findByText('Ticket №9 is bought for draw №4411: 3, 9, 14, 15, 26.'),
    ).toBeInTheDocument();
    expect(refresh).toHaveBeenCalled();
    expect(screen.getByText('0 of 5 picked')).toBeInTheDocument();
  });

  it('quick-picks a full ticket', () => {
    renderGrid();
    fireEvent.click(screen.getByRole('button', { name: 'Quick pick' }));
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(5);
  });

  it('shows the reason of a refusal', async () => {
    stubBff(400, {
      errors: [
        { status: '400', code: 'insufficient_balance', title: 'Not enough money on the account' },
      ],
    });
    renderGrid();
    for (const n of [1, 2, 3, 4, 5]) fireEvent.click(ball(n));
    await act(async () => fireEvent.click(buyButton()));
    expect(await screen.findByText('Not enough money on the account')).toBeInTheDocument();
  });
});
