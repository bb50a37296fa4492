import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/tests/render';
import { AUTO_CLOSE_MS } from './notification-rules';
import { notify } from './notify';
import { Announce } from './Announce';

afterEach(() => {
  jest.useRealTimers();
  window.localStorage.clear();
});

describe('NotificationHost (spec 01 §4 Notifications)', () => {
  it('shows 3 notices with their default titles; closing one lets the 4th in', async () => {
    const { store } = renderWithProviders(<div />);
    let first: Promise<string> | undefined;
    await act(async () => {
      first = store.dispatch(notify({ kind: 'error', text: 'It failed' }));
      void store.dispatch(notify({ kind: 'success', text: 'Saved' }));
      void store.dispatch(notify({ kind: 'info', text: 'Hello' }));
      void store.dispatch(notify({ kind: 'warning', text: 'Fourth' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('ErrorIt failed');
    expect(screen.getAllByRole('status').map((n) => n.textContent)).toEqual([
      'DoneSaved×',
      'Please noteHello×',
    ]);
    expect(screen.queryByText('Fourth')).not.toBeInTheDocument();
    await act(async () => {
      fireEvent.click(
        within(screen.getByRole('alert')).getByRole('button', { name: 'Close notice' }),
      );
    });
    await expect(first).resolves.toBe('dismissed');
    expect(screen.getByText('Fourth')).toBeInTheDocument();
  });

  it('closes an auto-closing notice 10 s after it is shown, not before', async () => {
    jest.useFakeTimers();
    const { store } = renderWithProviders(<div />);
    let answer: Promise<string> | undefined;
    await act(async () => {
      answer = store.dispatch(notify({ kind: 'success', text: 'Saved', autoClose: true }));
    });
    await act(() => jest.advanceTimersByTimeAsync(AUTO_CLOSE_MS - 1));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    await expect(answer).resolves.toBe('dismissed');
  });

  it('keeps a notice without auto-close until it is answered', async () => {
    jest.useFakeTimers();
    const { store } = renderWithProviders(<div />);
    await act(async () => {
      void store.dispatch(notify({ kind: 'info', text: 'Stays' }));
    });
    await act(() => jest.advanceTimersByTimeAsync(AUTO_CLOSE_MS * 6));
    expect(screen.getByText('Stays')).toBeInTheDocument();
  });

  it('asks an unclosable question in a dialog that only its buttons answer', async () => {
    const { store } = renderWithProviders(<div />);
    let answer: Promise<string> | undefined;
    await act(async () => {
      answer = store.dispatch(
        notify({
          kind: 'question',
          group: 'custom',
          title: 'Approve the new limit?',
          text: 'Your deposit limit rises to 500',
          closable: false,
          confirmLabel: 'Approve',
          dismissLabel: 'Reject',
        }),
      );
    });
    const dialog = screen.getByRole('dialog', { name: 'Approve the new limit?' });
    expect(within(dialog).queryByRole('button', { name: 'Close notice' })).not.toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    });
    await expect(answer).resolves.toBe('dismissed');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('confirms a notice whose link the player follows', async () => {
    const { store } = renderWithProviders(<div />);
    let answer: Promise<string> | undefined;
    await act(async () => {
      answer = store.dispatch(
        notify({
          kind: 'info',
          text: 'Convert',
          link: { href: '/en/office/wallets', label: 'Go' },
        }),
      );
    });
    // jsdom cannot navigate; the router is not what this test is about.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Go' }));
    });
    await expect(answer).resolves.toBe('confirmed');
  });

  it('announces a server-drawn notice until answered when it has a key to remember', async () => {
    const notice = {
      key: 'maintenance:x',
      kind: 'warning',
      group: 'maintenance',
      text: 'Works',
    } as const;
    const first = renderWithProviders(<Announce notification={notice} rememberKey="notice_x" />);
    expect(await screen.findByText('Works')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Close notice' }));
    });
    first.unmount();
    renderWithProviders(<Announce notification={notice} rememberKey="notice_x" />);
    expect(screen.queryByText('Works')).not.toBeInTheDocument();
  });
});
