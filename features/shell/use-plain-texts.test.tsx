import { render, screen } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import { ClientTextsProvider } from './ClientTexts';
import { fillPlainText, usePlainTexts } from './use-plain-texts';

/** Every text read through usePlainTexts, with the arguments its readers give. */
const PLAIN_TEXTS = [
  { namespace: 'coupon', key: 'oddsLabel', values: { outcome: 'Spartak', coef: '2.35' } },
  { namespace: 'coupon', key: 'oddsBlocked', values: { outcome: 'Spartak' } },
  { namespace: 'remoteApps', key: 'main_dictionary_load_error' },
  { namespace: 'remoteApps', key: 'main_dictionary_refresh_page' },
  { namespace: 'remoteApps', key: 'main_page_refresh_button' },
  { namespace: 'remoteApps', key: 'main_refreshing_button' },
  { namespace: 'errors', key: 'technicalTitle' },
  { namespace: 'errors', key: 'technicalText' },
  { namespace: 'errors', key: 'retry' },
  { namespace: 'errors', key: 'toHome' },
] as const;

describe('plain texts (the first-load parts read them without the ICU formatter)', () => {
  it.each([
    ['en', en],
    ['ru', ru],
  ] as const)('read as next-intl formats them, in %s', (locale, messages) => {
    for (const { namespace, key, ...rest } of PLAIN_TEXTS) {
      const values = 'values' in rest ? rest.values : undefined;
      const text = (messages[namespace] as Record<string, string>)[key] ?? '';
      const t = createTranslator({ locale, messages, namespace });
      expect(values ? fillPlainText(text, values) : text).toBe(
        (t as (k: string, v?: Record<string, string>) => string)(key, values),
      );
    }
  });

  it('come from the nearest provider; a missing one reads as its key', () => {
    function Odds() {
      const t = usePlainTexts('coupon');
      return (
        <>
          <p>{t('oddsLabel', { outcome: 'Draw', coef: '3.10' })}</p>
          <p>{t('quickTitle')}</p>
        </>
      );
    }
    render(
      <ClientTextsProvider locale="ru" messages={{ coupon: { oddsLabel: ru.coupon.oddsLabel } }}>
        <Odds />
      </ClientTextsProvider>,
    );
    expect(screen.getByText('Draw: 3.10')).toBeInTheDocument();
    expect(screen.getByText('coupon.quickTitle')).toBeInTheDocument();
  });

  it('fill in only the arguments given', () => {
    expect(fillPlainText('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});
