import { act, screen } from '@testing-library/react';
import en from '@/messages/en.json';
import { log } from '@/server/log';
import { renderWithProviders } from '@/tests/render';
import { VisitorPopups } from './VisitorPopups';
import { REMINDER_NEXT_KEY } from '@/features/visitor-popups/visitor-popup-rules';

let mockCookie = '';
let mockGroups: Record<string, unknown> | Error = {};
const mockLoadConfigGroups = jest.fn(async (names: readonly string[]) => {
  if (mockGroups instanceof Error) throw mockGroups;
  return Object.fromEntries(Object.entries(mockGroups).filter(([name]) => names.includes(name)));
});

jest.mock('next/headers', () => {
  const { RequestCookies } = jest.requireActual('next/dist/compiled/@edge-runtime/cookies');
  return { cookies: async () => new RequestCookies(new Headers({ cookie: mockCookie })) };
});
jest.mock('next-intl/server', () => ({
  getTranslations: async (namespace: 'visitorPopups') => (key: string) =>
    (jest.requireActual('@/messages/en.json')[namespace] as Record<string, string>)[key],
}));
jest.mock('@/server/config/site-config', () => ({
  requestIdentity: async () => ({ origin: 'http://localhost:3000', countryCode: 'ru' }),
  loadConfigGroups: (names: readonly string[]) => mockLoadConfigGroups(names),
}));

const t = en.visitorPopups;
const REMINDER = { delay: 30, interval: 60 };

async function page(
  input: {
    cookie?: string;
    groups?: Record<string, unknown> | Error;
    signedIn?: boolean;
    showRegistration?: boolean;
  } = {},
) {
  mockCookie = input.cookie ?? '';
  mockGroups = input.groups ?? {};
  const element = await VisitorPopups({
    lng: 'en',
    signedIn: input.signedIn ?? false,
    showRegistration: input.showRegistration ?? true,
  });
  // The popups' code loads after the page's (lazy-shell-parts.tsx), a task after its
  // hydration, and shows a task after it arrived: let it arrive.
  let rendered: ReturnType<typeof renderWithProviders> | undefined;
  await act(async () => {
    rendered = renderWithProviders(<>{element}</>);
  });
  for (let turn = 0; turn < 3; turn += 1) {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
  }
  return rendered!;
}

const newSite = (name = t.new_site_title) => screen.queryByRole('dialog', { name });
const reminder = () => screen.queryByRole('dialog', { name: t.registration_reminder_title });

let logged: jest.SpyInstance;
beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/en');
  mockLoadConfigGroups.mockClear();
  logged = jest.spyOn(log, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('visitor popups from the config groups (spec 01 §3, §4)', () => {
  it('shows the new-site modal when the group enables it, with our texts by default', async () => {
    await page({ groups: { newSiteModal: { isEnabled: true } } });
    expect(newSite()).toHaveTextContent(t.new_site_text);
    expect(mockLoadConfigGroups).toHaveBeenCalledWith(['registrationReminder', 'newSiteModal']);
  });

  it('shows the operator’s title and text when the group has them', async () => {
    await page({
      groups: { newSiteModal: { isEnabled: true, title: 'We moved!', text: 'Same account.' } },
    });
    expect(newSite('We moved!')).toHaveTextContent('Same account.');
  });

  it.each([
    ['the group turns it off', { newSiteModal: { isEnabled: false } }, ''],
    ['the site has no such group', {}, ''],
    ['its cookie says it was shown', { newSiteModal: { isEnabled: true } }, 'new_site_seen=1'],
  ])('leaves the new-site modal out when %s', async (_, groups, cookie) => {
    await page({ groups, cookie });
    await act(() => jest.advanceTimersByTimeAsync(5_000));
    expect(newSite()).not.toBeInTheDocument();
  });

  it('shows the registration reminder after the group’s delay', async () => {
    await page({ groups: { registrationReminder: { delay: 2, interval: 0 } } });
    // Counted from when its code is here, a task or two after the page's hydration.
    await act(() => jest.advanceTimersByTimeAsync(1_990));
    expect(reminder()).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(20));
    expect(reminder()).toBeInTheDocument();
    expect(window.localStorage.getItem(REMINDER_NEXT_KEY)).toBe('0');
  });

  it('the reminder waits for the new-site modal to close', async () => {
    await page({
      groups: {
        registrationReminder: { delay: 1, interval: 0 },
        newSiteModal: { isEnabled: true },
      },
    });
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(newSite()).toBeInTheDocument();
    expect(reminder()).not.toBeInTheDocument();
    act(() => screen.getByRole('button', { name: t.new_site_confirm }).click());
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(reminder()).toBeInTheDocument();
  });

  it('no reminder when the site takes no registrations', async () => {
    await page({ groups: { registrationReminder: REMINDER }, showRegistration: false });
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(reminder()).not.toBeInTheDocument();
  });

  it('nothing for a signed-in player, without asking the config', async () => {
    await page({
      groups: { registrationReminder: REMINDER, newSiteModal: { isEnabled: true } },
      signedIn: true,
    });
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(newSite()).not.toBeInTheDocument();
    expect(reminder()).not.toBeInTheDocument();
    expect(mockLoadConfigGroups).not.toHaveBeenCalled();
  });

  it('a group that is not valid shows nothing and is logged; the other group still works', async () => {
    await page({
      groups: { registrationReminder: { delay: 'soon' }, newSiteModal: { isEnabled: true } },
    });
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(reminder()).not.toBeInTheDocument();
    expect(newSite()).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      'registrationReminder config group is not valid',
      expect.objectContaining({ issues: expect.any(Array) }),
    );
  });

  it('config groups that cannot be had show nothing and are logged', async () => {
    await page({ groups: new Error('upstream down') });
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('visitor popup config groups unavailable', {
      error: expect.any(Error),
    });
  });
});
