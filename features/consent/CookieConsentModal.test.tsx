import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { ClientTextsProvider } from '@/features/ui/ClientTexts';
import en from '@/messages/en.json';
import { renderWithProviders } from '@/tests/render';
import { ConsentGate } from './ConsentGate';
import { CookieConsentModal } from './CookieConsentModal';
import { WINDOW_WIDTH_COOKIE, WindowWidthCookie } from './WindowWidthCookie';

let mockPathname = '/en';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

const COLLECTOR = 'https://collector.example/hit';
/** What later marketing analytics does once mounted: a request to a third party. */
function MarketingBeacon() {
  useEffect(() => {
    void fetch(COLLECTOR);
  }, []);
  return null;
}

let fetchMock: jest.Mock;
let bffStatus: number;

/** jsdom has no fetch or Response: the network edge is stubbed with what the client reads. */
function answer(status: number, body: unknown): Response {
  return {
    ok: status < 300,
    status,
    headers: { get: () => null },
    text: async () => JSON.stringify(body),
  } as unknown as Response;
}

beforeEach(() => {
  mockPathname = '/en';
  bffStatus = 200;
  fetchMock = jest.fn(async (input: RequestInfo | URL) =>
    String(input) === COLLECTOR
      ? answer(204, null)
      : bffStatus === 200
        ? answer(200, { data: {} })
        : answer(bffStatus, { errors: [{ status: String(bffStatus), code: 'x', title: 'Down' }] }),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  document.cookie = `${WINDOW_WIDTH_COOKIE}=; max-age=0; path=/`;
});

function renderPage(children?: ReactNode) {
  return renderWithProviders(
    <ClientTextsProvider locale="en" messages={{ cookieConsent: en.cookieConsent }}>
      <button type="button">Page behind</button>
      <ConsentGate type="marketing">
        <MarketingBeacon />
      </ConsentGate>
      {children}
      <CookieConsentModal lng="en" />
    </ClientTextsProvider>,
  );
}

const dialog = () => screen.queryByRole('dialog', { name: 'We use cookies' });
const choicesSent = () =>
  fetchMock.mock.calls
    .filter(([input]) => String(input) === '/api/consent')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));
const marketingRequests = () =>
  fetchMock.mock.calls.filter(([input]) => String(input) === COLLECTOR);

describe('cookie consent modal (spec 01 §4)', () => {
  it('the main view: a labelled modal with the text, customise and accept all', () => {
    renderPage();
    const modal = dialog();
    expect(modal).toHaveAttribute('aria-modal', 'true');
    expect(modal).toHaveAccessibleDescription(/Necessary cookies keep the site working/);
    expect(screen.getByRole('link', { name: 'cookie policy' })).toHaveAttribute(
      'href',
      '/en/cookies',
    );
    expect(screen.getByRole('button', { name: 'Customise' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Accept all' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    expect(modal).toHaveFocus();
  });

  it('accept all agrees to every type, saves it, closes and starts marketing only then', async () => {
    const { store } = renderPage();
    expect(marketingRequests()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
    expect(choicesSent()).toEqual([{ cookiesAgreeType: 'all' }]);
    expect(store.getState().consent.agreeType).toBe('all');
    expect(marketingRequests()).toHaveLength(1);
  });

  it('reject all, beside accept all and alike, agrees to the necessary cookies only', async () => {
    const { store } = renderPage();
    const reject = screen.getByRole('button', { name: 'Reject all' });
    expect(reject.className).toBe(screen.getByRole('button', { name: 'Accept all' }).className);
    fireEvent.click(reject);
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
    expect(choicesSent()).toEqual([{ cookiesAgreeType: 'disable' }]);
    expect(store.getState().consent.agreeType).toBe('disable');
    expect(marketingRequests()).toHaveLength(0);
  });

  it('the customise view: options, back arrow, accept selected', () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Customise' }));
    const settings = screen.getByRole('dialog', { name: 'Cookie settings' });
    expect(settings).toHaveAttribute('aria-modal', 'true');
    const necessary = screen.getByRole('checkbox', { name: 'Necessary (always on)' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Functional' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(dialog()).toBeInTheDocument();
  });

  it.each([
    [['Functional'], 'functionality', 0],
    [['Marketing'], 'marketing', 1],
    [['Functional', 'Marketing'], 'all', 1],
    [[], 'disable', 0],
  ] as const)('accept selected with %j saves %s', async (checked, expected, marketingCalls) => {
    const { store } = renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Customise' }));
    for (const name of checked) fireEvent.click(screen.getByRole('checkbox', { name }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept selected' }));
    await waitFor(() => expect(store.getState().consent.agreeType).toBe(expected));
    expect(choicesSent()).toEqual([{ cookiesAgreeType: expected }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(marketingRequests()).toHaveLength(marketingCalls);
  });

  it('cannot be dismissed with Escape', () => {
    renderPage();
    fireEvent.keyDown(dialog()!, { key: 'Escape' });
    expect(dialog()).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Customise' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Cookie settings' })).toBeInTheDocument();
  });

  it('keeps focus inside: Tab from the last control goes to the first and back', () => {
    renderPage();
    const modal = dialog()!;
    const link = screen.getByRole('link', { name: 'cookie policy' });
    const acceptAll = screen.getByRole('button', { name: 'Accept all' });
    acceptAll.focus();
    fireEvent.keyDown(modal, { key: 'Tab' });
    expect(link).toHaveFocus();
    fireEvent.keyDown(modal, { key: 'Tab', shiftKey: true });
    expect(acceptAll).toHaveFocus();
    // From the dialog itself (its first focus), Shift+Tab stays inside as well.
    modal.focus();
    fireEvent.keyDown(modal, { key: 'Tab', shiftKey: true });
    expect(acceptAll).toHaveFocus();
  });

  it('stays open and says so when the choice cannot be saved; nothing optional starts', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    bffStatus = 503;
    const { store } = renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be saved');
    expect(dialog()).toBeInTheDocument();
    expect(store.getState().consent.agreeType).toBeNull();
    expect(marketingRequests()).toHaveLength(0);
  });

  it('is not drawn over the cookie policy it links to', () => {
    mockPathname = '/en/cookies';
    renderPage();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('functional cookies wait for consent (spec 02 §6)', () => {
  const widthCookie = () =>
    document.cookie.split('; ').find((entry) => entry.startsWith(`${WINDOW_WIDTH_COOKIE}=`));

  it('the window width is saved in a cookie only once functional cookies are agreed', async () => {
    renderPage(<WindowWidthCookie />);
    expect(widthCookie()).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'Customise' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Functional' }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept selected' }));
    await waitFor(() => expect(widthCookie()).toBe(`${WINDOW_WIDTH_COOKIE}=${window.innerWidth}`));
  });

  it('and follows a resize after 100 ms', async () => {
    jest.useFakeTimers();
    try {
      renderWithProviders(<WindowWidthCookie />, {
        preloadedState: {
          consent: { agreeType: 'functionality', saving: false, saveFailed: false },
        },
      });
      expect(widthCookie()).toBe(`${WINDOW_WIDTH_COOKIE}=${window.innerWidth}`);
      window.innerWidth = 777;
      act(() => {
        window.dispatchEvent(new Event('resize'));
        jest.advanceTimersByTime(99);
      });
      expect(widthCookie()).not.toBe(`${WINDOW_WIDTH_COOKIE}=777`);
      act(() => {
        jest.advanceTimersByTime(1);
      });
      expect(widthCookie()).toBe(`${WINDOW_WIDTH_COOKIE}=777`);
    } finally {
      jest.useRealTimers();
    }
  });
});
