import { act, fireEvent, screen } from '@testing-library/react';
import { initialAuthState } from '@/features/session/authSlice';
import { jsonResponse } from '@/features/casino/testing/json-response';
import { renderWithProviders } from '@/tests/render';
import { TotoCouponForm, type TotoFormLabels } from './TotoCouponForm';
import { pickInputName } from './toto-pricing';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const LABELS: TotoFormLabels = {
  missing: '{count} left to pick',
  summary: '{combinations} combinations · {stake}',
  place: 'Place coupon',
  placing: 'Placing…',
  placed: 'Coupon №{id} is placed on draw №{draw}: {combinations} combinations, {stake}.',
  main_query_error: 'The coupon could not be placed.',
};

// jsdom has no fetch: the BFF is stubbed at the network edge.
let sent: { path: string; body: unknown }[];
function stubBff(status: number, body: unknown) {
  sent = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ path: String(input), body: JSON.parse(String(init?.body)) });
    return jsonResponse(status, body);
  }) as typeof fetch;
}

function renderForm() {
  return renderWithProviders(
    <TotoCouponForm
      lng="en"
      drawId={200123}
      drawNumber={123}
      eventCount={3}
      combinationPrice="10.00"
      currency="RUB"
      labels={LABELS}
    >
      {[1, 2, 3].map((position) => (
        <fieldset key={position}>
          {['1', 'X', '2'].map((pick) => (
            <input
              key={pick}
              type="checkbox"
              name={pickInputName(position)}
              value={pick}
              aria-label={`Event ${position}: ${pick}`}
            />
          ))}
        </fieldset>
      ))}
    </TotoCouponForm>,
    { preloadedState: { auth: { ...initialAuthState, userId: 1001 } } },
  );
}

const tick = (name: string) => fireEvent.click(screen.getByRole('checkbox', { name }));

jest.setTimeout(20_000);

describe('the toto pick form', () => {
  beforeEach(() => refresh.mockReset());

  it('asks for every event before the coupon can be placed', () => {
    renderForm();
    expect(screen.getByRole('status')).toHaveTextContent('3 left to pick');
    tick('Event 1: 1');
    expect(screen.getByRole('status')).toHaveTextContent('2 left to pick');
    expect(screen.getByRole('button', { name: 'Place coupon' })).toBeDisabled();
  });

  it('prices a system as the product of picks per event and places it', async () => {
    stubBff(201, {
      data: {
        coupon: { id: 77, drawNumber: 123, combinations: 6, stake: '60.00', currency: 'RUB' },
      },
    });
    renderForm();
    tick('Event 1: 1');
    tick('Event 1: X');
    tick('Event 2: 2');
    tick('Event 3: 1');
    tick('Event 3: X');
    tick('Event 3: 2');
    expect(screen.getByRole('status')).toHaveTextContent(
      '6 combinations · RUB 60.00'.replace('RUB ', '₽'),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Place coupon' })));
    expect(sent).toEqual([
      {
        path: '/api/toto/coupons?lang=en',
        body: { drawId: 200123, picks: [['1', 'X'], ['2'], ['1', 'X', '2']] },
      },
    ]);
    expect(
      await screen.findByText('Coupon №77 is placed on draw №123: 6 combinations, ₽60.00.'),
    ).toBeInTheDocument();
    expect(refresh).toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: 'Event 1: 1' })).not.toBeChecked();
  });

  it('shows the upstream’s reason when the coupon is refused', async () => {
    stubBff(409, {
      errors: [{ status: '409', code: 'draw_closed', title: 'The draw does not take coupons' }],
    });
    renderForm();
    for (const position of [1, 2, 3]) tick(`Event ${position}: X`);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Place coupon' })));
    expect(await screen.findByText('The draw does not take coupons')).toBeInTheDocument();
    expect(refresh).not.toHaveBeenCalled();
  });
});
