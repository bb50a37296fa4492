import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { installFakeBff } from '@/features/bff/testing/fake-bff';
import { siteConfigFixture } from '@/server/config/site-config.fixture';
import { renderWithProviders } from '@/tests/render';
import { Header } from './Header';
import type { ShellData } from './shell-data';

jest.mock('next/navigation', () => ({
  usePathname: () => '/en/line',
  useRouter: () => ({
    push: jest.fn(),
    replace: jest.fn(),
    refresh: jest.fn(),
    prefetch: jest.fn(),
  }),
  useSearchParams: () => new URLSearchParams(),
}));

// The shell's data as the layout names it (server/config/shell-file.ts): Kazakh hidden.
const shell: ShellData = {
  brand: 'Bet Arena',
  languages: [...siteConfigFixture.languages, { id: 3, code: 'kk', name: 'Қазақша' }],
  hiddenLanguages: ['kk'],
  showRegistration: true,
  footer: siteConfigFixture.footer,
  contacts: siteConfigFixture.contacts,
  licenceText: siteConfigFixture.licenceConfig.text,
  minAge: 18,
  geoCountryId: 1,
};

let network: ReturnType<typeof installFakeBff> | null = null;
afterEach(() => network?.restore());

async function drawHeader(signedIn: boolean, src: string) {
  network = installFakeBff({
    'GET /api/shell/en': { body: shell },
    'GET /api/accounts': { body: { data: { accounts: [], activeAccount: null } } },
  });
  let view!: ReturnType<typeof renderWithProviders>;
  await act(async () => {
    view = renderWithProviders(
      <Suspense fallback={<p>waiting</p>}>
        <Header lng="en" src={src} signedIn={signedIn} platform="desktop" />
      </Suspense>,
    );
  });
  const offered = [...view.container.querySelectorAll('a[hreflang]')];
  return offered.map((link) => link.getAttribute('hreflang'));
}

describe('the header, drawn from the shell’s data (issue 26)', () => {
  it('offers a visitor the languages the site does not hide (spec 01 §4)', async () => {
    expect(await drawHeader(false, '/api/shell/en?v=visitor')).toEqual(['en', 'ru']);
    expect(screen.getByRole('link', { name: 'Bet Arena home' })).toHaveAttribute('href', '/en');
    expect(screen.getByRole('link', { name: 'Sign up' })).toBeInTheDocument();
  });

  it('offers a signed-in player every language, the hidden ones too', async () => {
    expect(await drawHeader(true, '/api/shell/en?v=player')).toEqual(['en', 'ru', 'kk']);
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute(
      'href',
      '/en/office/account',
    );
  });
});
