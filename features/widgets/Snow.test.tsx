import { render, screen } from '@testing-library/react';
import { log } from '@/server/log';
import { HomeSnow } from './HomeSnow';
import { Snow } from './Snow';
import { SNOW_FLAKE_COUNT, snowFlakes } from './snow-flakes';

let mockGroups: Record<string, unknown> | Error = {};
jest.mock('@/server/config/site-config', () => ({
  requestIdentity: async () => ({ origin: 'http://localhost:3000', countryCode: 'ru' }),
  loadConfigGroups: async (names: readonly string[]) => {
    if (mockGroups instanceof Error) throw mockGroups;
    return Object.fromEntries(Object.entries(mockGroups).filter(([name]) => names.includes(name)));
  },
}));

let logged: jest.SpyInstance;
beforeEach(() => {
  logged = jest.spyOn(log, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});

async function homePage(groups: Record<string, unknown> | Error) {
  mockGroups = groups;
  render(<>{await HomeSnow({ lng: 'en' })}</>);
  return screen.queryByTestId('snow');
}

describe('snow on the home page (config group snow)', () => {
  it('falls when the site turns it on', async () => {
    expect(await homePage({ snow: { isEnabled: true } })).not.toBeNull();
  });

  it.each([
    ['turned off', { snow: { isEnabled: false } }],
    ['a site without the group', {}],
  ])('does not fall when %s', async (_case, groups) => {
    expect(await homePage(groups)).toBeNull();
    expect(logged).not.toHaveBeenCalled();
  });

  it.each([
    ['a group that is not valid', { snow: { isEnabled: 'yes' } }, 'snow config group is not valid'],
    [
      'config groups that cannot be had',
      new Error('upstream down'),
      'snow config group unavailable',
    ],
  ])('does not fall with %s, and logs it', async (_case, groups, message) => {
    expect(await homePage(groups)).toBeNull();
    expect(logged).toHaveBeenCalledWith(message, expect.any(Object));
  });

  it('is hidden from assistive technology and the same on every render', () => {
    const { container } = render(<Snow />);
    const snow = screen.getByTestId('snow');
    expect(snow).toHaveAttribute('aria-hidden', 'true');
    expect(snow.children).toHaveLength(SNOW_FLAKE_COUNT);
    const again = render(<Snow />).container;
    expect(again.innerHTML).toBe(container.innerHTML);
  });

  it('spreads the flakes over the width, each already falling on the first paint', () => {
    const flakes = snowFlakes();
    expect(flakes).toEqual(snowFlakes());
    for (const flake of flakes) {
      expect(flake.left).toBeGreaterThanOrEqual(0);
      expect(flake.left).toBeLessThanOrEqual(100);
      expect(flake.delay).toBeLessThanOrEqual(0);
      expect(-flake.delay).toBeLessThanOrEqual(flake.duration);
    }
    const lefts = flakes.map((flake) => flake.left);
    expect(Math.min(...lefts)).toBeLessThan(20);
    expect(Math.max(...lefts)).toBeGreaterThan(80);
  });
});
