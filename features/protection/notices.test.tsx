import { act, fireEvent, screen } from '@testing-library/react';
import { browserNavigation } from '@/features/ui/browser-navigation';
import { bffError, installFakeBff } from '@/features/bff/testing/fake-bff';
import { renderWithProviders } from '@/tests/render';
import { AgeWarning } from './AgeWarning';
import { AutoLogoff, AutoLogoffNotice } from './AutoLogoff';
import { ConfirmTerms } from './ConfirmTerms';
import { TermsWatch } from './TermsWatch';
import { AUTO_LOGOFF_NOTICE_KEY } from './protection-rules';

let network: ReturnType<typeof installFakeBff> | undefined;
let assign: jest.SpyInstance;
let reload: jest.SpyInstance;

beforeEach(() => {
  assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
  reload = jest.spyOn(browserNavigation, 'reload').mockImplementation(() => undefined);
  window.sessionStorage.clear();
  window.localStorage.clear();
  document.cookie = 'age_confirmed=; Max-Age=0; Path=/';
});
afterEach(() => {
  network?.restore();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('age warning (spec 01 §4 Age restriction, §9)', () => {
  const labels = { title: 'Adults only', description: '18 and over', confirm: 'I am 18 or older' };

  it('is a bar the visitor acknowledges, remembered 3 days in a cookie', async () => {
    renderWithProviders(<AgeWarning minAge={18} labels={labels} />);
    expect(screen.getByRole('region', { name: 'Adults only' })).toHaveTextContent('18+');
    const set = jest.spyOn(document, 'cookie', 'set');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'I am 18 or older' }));
    });
    expect(screen.queryByRole('region', { name: 'Adults only' })).not.toBeInTheDocument();
    expect(set).toHaveBeenCalledWith('age_confirmed=1; Max-Age=259200; Path=/; SameSite=Lax');
  });
});

describe('auto log-off (spec 01 §4, §8 modal_autologoff_inactivity)', () => {
  it('logs the idle player off through the logout and keeps the notice for the next load', async () => {
    jest.useFakeTimers();
    network = installFakeBff({ 'POST /api/auth/logout': { body: { data: { signedOut: true } } } });
    renderWithProviders(<AutoLogoff lng="en" minutes={0.5} />);
    await act(() => jest.advanceTimersByTimeAsync(29_000));
    expect(network.callsTo('POST /api/auth/logout')).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(network.callsTo('POST /api/auth/logout')).toHaveLength(1);
    expect(window.sessionStorage.getItem(AUTO_LOGOFF_NOTICE_KEY)).toBe('1');
    expect(assign).toHaveBeenCalledWith('/en');
  });

  it('reloads when the logout fails (spec 01 §8)', async () => {
    jest.useFakeTimers();
    network = installFakeBff({ 'POST /api/auth/logout': bffError(500, 'upstream_error') });
    renderWithProviders(<AutoLogoff lng="en" minutes={0.5} />);
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(reload).toHaveBeenCalled();
  });

  it('explains the log-off once, on the next load', async () => {
    window.sessionStorage.setItem(AUTO_LOGOFF_NOTICE_KEY, '1');
    const first = renderWithProviders(<AutoLogoffNotice text="You were logged out" />);
    expect(await screen.findByRole('status')).toHaveTextContent('You were logged out');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Close notice' }));
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    first.unmount();
    renderWithProviders(<AutoLogoffNotice text="You were logged out" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says nothing on an ordinary load', () => {
    renderWithProviders(<AutoLogoffNotice text="You were logged out" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('confirm-terms page (spec 01 §4 Terms confirmation)', () => {
  const labels = {
    title: 'Our terms have changed',
    text: 'Please accept',
    accept: 'Accept the terms',
    logout: 'Log out',
    error: 'The terms could not be confirmed.',
    unavailable: 'The terms cannot be shown',
    more: 'Read more',
  };
  const rules = [
    {
      title: 'General terms',
      link: null,
      subRules: [
        { position: 1, text: 'Be of age.' },
        { position: 2, text: 'One account.' },
      ],
    },
  ];
  const page = (shown: typeof rules | null = rules) =>
    renderWithProviders(
      <ConfirmTerms lng="en" rules={shown} returnUrl="/en/line" labels={labels} />,
    );

  it('shows the terms; accepting returns the player to the page they left', async () => {
    network = installFakeBff({ 'POST /api/terms/accept': { body: { data: { accepted: true } } } });
    page();
    expect(screen.getByRole('heading', { name: 'General terms' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Be of age.',
      'One account.',
    ]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Accept the terms' }));
    });
    expect(network.callsTo('POST /api/terms/accept')).toHaveLength(1);
    expect(assign).toHaveBeenCalledWith('/en/line');
  });

  it('says so when the acceptance fails, and lets the player try again', async () => {
    network = installFakeBff({ 'POST /api/terms/accept': bffError(502, 'upstream_error') });
    page();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Accept the terms' }));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The terms could not be confirmed.');
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Accept the terms' })).toBeEnabled();
  });

  it('logs out and goes home', async () => {
    network = installFakeBff({ 'POST /api/auth/logout': { body: { data: { signedOut: true } } } });
    page();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    });
    expect(network.callsTo('POST /api/auth/logout')).toHaveLength(1);
    expect(assign).toHaveBeenCalledWith('/en');
  });

  it('offers no acceptance of terms it could not show', () => {
    page(null);
    expect(screen.getByText('The terms cannot be shown')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept the terms' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeEnabled();
  });
});

describe('terms changed on an excluded page (spec 01 §4 "A notification offers logout or back to list")', () => {
  const labels = {
    title: 'Our terms have changed',
    text: 'Please accept them',
    back: 'Back to the terms',
    logout: 'Log out',
  };

  async function onContactsWhenTermsChange() {
    jest.useFakeTimers();
    window.history.pushState({}, '', '/en/contacts');
    network = installFakeBff({
      'GET /api/terms/status': { body: { data: { toConfirm: true, updatedAt: null } } },
      'POST /api/auth/logout': { body: { data: { signedOut: true } } },
    });
    renderWithProviders(<TermsWatch lng="en" excluded={['contacts']} labels={labels} />);
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Our terms have changedPlease accept them');
    expect(screen.queryByRole('button', { name: 'Close notice' })).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    return notice;
  }

  afterEach(() => window.history.pushState({}, '', '/'));

  it('leads back to the terms, to come back to this page', async () => {
    await onContactsWhenTermsChange();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Back to the terms' }));
    });
    expect(assign).toHaveBeenCalledWith(
      `/en/confirm?returnUrl=${encodeURIComponent('/en/contacts')}`,
    );
  });

  it('or logs the player out', async () => {
    await onContactsWhenTermsChange();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    });
    expect(network?.callsTo('POST /api/auth/logout')).toHaveLength(1);
    expect(assign).toHaveBeenCalledWith('/en');
  });
});
