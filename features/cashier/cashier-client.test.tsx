import { act, fireEvent, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import en from '@/messages/en.json';
import type { PaymentMethod, Withdrawal } from '@/server/upstream/schemas/cashier';
import { renderWithProviders } from '@/tests/render';
import { CancelWithdrawal } from './CancelWithdrawal';
import { PaymentForm } from './PaymentForm';
import { MailingSwitches } from './MailingSwitches';
import { PaymentProblemForm } from './PaymentProblemForm';
import { PromoCheckForm } from './PromoCheckForm';

const refresh = jest.fn();
const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push }) }));

interface Call {
  url: string;
  method: string;
  body: unknown;
}
let calls: Call[] = [];

// jsdom has no fetch: the BFF's answers are stubbed at the network edge.
function stubNetwork(answer: (call: Call) => { status: number; body?: unknown }) {
  globalThis.fetch = jest.fn(async (input: string, init?: RequestInit) => {
    const call = {
      url: String(input),
      method: init?.method ?? 'GET',
      body: init?.body === undefined ? undefined : JSON.parse(String(init.body)),
    };
    calls.push(call);
    const { status, body } = answer(call);
    return {
      ok: status < 300,
      status,
      headers: { get: () => null },
      text: async () => (body === undefined ? '' : JSON.stringify(body)),
    } as unknown as Response;
  }) as unknown as typeof fetch;
}

const realFetch = globalThis.fetch;
beforeEach(() => {
  calls = [];
  refresh.mockClear();
  push.mockClear();
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

function withMessages(ui: ReactNode) {
  return renderWithProviders(
    <NextIntlClientProvider locale="en" messages={{ cashier: en.cashier }}>
      {ui}
    </NextIntlClientProvider>,
  );
}

const METHODS: PaymentMethod[] = [
  {
    id: 'card',
    name: 'Bank card',
    kind: 'card',
    deposit: { min: '100.00', max: '600000.00', feePercent: 0, processingMinutes: 0 },
    withdrawal: { min: '500.00', max: '600000.00', feePercent: 0, processingMinutes: 1440 },
  },
  {
    id: 'mobile',
    name: 'Mobile balance',
    kind: 'mobile',
    deposit: { min: '100.00', max: '15000.00', feePercent: 3, processingMinutes: 0 },
    withdrawal: null,
  },
];

const WITHDRAWAL: Withdrawal = {
  id: 31,
  methodId: 'card',
  method: 'Bank card',
  amount: '1000.00',
  currency: 'RUB',
  status: 'pending',
  createdAt: '2026-03-14T12:00:00.000Z',
};

async function submit(form: string, amount: string) {
  fireEvent.change(screen.getByLabelText('Amount, RUB'), { target: { value: amount } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: form }));
  });
}

describe('the deposit form', () => {
  const deposit = (depositLimits = [] as never[]) =>
    withMessages(
      <PaymentForm
        lng="en"
        direction="deposit"
        currency="RUB"
        methods={METHODS}
        depositLimits={depositLimits}
      />,
    );

  it('sends the checked amount, says what was credited and goes to the result page', async () => {
    stubNetwork(() => ({
      status: 201,
      body: {
        data: {
          paymentId: 9,
          amount: '1500.50',
          fee: '0.00',
          currency: 'RUB',
          balance: '26500.50',
          status: 'success',
          redirectUrl: '/en/onpay/success',
        },
      },
    }));
    deposit();
    await submit('Deposit', '1500,50');
    expect(calls).toEqual([
      {
        url: '/api/cashier/deposits?lang=en',
        method: 'POST',
        body: { methodId: 'card', amount: '1500.50' },
      },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(
      '₽1,500.50 is on your account. Balance: ₽26,500.50.',
    );
    expect(push).toHaveBeenCalledWith('/en/onpay/success');
  });

  it('holds an amount outside the method’s range or above the limit without sending it', async () => {
    stubNetwork(() => ({ status: 500 }));
    deposit([{ limitType: 20, limit: '5000.00', used: '3000.00', remaining: '2000.00' }] as never);
    await submit('Deposit', '99');
    expect(screen.getByRole('alert')).toHaveTextContent('This method takes ₽100.00 to ₽600,000.00');
    await submit('Deposit', '2500');
    expect(screen.getByRole('alert')).toHaveTextContent('Your deposit limit leaves ₽2,000.00');
    await submit('Deposit', '12,3,4');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an amount like 1500');
    expect(calls).toEqual([]);
  });

  it('shows the server’s reason when a deposit limit refuses it', async () => {
    stubNetwork(() => ({
      status: 403,
      body: {
        errors: [
          {
            status: '403',
            code: 'deposit_limit',
            title: 'Your deposit limit allows 2000.00 RUB more (Deposit limit, 24 h)',
          },
        ],
      },
    }));
    deposit();
    await submit('Deposit', '5000');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your deposit limit allows 2000.00 RUB more (Deposit limit, 24 h)',
    );
    expect(push).not.toHaveBeenCalled();
  });
});

describe('the withdrawal form', () => {
  it('offers only methods that pay out and holds an amount above the balance', async () => {
    stubNetwork(() => ({ status: 201, body: { data: WITHDRAWAL } }));
    withMessages(
      <PaymentForm
        lng="en"
        direction="withdrawal"
        currency="RUB"
        methods={METHODS}
        withdrawable="1000.00"
      />,
    );
    expect(screen.queryByRole('radio', { name: /Mobile balance/ })).toBeNull();
    await submit('Request a withdrawal', '1000.01');
    expect(screen.getByRole('alert')).toHaveTextContent('You can withdraw at most ₽1,000.00');
    expect(calls).toEqual([]);

    await submit('Request a withdrawal', '1000');
    expect(calls[0]).toEqual({
      url: '/api/cashier/withdrawals',
      method: 'POST',
      body: { methodId: 'card', amount: '1000' },
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Withdrawal № 31 of ₽1,000.00 is requested.',
    );
    expect(refresh).toHaveBeenCalled();
  });
});

describe('cancelling a withdrawal', () => {
  it('asks first, then cancels and says the money is back', async () => {
    stubNetwork(() => ({ status: 200, body: { data: { ...WITHDRAWAL, status: 'cancelled' } } }));
    withMessages(<CancelWithdrawal lng="en" withdrawal={WITHDRAWAL} />);
    await act(async () => {
      fireEvent.click(
        screen.getByRole('button', { name: 'Cancel the withdrawal № 31 of ₽1,000.00' }),
      );
    });
    expect(calls).toEqual([]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel the withdrawal' }));
    });
    expect(calls).toEqual([
      { url: '/api/cashier/withdrawals/31', method: 'DELETE', body: undefined },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'The withdrawal is cancelled: ₽1,000.00 is back on your balance.',
    );
    expect(refresh).toHaveBeenCalled();
  });

  it('keeps the withdrawal when the player says so', async () => {
    stubNetwork(() => ({ status: 500 }));
    withMessages(<CancelWithdrawal lng="en" withdrawal={WITHDRAWAL} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Cancel the withdrawal № 31/ }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    });
    expect(calls).toEqual([]);
  });
});

