import { act, fireEvent, screen, within } from '@testing-library/react';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import { siteConfigFixture } from '@/server/config/site-config.fixture';
import type { SiteConfigAnswer } from '@/server/upstream/schemas/config';
import { ClientTextsProvider } from '@/features/ui/ClientTexts';
import { renderWithProviders } from '@/tests/render';
import { ShellWidgets } from './ShellWidgets';

jest.mock('next/navigation', () => ({
  usePathname: () => '/en',
  useSearchParams: () => new URLSearchParams(),
}));

async function shell(lng: 'en' | 'ru', siteConfig: Partial<SiteConfigAnswer['siteConfig']>) {
  const config = {
    ...siteConfigFixture,
    siteConfig: { ...siteConfigFixture.siteConfig, ...siteConfig },
  };
  // The widgets' texts are the document's, which the browser loads once (DocumentTexts.tsx).
  const element = (
    <ClientTextsProvider locale={lng} messages={lng === 'ru' ? ru : en}>
      <ShellWidgets lng={lng} config={config} />
    </ClientTextsProvider>
  );
  // The support button's code loads after the page's (a remote part, lazy-shell-parts.tsx).
  await act(async () => {
    renderWithProviders(element);
  });
  await screen.findByRole('button', { name: (lng === 'ru' ? ru : en).widgets.support.toggle });
}

const optionNames = (toggleName: string, listName: string) => {
  fireEvent.click(screen.getByRole('button', { name: toggleName }));
  return within(screen.getByRole('list', { name: listName }))
    .getAllByRole('button')
    .map((button) => button.textContent);
};

describe('the shell widgets from the site config', () => {
  it('offers what the config allows, in the page’s language', async () => {
    await shell('ru', {
      isAvailableCallback: true,
      langsHiddenCallback: ['en'],
      consultantParams: { consultant_id: 'betarena-support' },
    });
    expect(optionNames(ru.widgets.support.toggle, ru.widgets.support.options)).toEqual([
      'Перезвоните мне',
      'Чат с консультантом',
      'Написать нам',
    ]);
  });

  it('hides the call back in a language the site hides it for, and the chat without a consultant', async () => {
    await shell('en', {
      isAvailableCallback: true,
      langsHiddenCallback: ['en'],
      consultantParams: null,
    });
    expect(optionNames(en.widgets.support.toggle, en.widgets.support.options)).toEqual([
      en.widgets.support.email,
    ]);
  });
});
