import { act, screen, waitFor } from '@testing-library/react';
import { cookiesAgreed } from '@/features/consent/consentSlice';
import type { CookiesAgreeType } from '@/features/consent/consent-rules';
import { renderWithProviders } from '@/tests/render';
import { TagManager } from './TagManager';
import { startAnalytics, track } from './track';

const GTM_SCRIPT = 'script[src^="https://www.googletagmanager.com/gtm.js"]';

function renderWithConsent(agreeType: CookiesAgreeType | null) {
  return renderWithProviders(<TagManager gtmId="GTM-AB12CD" />, {
    preloadedState: { consent: { agreeType, saving: false, saveFailed: false } },
  });
}

beforeAll(() => {
  // The page's own script, with the nonce of the page's CSP the tag manager's scripts must carry.
  const pageScript = document.createElement('script');
  pageScript.setAttribute('nonce', 'n0nce');
  document.head.append(pageScript);
  // jsdom has no User Timing; the package marks its use with it, as browsers allow.
  performance.mark ??= jest.fn() as unknown as Performance['mark'];
  // The page's settings are known (AnalyticsClient), so tracked events are taken at once.
  startAnalytics({ lang: 'en', collectorEnabled: false });
});

beforeEach(() => {
  delete window.dataLayer;
});

describe('TagManager (spec 02 §6 "Marketing analytics starts only after marketing cookies are agreed")', () => {
  it.each([null, 'disable', 'functionality'] as const)(
    'loads no tag manager script and fills no dataLayer with consent %s',
    (agreeType) => {
      const { unmount } = renderWithConsent(agreeType);
      track({ name: 'login_sms_resend', fields: {} });
      expect(document.querySelector(GTM_SCRIPT)).toBeNull();
      expect(document.getElementById('_next-gtm-init')).toBeNull();
      expect(window.dataLayer).toBeUndefined();
      unmount();
    },
  );

  it('loads it with the page’s nonce from the moment marketing cookies are agreed', async () => {
    const { store } = renderWithConsent(null);
    expect(document.querySelector(GTM_SCRIPT)).toBeNull();

    await act(async () => {
      store.dispatch(cookiesAgreed('marketing' as CookiesAgreeType));
    });
    const script = document.querySelector<HTMLScriptElement>(GTM_SCRIPT);
    expect(script?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD');
    expect(script?.nonce).toBe('n0nce');
    expect(screen.queryByRole('alert')).toBeNull();
    // The tag manager now gets what is tracked, after its own start event.
    track({ name: 'login_sms_resend', fields: {} });
    await waitFor(() =>
      expect(window.dataLayer).toEqual(
        expect.arrayContaining([{ event: 'login_sms_resend', event_id: 103 }]),
      ),
    );
  });
});
