import { fireEvent, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { renderWithProviders } from '@/tests/render';
import { parsePreferences, PREFERENCES_COOKIE } from './preferences';
import { PreferencesForm } from './PreferencesForm';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

function storedPreferences() {
  const cookie = document.cookie
    .split('; ')
    .find((entry) => entry.startsWith(`${PREFERENCES_COOKIE}=`));
  return parsePreferences(
    cookie ? decodeURIComponent(cookie.slice(PREFERENCES_COOKIE.length + 1)) : undefined,
  );
}

function renderForm() {
  return renderWithProviders(
    <NextIntlClientProvider locale="en" messages={{ settings: en.settings }} timeZone="UTC">
      <PreferencesForm />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  document.cookie = `${PREFERENCES_COOKIE}=; max-age=0; path=/`;
  refresh.mockClear();
});

describe('settings page controls', () => {
  it('saves the odds format to the state and the cookie, and renders the page again', () => {
    const { store } = renderForm();
    fireEvent.change(screen.getByLabelText('Odds format'), { target: { value: '2' } });
    expect(store.getState().settings.coefViewId).toBe(2);
    expect(storedPreferences().coefViewId).toBe(2);
    expect(refresh).toHaveBeenCalled();
  });

  it('saves the time zone and the 12 h clock', () => {
    const { store } = renderForm();
    fireEvent.change(screen.getByLabelText('Time zone'), { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('radio', { name: '12-hour (AM/PM)' }));
    expect(store.getState().settings).toMatchObject({ timeZone: -5, is12h: true });
    expect(storedPreferences()).toMatchObject({ timeZone: -5, is12h: true });
    // One notice for the run of changes, from the notification queue (its default title).
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('DoneSaved');
  });

  it('has a labelled control for every 0/1 preference, saved as 0 or 1', () => {
    const { store } = renderForm();
    const box = screen.getByRole('checkbox', { name: 'Express of the day' });
    expect(box).toBeChecked();
    fireEvent.click(box);
    expect(store.getState().settings.isAccumulatorOfTheDay).toBe(0);
    expect(storedPreferences().isAccumulatorOfTheDay).toBe(0);
    expect(screen.getAllByRole('checkbox')).toHaveLength(13);
  });

  it('keeps only the chosen preferences in the cookie', () => {
    renderForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Asian' }));
    const raw = document.cookie.split('; ').find((c) => c.startsWith(`${PREFERENCES_COOKIE}=`));
    expect(JSON.parse(decodeURIComponent(raw!.split('=')[1]!))).toEqual({ appViewType: 1 });
  });
});