describe('a payment request', () => {
  it('holds a message that is too short, then sends and goes to the list', async () => {
    stubNetwork(() => ({
      status: 201,
      body: {
        data: {
          id: 3,
          topicId: 1,
          subTopicId: 2,
          transactionId: 9,
          message: 'The money left my card.',
          status: 'open',
          createdAt: '2026-03-14T12:00:00.000Z',
        },
      },
    }));
    withMessages(<PaymentProblemForm lng="en" topicId={1} subTopicId={2} transactionId={9} />);
    const text = screen.getByLabelText('Describe the problem');
    fireEvent.change(text, { target: { value: 'help' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Write from 10 to 2000 characters');
    expect(calls).toEqual([]);

    fireEvent.change(text, { target: { value: 'The money left my card.' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    });
    expect(calls[0]?.body).toEqual({
      topicId: 1,
      subTopicId: 2,
      transactionId: 9,
      message: 'The money left my card.',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Request № 3 is sent.');
    expect(push).toHaveBeenCalledWith('/en/office/payment/requests');
  });
});

describe('the promo check', () => {
  it('holds a malformed code, then shows what a valid one gives', async () => {
    stubNetwork(() => ({
      status: 200,
      body: {
        data: {
          code: 'WELCOME100',
          status: 'valid',
          title: '100% on your first deposit, up to 10 000 ₽',
          expiresAt: '2026-04-13T12:00:00.000Z',
        },
      },
    }));
    withMessages(<PromoCheckForm lng="en" />);
    const input = screen.getByLabelText('Promo code');
    fireEvent.change(input, { target: { value: 'a b' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Enter 3 to 32 letters, digits or dashes');
    expect(calls).toEqual([]);

    fireEvent.change(input, { target: { value: 'welcome100' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    });
    expect(calls).toEqual([
      { url: '/api/cashier/promo-check?lang=en', method: 'POST', body: { code: 'WELCOME100' } },
    ]);
    expect(screen.getByRole('region', { name: 'What the code gives' })).toHaveTextContent(
      '100% on your first deposit, up to 10 000 ₽',
    );
    expect(screen.getByRole('status')).toHaveTextContent('WELCOME100 is valid: you can use it.');
  });
});

describe('the mailing switches', () => {
  const initial = { email: true, sms: false, push: true, news: false };

  it('saves a flipped switch and says so', async () => {
    stubNetwork(() => ({ status: 200, body: { data: { ...initial, sms: true } } }));
    withMessages(<MailingSwitches initial={initial} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('switch', { name: /SMS/ }));
    });
    expect(calls).toEqual([
      { url: '/api/cashier/mailing', method: 'PUT', body: { channel: 'sms', enabled: true } },
    ]);
    expect(screen.getByRole('switch', { name: /SMS/ })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('SMS: on');
  });

  it('puts the switch back when the save fails', async () => {
    stubNetwork(() => ({ status: 500 }));
    withMessages(<MailingSwitches initial={initial} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('switch', { name: /E-mail/ }));
    });
    expect(screen.getByRole('switch', { name: /E-mail/ })).toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent('The setting could not be saved.');
  });
});
