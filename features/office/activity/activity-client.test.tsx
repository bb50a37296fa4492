import { act, fireEvent, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import en from '@/messages/en.json';
import { ACTIVE_BONUS, OPEN_TICKET, READ_MESSAGE } from '@/server/office/office.fixture';
import type { InboxMessage } from '@/server/upstream/schemas/office';
import { renderWithProviders } from '@/tests/render';
import { BonusOffers, type BonusOffer } from './BonusOffers';
import { MessageItem } from './MessageItem';
import { SupportForm } from './SupportForm';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

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
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

function withMessages(ui: ReactNode) {
  return renderWithProviders(
    <NextIntlClientProvider locale="en" messages={{ officeActivity: en.officeActivity }}>
      {ui}
    </NextIntlClientProvider>,
  );
}

const refusal = (status: number, code: string, title: string) => ({
  status,
  body: { errors: [{ status: String(status), code, title }] },
});

describe('deposit bonus offers', () => {
  const offer: BonusOffer = {
    id: 3,
    name: 'Reload bonus 50%',
    terms: ['50% of your last deposit, up to ₽5,000.00'],
    until: 'Offer ends 28.03.2026, 15:00',
    currency: 'RUB',
  };

  it('takes a bonus: says what was credited, drops the offer, refreshes the page', async () => {
    stubNetwork(() => ({ status: 200, body: { data: ACTIVE_BONUS } }));
    const { rerender } = withMessages(<BonusOffers lng="en" offers={[offer]} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Take Reload bonus 50%' }));
    });
    expect(calls).toEqual([
      { url: '/api/office/bonuses/3?lang=en', method: 'POST', body: { action: 'take' } },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'DoneReload bonus 50% is yours: ₽2,500.00 is on your bonus account.',
    );
    expect(refresh).toHaveBeenCalled();
    // Gone before the refreshed page arrives, so it cannot be taken twice.
    expect(screen.queryByRole('button', { name: /Take/ })).toBeNull();
    expect(screen.getByText(/No deposit bonuses are offered to you right now/)).toBeVisible();
    // The refreshed page no longer lists the offer; the player still sees what happened.
    rerender(
      <NextIntlClientProvider locale="en" messages={{ officeActivity: en.officeActivity }}>
        <BonusOffers lng="en" offers={[]} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('is yours');
  });

  it('shows the server’s reason when it refuses, and offers the buttons again', async () => {
    stubNetwork(() => refusal(409, 'offer_expired', 'The offer has expired'));
    withMessages(<BonusOffers lng="en" offers={[offer]} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Refuse Reload bonus 50%' }));
    });
    expect(calls[0]?.body).toEqual({ action: 'refuse' });
    expect(screen.getByRole('alert')).toHaveTextContent('ErrorThe offer has expired');
    expect(screen.getByRole('button', { name: 'Take Reload bonus 50%' })).toBeEnabled();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('says so when there is nothing to take', () => {
    withMessages(<BonusOffers lng="en" offers={[]} />);
    expect(screen.getByText(/No deposit bonuses are offered to you right now/)).toBeVisible();
  });
});

describe('an inbox message', () => {
  const unread: InboxMessage = {
    ...READ_MESSAGE,
    body: 'Card withdrawals usually arrive within 1–3 business days.',
    isRead: false,
  };

  function renderItem(message = unread) {
    return withMessages(
      <ul>
        <MessageItem lng="en" message={message} sentAt="14.03.2026, 14:00" />
      </ul>,
    );
  }

  it('opening an unread message shows it, marks it read upstream and refreshes the count', async () => {
    stubNetwork(() => ({ status: 200, body: { data: { ...unread, isRead: true } } }));
    renderItem();
    const toggle = screen.getByRole('button', {
      name: 'Your withdrawal is being processed (unread)',
    });
    expect(screen.getByText(/Card withdrawals/)).not.toBeVisible();
    await act(async () => {
      fireEvent.click(toggle);
    });
    expect(screen.getByText(/Card withdrawals/)).toBeVisible();
    expect(calls).toEqual([
      { url: '/api/office/messages/5/read?lang=en', method: 'POST', body: {} },
    ]);
    expect(toggle).toHaveAccessibleName('Your withdrawal is being processed');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('opening a read message asks nothing', async () => {
    stubNetwork(() => ({ status: 500 }));
    renderItem({ ...unread, isRead: true });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Your withdrawal is being processed' }));
    });
    expect(calls).toEqual([]);
  });

  it('stays unread and says why when marking it read fails', async () => {
    stubNetwork(() => refusal(404, 'message_not_found', 'No such message'));
    renderItem();
    await act(async () => {
      fireEvent.click(
        screen.getByRole('button', { name: 'Your withdrawal is being processed (unread)' }),
      );
    });
    expect(screen.getByRole('alert')).toHaveTextContent('ErrorNo such message');
    expect(
      screen.getByRole('button', { name: 'Your withdrawal is being processed (unread)' }),
    ).toHaveAttribute('aria-expanded', 'true');
  });

  /** Presses Delete on the message and confirms the question it asks (issue 22 §5). */
  async function deleteConfirmed() {
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Delete the message “Your withdrawal is being processed”',
      }),
    );
    const question = await screen.findByRole('dialog', { name: 'Delete the message?' });
    expect(question).toHaveTextContent('“Your withdrawal is being processed” will be deleted');
    await act(async () => {
      fireEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    });
  }

  it('asks before deleting; Keep it keeps the message and asks the upstream nothing', async () => {
    stubNetwork(() => ({ status: 204 }));
    renderItem();
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Delete the message “Your withdrawal is being processed”',
      }),
    );
    const question = await screen.findByRole('dialog', { name: 'Delete the message?' });
    await act(async () => {
      fireEvent.click(within(question).getByRole('button', { name: 'Keep it' }));
    });
    expect(calls).toEqual([]);
    expect(screen.getByRole('listitem')).toBeInTheDocument();
  });

  it('deletes the message: it leaves the list and a notice says so', async () => {
    stubNetwork(() => ({ status: 204 }));
    renderItem();
    await deleteConfirmed();
    expect(calls).toEqual([{ url: '/api/office/messages/5', method: 'DELETE', body: undefined }]);
    expect(screen.getByRole('status')).toHaveTextContent('DoneThe message is deleted.');
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(refresh).toHaveBeenCalled();
  });

  it('keeps the message and says so when the delete gets no answer', async () => {
    stubNetwork(() => ({ status: 502 }));
    renderItem();
    await deleteConfirmed();
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Try again.');
    expect(screen.getByRole('button', { name: /^Delete the message/ })).toBeEnabled();
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('the support request form', () => {
  it('names each field that is wrong and sends nothing', async () => {
    stubNetwork(() => ({ status: 500 }));
    withMessages(<SupportForm />);
    fireEvent.change(screen.getByLabelText('Your question'), { target: { value: 'Help me' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(screen.getByLabelText('Topic')).toHaveAccessibleDescription('Choose a topic.');
    expect(screen.getByLabelText('Your question')).toHaveAccessibleDescription(
      'Write at least 10 characters.',
    );
    expect(calls).toEqual([]);
  });

  it('sends the request, confirms it with its number and clears the form', async () => {
    stubNetwork(() => ({
      status: 201,
      body: {
        data: { ...OPEN_TICKET, id: 42 },
      },
    }));
    withMessages(<SupportForm />);
    fireEvent.change(screen.getByLabelText('Topic'), { target: { value: 'bonuses' } });
    fireEvent.change(screen.getByLabelText('Your question'), {
      target: { value: ' How do I wager the bonus? ' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(calls).toEqual([
      {
        url: '/api/office/support',
        method: 'POST',
        body: { topic: 'bonuses', message: 'How do I wager the bonus?' },
      },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('DoneRequest #42 is sent.');
    expect(screen.getByLabelText('Your question')).toHaveValue('');
    expect(refresh).toHaveBeenCalled();
  });

  it('shows the server’s refusal', async () => {
    stubNetwork(() => refusal(429, 'too_many_open_tickets', 'Too many open requests'));
    withMessages(<SupportForm />);
    fireEvent.change(screen.getByLabelText('Topic'), { target: { value: 'other' } });
    fireEvent.change(screen.getByLabelText('Your question'), {
      target: { value: 'Is anybody there?' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('ErrorToo many open requests');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByLabelText('Your question')).toHaveValue('Is anybody there?');
  });
});
