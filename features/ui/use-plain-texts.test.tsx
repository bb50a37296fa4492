import { render, screen } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import { ClientTextsProvider } from './ClientTexts';
import { fillPlainText, richPlainText, usePlainTexts } from './use-plain-texts';

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
  ...(
    [
      'support.toggle',
      'support.options',
      'support.callback',
      'support.chat',
      'support.email',
      'support.socials',
    ] as const
  ).map((key) => ({ namespace: 'widgets' as const, key })),
  ...(
    [
      'title',
      'customise',
      'rejectAll',
      'acceptAll',
      'customiseTitle',
      'back',
      'acceptSelected',
      'saveFailed',
      'options.necessary.name',
      'options.necessary.text',
      'options.functionality.name',
      'options.functionality.text',
      'options.marketing.name',
      'options.marketing.text',
    ] as const
  ).map((key) => ({ namespace: 'cookieConsent' as const, key })),
] as const;

/** A text by its dotted path. */
function textAt(messages: Record<string, unknown>, path: string): string {
  const text = path
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      messages,
    );
  return typeof text === 'string' ? text : '';
}

describe('plain texts (the first-load parts read them without the ICU formatter)', () => {
  it.each([
    ['en', en],
    ['ru', ru],
  ] as const)('read as next-intl formats them, in %s', (locale, messages) => {
    for (const { namespace, key, ...rest } of PLAIN_TEXTS) {
      const values = 'values' in rest ? rest.values : undefined;
      const text = textAt(messages[namespace], key);
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

  it.each([
    ['en', en],
    ['ru', ru],
  ] as const)('draw a tag pair as next-intl does, in %s', (locale, messages) => {
    const t = createTranslator({ locale, messages, namespace: 'cookieConsent' });
    const { container } = render(
      <p>
        {richPlainText(messages.cookieConsent.text, 'link', (chunks) => (
          <a href="https://example.com/c">{chunks}</a>
        ))}
      </p>,
    );
    expect(container.innerHTML).toBe(
      `<p>${t.markup('text', { link: (chunks) => `<a href="https://example.com/c">${chunks}</a>` })}</p>`,
    );
    expect(container.querySelector('a')?.textContent).not.toBe('');
  });

  it('read a nested text by its path, and a missing one as its key', () => {
    function Options() {
      const t = usePlainTexts('cookieConsent');
      return (
        <>
          <p>{t('options.marketing.name')}</p>
          <p>{t('options.necessary.name')}</p>
        </>
      );
    }
    render(
      <ClientTextsProvider
        locale="en"
        messages={{ cookieConsent: { options: { marketing: { name: 'Marketing' } } } }}
      >
        <Options />
      </ClientTextsProvider>,
    );
    expect(screen.getByText('Marketing')).toBeInTheDocument();
    expect(screen.getByText('cookieConsent.options.necessary.name')).toBeInTheDocument();
  });

  it('fill in only the arguments given', () => {
    expect(fillPlainText('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});
