'use client';

import './[lng]/globals.css';
import { StatusPage, statusPageStyles } from '@/features/shell';

const TEXTS = {
  en: {
    title: 'The site is temporarily unavailable',
    text: 'We could not load the site settings. Please reload the page in a minute.',
    retry: 'Try again',
  },
  ru: {
    title: 'Сайт временно недоступен',
    text: 'Не удалось загрузить настройки сайта. Обновите страницу через минуту.',
    retry: 'Повторить',
  },
} as const;

/**
 * The last-resort technical page: an error in the language layout itself, e.g. the site config
 * could not be loaded after its retries (spec 01 §8 "Config load failure throws no site config").
 * It renders its own <html> with texts inlined, since nothing above it can be trusted.
 */
export default function GlobalError({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const lng =
    typeof window !== 'undefined' && window.location.pathname.startsWith('/ru') ? 'ru' : 'en';
  const texts = TEXTS[lng];
  return (
    <html lang={lng} data-theme="dark">
      <body>
        <main>
          <StatusPage
            code="503"
            title={texts.title}
            text={texts.text}
            actions={
              <button type="button" className={statusPageStyles.primary} onClick={() => reset()}>
                {texts.retry}
              </button>
            }
          />
        </main>
      </body>
    </html>
  );
}
