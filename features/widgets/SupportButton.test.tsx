import { act, fireEvent, screen, within } from '@testing-library/react';
import { initialAuthState } from '@/features/session/authSlice';
import { ClientTextsProvider } from '@/features/ui/ClientTexts';
import en from '@/messages/en.json';
import { renderWithProviders } from '@/tests/render';
import { SupportButton } from './SupportButton';
import type { SupportOption } from './support-options';

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
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

const t = en.widgets;
const ts = en.officeActivity.support;
const SOCIALS = [{ network: 'telegram', href: 'https://t.me/betarena_demo' }];
const RECEIPT = { id: 41, createdAt: '2026-05-04T10:00:00.000Z' };

function renderButton({
  options = ['callback', 'chat', 'email'],
  consultantId = 'betarena-support',
  signedIn = false,
}: { options?: SupportOption[]; consultantId?: string | null; signedIn?: boolean } = {}) {
  return renderWithProviders(
    <ClientTextsProvider
      locale="en"
      messages={{ widgets: en.widgets, officeActivity: { support: ts } }}
    >
      <p>Page</p>
      <SupportButton lng="en" options={options} consultantId={consultantId} socials={SOCIALS} />
    </ClientTextsProvider>,
    {
      preloadedState: {
        auth: { ...initialAuthState, userId: signedIn ? 1001 : null },
      },
    },
  );
}

const toggle = () => screen.getByRole('button', { name: t.support.toggle });
const optionList = () => screen.queryByRole('list', { name: t.support.options });
/** Opens an option from the list; its form (a dialog) or chat (a region) arrives with its code. */
const openOption = async (name: string) => {
  fireEvent.click(toggle());
  fireEvent.click(screen.getByRole('button', { name }));
  if (name === t.support.chat) await screen.findByRole('region', { name: t.chat.title });
  else await screen.findByRole('dialog');
};
const submit = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe('the support button (spec 01 §4 "Support button")', () => {
  it('opens and closes the option list', () => {
    renderButton();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(optionList()).toBeNull();
    fireEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(optionList() as HTMLElement)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([t.support.callback, t.support.chat, t.support.email]);
    expect(screen.getByRole('link', { name: 'telegram' })).toHaveAttribute(
      'href',
      'https://t.me/betarena_demo',
    );
    fireEvent.click(toggle());
    expect(optionList()).toBeNull();
  });

  it('closes the list on Escape, giving focus back to the button, and on a click elsewhere', () => {
    renderButton();
    fireEvent.click(toggle());
    fireEvent.keyDown(screen.getByRole('button', { name: t.support.email }), { key: 'Escape' });
    expect(optionList()).toBeNull();
    expect(toggle()).toHaveFocus();
    fireEvent.click(toggle());
    fireEvent.pointerDown(screen.getByText('Page'));
    expect(optionList()).toBeNull();
  });

  it('lists only the options it is given', () => {
    renderButton({ options: ['email'], consultantId: null });
    fireEvent.click(toggle());
    expect(within(optionList() as HTMLElement).getAllByRole('button')).toHaveLength(1);
  });
});

describe('call back', () => {
  it('checks the number before sending anything', async () => {
    stubNetwork(() => ({ status: 201, body: { data: RECEIPT } }));
    renderButton();
    await openOption(t.support.callback);
    const dialog = screen.getByRole('dialog', { name: t.callback.title });
    fireEvent.change(within(dialog).getByLabelText(t.callback.phone), {
      target: { value: '12345' },
    });
    await submit(t.callback.send);
    expect(calls).toEqual([]);
    expect(within(dialog).getByLabelText(t.callback.phone)).toHaveAccessibleDescription(
      expect.stringContaining(t.callback.errors.phone),
    );
  });

  it('sends the number as the BFF wants it, closes the form and says when we call', async () => {
    stubNetwork(() => ({ status: 201, body: { data: RECEIPT } }));
    renderButton();
    await openOption(t.support.callback);
    fireEvent.change(screen.getByLabelText(t.callback.phone), {
      target: { value: '+7 (916) 123-45-67' },
    });
    fireEvent.change(screen.getByLabelText(t.callback.name), { target: { value: '  Anna ' } });
    await submit(t.callback.send);
    expect(calls).toEqual([
      {
        url: '/api/support/callback',
        method: 'POST',
        body: { phone: '+79161234567', name: 'Anna', lang: 'en' },
      },
    ]);
    expect(screen.queryByRole('dialog', { name: t.callback.title })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Thank you! We will call +79161234567 shortly.',
    );
  });

  it('keeps the form and shows the refusal in the words of the BFF', async () => {
    stubNetwork(() => ({
      status: 429,
      body: {
        errors: [
          {
            status: '429',
            code: 'callback_already_requested',
            title: 'We will call this number back soon. Please wait for our call.',
          },
        ],
      },
    }));
    renderButton();
    await openOption(t.support.callback);
    fireEvent.change(screen.getByLabelText(t.callback.phone), {
      target: { value: '+79161234567' },
    });
    await submit(t.callback.send);
    expect(screen.getByRole('dialog', { name: t.callback.title })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We will call this number back soon. Please wait for our call.',
    );
  });

  it('says main_query_error’s text of the form when the network fails', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    renderButton();
    await openOption(t.support.callback);
    fireEvent.change(screen.getByLabelText(t.callback.phone), {
      target: { value: '+79161234567' },
    });
    await submit(t.callback.send);
    expect(screen.getByRole('alert')).toHaveTextContent(t.callback.failed);
  });
});

