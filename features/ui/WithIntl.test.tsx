import { act, screen } from '@testing-library/react';
import { useFormatter, useTranslations } from 'next-intl';
import en from '@/messages/en.json';
import { defineRemote } from '@/features/remote-apps/remote-module';
import { RemotePart } from '@/features/remote-apps/RemotePart';
import { renderWithProviders } from '@/tests/render';
import { PageTextsProvider } from './PageTexts';
import { ClientTextsProvider } from './ClientTexts';
import { withIntlTexts } from './intl-part';
import { withIntl } from './WithIntl';

function QuickCount({ count }: { count: number }) {
  const t = useTranslations('coupon');
  return <p>{t('quickSelections', { count })}</p>;
}

describe('a lazily loaded part with next-intl (intl-part.ts)', () => {
  it('formats the texts of the nearest ClientTextsProvider', async () => {
    const remote = defineRemote(
      'test/quick-count',
      withIntlTexts(async () => QuickCount),
    );
    await act(async () => {
      renderWithProviders(
        <ClientTextsProvider locale="en" messages={{ coupon: en.coupon }}>
          <RemotePart remote={remote} props={{ count: 2 }} />
        </ClientTextsProvider>,
      );
    });
    expect(await screen.findByText('2 selections in your bet slip')).toBeInTheDocument();
  });

  it('formats dates in the time zone of the outer provider, which a nested one inherits', async () => {
    function Kickoff() {
      const format = useFormatter();
      return (
        <p>{format.dateTime(new Date(Date.UTC(2026, 4, 1, 21, 30)), { timeStyle: 'short' })}</p>
      );
    }
    const remote = defineRemote(
      'test/kickoff',
      withIntlTexts(async () => Kickoff),
    );
    await act(async () => {
      renderWithProviders(
        <ClientTextsProvider locale="en" messages={{}} timeZone="Asia/Tokyo">
          <PageTextsProvider locale="en" messages={{ coupon: en.coupon }}>
            <RemotePart remote={remote} props={{}} />
          </PageTextsProvider>
        </ClientTextsProvider>,
      );
    });
    expect(await screen.findByText(/^6:30\sAM$/)).toBeInTheDocument();
  });

  it('wraps a component once, so React keeps its state across loads', () => {
    expect(withIntl(QuickCount)).toBe(withIntl(QuickCount));
  });
});
