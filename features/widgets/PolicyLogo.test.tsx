import { fireEvent, render, screen } from '@testing-library/react';
import { PolicyLogo } from './PolicyLogo';
import { POLICY_LOGO_COUNTRY_IDS } from './policy-logo';

const LABEL = 'Play responsibly: policy badge';
const logo = () => screen.queryByRole('img', { name: LABEL });

describe('the policy logo (spec 01 §7: country ids 1, 66, 126, 228, 120)', () => {
  it.each([1, 66, 126, 228, 120])('shows the BFF’s image for country %i in a fixed box', (id) => {
    render(<PolicyLogo geoCountryId={id} label={LABEL} />);
    expect(new URL((logo() as HTMLImageElement).src).pathname).toBe('/api/policy/logo');
    expect(logo()).toHaveAttribute('width', '120');
    expect(logo()).toHaveAttribute('height', '40');
  });

  it.each([0, 2, 65, 121, 227, 229])('shows nothing for country %i', (id) => {
    render(<PolicyLogo geoCountryId={id} label={LABEL} />);
    expect(logo()).toBeNull();
  });

  it('lists exactly the spec’s countries', () => {
    expect([...POLICY_LOGO_COUNTRY_IDS].sort((a, b) => a - b)).toEqual([1, 66, 120, 126, 228]);
  });

  it('takes its box away when the image cannot be loaded', () => {
    render(<PolicyLogo geoCountryId={1} label={LABEL} />);
    fireEvent.error(logo() as HTMLElement);
    expect(logo()).toBeNull();
  });
});