describe('the e-mail form', () => {
  const fillQuestion = () => {
    fireEvent.change(screen.getByLabelText(ts.topic), { target: { value: 'deposit' } });
    fireEvent.change(screen.getByLabelText(ts.message), {
      target: { value: 'My deposit has not arrived yet.' },
    });
  };

  it('asks a visitor for an address and sends the question to the support e-mail', async () => {
    stubNetwork(() => ({ status: 201, body: { data: RECEIPT } }));
    renderButton();
    await openOption(t.support.email);
    fillQuestion();
    await submit(ts.send);
    expect(calls).toEqual([]);
    expect(screen.getByLabelText(t.email.email)).toHaveAccessibleDescription(t.email.errors.email);

    fireEvent.change(screen.getByLabelText(t.email.email), {
      target: { value: ' visitor@example.com ' },
    });
    await submit(ts.send);
    expect(calls).toEqual([
      {
        url: '/api/support/email',
        method: 'POST',
        body: {
          email: 'visitor@example.com',
          topic: 'deposit',
          message: 'My deposit has not arrived yet.',
          lang: 'en',
        },
      },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Question #41 is sent. We will answer to your e-mail, usually within a day.',
    );
  });

  it('sends a signed-in player’s question to the office support requests, without an address', async () => {
    stubNetwork(() => ({ status: 201, body: { data: { ...RECEIPT, id: 7 } } }));
    renderButton({ signedIn: true });
    await openOption(t.support.email);
    expect(screen.queryByLabelText(t.email.email)).toBeNull();
    fillQuestion();
    await submit(ts.send);
    expect(calls).toEqual([
      {
        url: '/api/office/support',
        method: 'POST',
        body: { topic: 'deposit', message: 'My deposit has not arrived yet.' },
      },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Request #7 is sent. The answer will be in Support in your account.',
    );
  });

  it('names every field that is not right', async () => {
    stubNetwork(() => ({ status: 201, body: { data: RECEIPT } }));
    renderButton();
    await openOption(t.support.email);
    fireEvent.change(screen.getByLabelText(ts.message), { target: { value: 'help' } });
    await submit(ts.send);
    expect(calls).toEqual([]);
    expect(screen.getByLabelText(ts.topic)).toHaveAccessibleDescription(ts.errors.topic);
    expect(screen.getByLabelText(ts.message)).toHaveAccessibleDescription(
      expect.stringContaining('Write at least 10 characters.'),
    );
  });

  it('closes on Escape and gives focus back to the support button', async () => {
    renderButton();
    await openOption(t.support.email);
    fireEvent.keyDown(screen.getByRole('dialog', { name: t.email.title }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle()).toHaveFocus();
  });
});

describe('the consultant chat', () => {
  const answer = (conversationId: string, said: string, reply: string, firstId: number) => ({
    status: 200,
    body: {
      data: {
        conversationId,
        messages: [
          { id: firstId, from: 'player', text: said, sentAt: RECEIPT.createdAt },
          { id: firstId + 1, from: 'consultant', text: reply, sentAt: RECEIPT.createdAt },
        ],
      },
    },
  });

  it('sends messages to the site’s consultant and shows the answers, in one conversation', async () => {
    stubNetwork((call) =>
      (call.body as { conversationId?: string }).conversationId
        ? answer('conversation-1', 'And slots?', 'Thank you, I have your message.', 3)
        : answer('conversation-1', 'Is live betting open?', 'Hello! I am your consultant.', 1),
    );
    renderButton();
    await openOption(t.support.chat);
    const panel = screen.getByRole('region', { name: t.chat.title });
    const field = within(panel).getByLabelText(t.chat.message);
    expect(field).toHaveFocus();

    fireEvent.change(field, { target: { value: 'Is live betting open?' } });
    await act(async () => {
      fireEvent.keyDown(field, { key: 'Enter' });
    });
    fireEvent.change(field, { target: { value: 'And slots?' } });
    await submit(t.chat.send);

    expect(calls.map((call) => call.body)).toEqual([
      { consultantId: 'betarena-support', message: 'Is live betting open?', lang: 'en' },
      {
        consultantId: 'betarena-support',
        conversationId: 'conversation-1',
        message: 'And slots?',
        lang: 'en',
      },
    ]);
    expect(
      within(screen.getByRole('log'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'You: Is live betting open?',
      'Consultant: Hello! I am your consultant.',
      'You: And slots?',
      'Consultant: Thank you, I have your message.',
    ]);
    expect(field).toHaveValue('');
  });

  it('sends no empty message, and closes on Escape', async () => {
    stubNetwork(() => ({ status: 500 }));
    renderButton();
    await openOption(t.support.chat);
    await submit(t.chat.send);
    expect(calls).toEqual([]);
    expect(screen.getByLabelText(t.chat.message)).toHaveAccessibleDescription(t.chat.errors.empty);
    fireEvent.keyDown(screen.getByLabelText(t.chat.message), { key: 'Escape' });
    expect(screen.queryByRole('region', { name: t.chat.title })).toBeNull();
    expect(toggle()).toHaveFocus();
  });

  it('is closed by the support button, whose place it takes', async () => {
    renderButton();
    await openOption(t.support.chat);
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(toggle());
    expect(screen.queryByRole('region', { name: t.chat.title })).toBeNull();
    expect(optionList()).toBeNull();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the message when it did not go through', async () => {
    stubNetwork(() => ({
      status: 502,
      body: { errors: [{ status: '502', code: 'upstream_error', title: 'x' }] },
    }));
    renderButton();
    await openOption(t.support.chat);
    fireEvent.change(screen.getByLabelText(t.chat.message), { target: { value: 'Hello' } });
    await submit(t.chat.send);
    expect(screen.getByRole('alert')).toHaveTextContent(t.chat.failed);
    expect(screen.getByLabelText(t.chat.message)).toHaveValue('Hello');
  });
});
