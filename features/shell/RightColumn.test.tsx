import { fireEvent, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { renderWithProviders } from '@/tests/render';
import { isSectionGamePage } from '@/features/casino/casino-paths';
import { RightColumn } from './RightColumn';
import { RIGHT_COLUMN_LABELS } from './right-column.fixture';

// issue 22 §8: a casino game's page gives the game the room; the slip starts folded there.

let pathname = '/en/slots/game/1089/scarab-dunes';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

function renderColumn() {
  return renderWithProviders(
    <NextIntlClientProvider locale="en" messages={{ coupon: en.coupon }} timeZone="UTC">
      <RightColumn labels={RIGHT_COLUMN_LABELS}>
        <p>The coupon</p>
      </RightColumn>
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  document.cookie = 'right_section=; max-age=0; path=/';
});

describe('the right column on a casino game’s page', () => {
  it('tells a game’s page from the others', () => {
    expect(isSectionGamePage('/en/slots/game/1089/scarab-dunes')).toBe(true);
    expect(isSectionGamePage('/ru/live-casino/game/7/roulette')).toBe(true);
    expect(isSectionGamePage('/en/slots')).toBe(false);
    expect(isSectionGamePage('/en/line/all/football/105-premier/100035-a-b')).toBe(false);
    expect(isSectionGamePage(null)).toBe(false);
  });

  it('starts folded there, unfolds for that page only, and never writes the choice', () => {
    pathname = '/en/slots/game/1089/scarab-dunes';
    const { store } = renderColumn();
    expect(screen.queryByText('The coupon')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Expand the right column' }));
    expect(screen.getByText('The coupon')).toBeInTheDocument();
    expect(store.getState().settings.rightSectionState).toBe(0);
    expect(document.cookie).not.toContain('right_section');
  });

  it('keeps the player’s own choice everywhere else', () => {
    pathname = '/en/slots';
    renderColumn();
    expect(screen.getByText('The coupon')).toBeInTheDocument();
  });
});
