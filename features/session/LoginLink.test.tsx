import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/tests/render';
import { selectAuthModal } from './authSlice';
import { LoginLink } from './LoginLink';

describe('LoginLink', () => {
  it('links to the sign-in page and opens the sign-in modal in place on a plain click', () => {
    const { store } = renderWithProviders(<LoginLink lng="de">Anmelden</LoginLink>);
    const link = screen.getByRole('link', { name: 'Anmelden' });
    expect(link).toHaveAttribute('href', '/de/user/login');
    const followed = fireEvent.click(link, { button: 0 });
    expect(followed).toBe(false);
    expect(selectAuthModal(store.getState())).toBe('login');
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
  ])('leaves a %s-click to the browser (a new tab or window), with no modal', (_, keys) => {
    const { store } = renderWithProviders(<LoginLink lng="en">Log in</LoginLink>);
    fireEvent.click(screen.getByRole('link', { name: 'Log in' }), { button: 0, ...keys });
    expect(selectAuthModal(store.getState())).toBeNull();
  });
});
