import { act, fireEvent, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { bffError, installFakeBff } from '@/features/bff/testing/fake-bff';
import en from '@/messages/en.json';
import { renderWithProviders } from '@/tests/render';
import { IdeaForm } from './IdeaForm';
import { ManagerMessageForm } from './ManagerMessageForm';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

let network: ReturnType<typeof installFakeBff> | null = null;
beforeEach(() => refresh.mockClear());
afterEach(() => {
  network?.restore();
  network = null;
});

const withMessages = (ui: ReactNode) =>
  renderWithProviders(
    <NextIntlClientProvider locale="en" messages={{ officeExtra: en.officeExtra }}>
      <h2 id="caption">Caption</h2>
      {ui}
    </NextIntlClientProvider>,
  );

const submit = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe('the idea form', () => {
  it('posts to the BFF with the page’s language when JavaScript is off', () => {
    network = installFakeBff({});
    withMessages(<IdeaForm lng="ru" labelledBy="caption" />);
    const form = screen.getByRole('form', { name: 'Caption' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/office/ideas?lng=ru');
  });

  it('says what is wrong under each field, without sending anything', async () => {
    network = installFakeBff({});
    withMessages(<IdeaForm lng="en" labelledBy="caption" />);
    fireEvent.change(screen.getByLabelText('Your idea'), { target: { value: 'Too short' } });
    await submit('Send idea');
    expect(screen.getByLabelText('Topic')).toHaveAccessibleDescription('Choose a topic.');
    expect(screen.getByLabelText('Your idea')).toHaveAccessibleDescription(
      /Write 10 to 2000 characters\./,
    );
    expect(network.calls).toEqual([]);
  });

  it('files the idea, empties the form, says so and shows the new list', async () => {
    network = installFakeBff({
      'POST /api/office/ideas': { status: 201, body: { data: { id: 8 } } },
    });
    withMessages(<IdeaForm lng="en" labelledBy="caption" />);
    fireEvent.change(screen.getByLabelText('Topic'), { target: { value: 'casino' } });
    const text = screen.getByLabelText('Your idea');
    fireEvent.change(text, { target: { value: '  Filter slots by volatility.  ' } });
    expect(screen.getByText('10–2000 characters; 27 typed.')).toBeInTheDocument();
    await submit('Send idea');
    expect(network.calls.map((c) => c.body)).toEqual([
      { topic: 'casino', text: 'Filter slots by volatility.' },
    ]);
    expect(await screen.findByText('Thank you! Your idea is filed.')).toBeInTheDocument();
    expect(text).toHaveValue('');
    expect(screen.getByText('10–2000 characters; 0 typed.')).toBeInTheDocument();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('says why the BFF refused: its own text for the code, the field it names', async () => {
    network = installFakeBff({
      'POST /api/office/ideas': [
        bffError(429, 'too_many_ideas', 'Too many ideas today'),
        bffError(400, 'invalid', 'text: Too big', { pointer: '/text' }),
      ],
    });
    withMessages(<IdeaForm lng="en" labelledBy="caption" />);
    fireEvent.change(screen.getByLabelText('Topic'), { target: { value: 'site' } });
    fireEvent.change(screen.getByLabelText('Your idea'), {
      target: { value: 'A calendar of the big matches' },
    });
    await submit('Send idea');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You have shared 5 ideas in the last 24 hours. Please come back tomorrow.',
    );
    expect(screen.getByLabelText('Your idea')).toHaveValue('A calendar of the big matches');
    await submit('Send idea');
    expect(screen.getByLabelText('Your idea')).toHaveAccessibleDescription(
      /Write 10 to 2000 characters\./,
    );
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('shows the refusal a post without JavaScript came back with', () => {
    network = installFakeBff({});
    withMessages(
      <IdeaForm
        lng="en"
        labelledBy="caption"
        initial={{ errors: { topic: 'Choose a topic.' }, alert: null }}
      />,
    );
    expect(screen.getByLabelText('Topic')).toHaveAccessibleDescription('Choose a topic.');
  });
});

describe('the message to the manager', () => {
  it('sends the trimmed message; the server’s words for a refusal it has no text for', async () => {
    network = installFakeBff({
      'POST /api/office/manager/messages': [
        { status: 201, body: { data: { id: 4 } } },
        bffError(409, 'manager_on_leave', 'Your manager is on leave until Monday'),
      ],
    });
    withMessages(<ManagerMessageForm lng="en" labelledBy="caption" />);
    const message = screen.getByLabelText('Message');
    fireEvent.change(message, { target: { value: ' Please call me back. ' } });
    await submit('Send');
    expect(network.calls.map((c) => c.body)).toEqual([{ text: 'Please call me back.' }]);
    expect(
      await screen.findByText('Your message is sent. Your manager will answer here.'),
    ).toBeInTheDocument();

    fireEvent.change(message, { target: { value: 'And one more thing' } });
    await submit('Send');
    expect(screen.getByRole('alert')).toHaveTextContent('Your manager is on leave until Monday');
  });

  it('refuses a message of fewer than 5 characters', async () => {
    network = installFakeBff({});
    withMessages(<ManagerMessageForm lng="en" labelledBy="caption" />);
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hi' } });
    await submit('Send');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      /Write 5 to 2000 characters\./,
    );
    expect(network.calls).toEqual([]);
  });
});
