import { fireEvent, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { navigationRulesFor } from '@/server/routes/guards';
import { CLEAN_PLAYER, demoRouteSettings } from '@/server/routes/routes.fixture';
import { renderWithProviders } from '@/tests/render';
import { NavigationGuard } from './NavigationGuard';

let pathname = '/en/line';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

// Plain anchors: what the guard sees of a next/link too (it listens before the router).
const LINKS = [
  ['/en/office/history', 'History'],
  ['/en/contacts', 'Contacts'],
  ['/en/line/all/football', 'Football'],
] as const;
const labels = { banned: 'This section is closed' };

function renderGuard(visitor: Parameters<typeof navigationRulesFor>[2]) {
  const rules = navigationRulesFor('en', demoRouteSettings, visitor);
  return renderWithProviders(
    <>
      <NavigationGuard rules={rules} labels={labels} />
      {LINKS.map(([href, name]) => (
        <a key={href} href={href}>
          {name}
        </a>
      ))}
    </>,
  );
}

/** Clicks like a player; true when the browser (and the router) would follow the link. */
function click(name: string, init: MouseEventInit = {}): boolean {
  return fireEvent.click(screen.getByRole('link', { name }), { button: 0, ...init });
}

describe('NavigationGuard', () => {
  beforeEach(() => {
    pathname = '/en/line';
  });

  it('opens the login modal for a visitor going to the office, returning there after sign-in', () => {
    const { store } = renderGuard({ signedIn: false });
    expect(click('History')).toBe(false);
    expect(store.getState().auth.modal).toBe('login');
    expect(store.getState().auth.modalReturnUrl).toBe('/en/office/history');
  });

  it('lets a visitor follow other links, and a new tab is always the browser’s', () => {
    const { store } = renderGuard({ signedIn: false });
    expect(click('Football')).toBe(true);
    expect(click('History', { ctrlKey: true })).toBe(true);
    expect(store.getState().auth.modal).toBeNull();
  });

  it('holds a banned player on the open pages and says why', () => {
    renderGuard({ signedIn: true, player: { ...CLEAN_PLAYER, banLevel: 2 } });
    expect(click('Football')).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('This section is closed');
    expect(click('Contacts')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close notice' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('lets a player who is not banned go anywhere', () => {
    renderGuard({ signedIn: true, player: CLEAN_PLAYER });
    expect(click('Football')).toBe(true);
    expect(click('History')).toBe(true);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('records the pages of the tab', () => {
    const { store, rerender } = renderGuard({ signedIn: false });
    pathname = '/en/contacts';
    rerender(
      <Provider store={store}>
        <NavigationGuard
          rules={navigationRulesFor('en', demoRouteSettings, { signedIn: false })}
          labels={labels}
        />
      </Provider>,
    );
    expect(store.getState().navigation.history).toEqual(['/en/line', '/en/contacts']);
  });
});
