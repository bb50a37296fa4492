import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './use-hydrated';

function Submit() {
  const hydrated = useHydrated();
  return (
    <button type="submit" disabled={!hydrated}>
      Log in
    </button>
  );
}

describe('useHydrated', () => {
  it('keeps a submit button disabled in the server HTML', () => {
    expect(renderToString(<Submit />)).toContain('disabled');
  });

  it('enables it once the scripts run', () => {
    render(<Submit />);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });
});
