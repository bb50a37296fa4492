import type { Messages } from '@/server/i18n/messages';
import { useClientTexts } from './ClientTexts';

type PlainKey<N extends keyof Messages> = {
  [K in keyof Messages[N]]: Messages[N][K] extends string ? K : never;
}[keyof Messages[N]] &
  string;

/**
 * The texts of a namespace for the few client parts in the pages' first-load scripts (the odds
 * buttons, a remote part's refresh box, the error boundary), read from ClientTextsProvider
 * without next-intl's ICU message formatter. Only plain `{name}` arguments are filled in: texts
 * read here have no plural, select or number formats (use-plain-texts.test.ts checks them in
 * every language). A text the provider lacks reads as its key, as next-intl's own fallback does
 * (server/i18n/request.ts).
 */
export function usePlainTexts<N extends keyof Messages>(
  namespace: N,
): (key: PlainKey<N>, values?: Record<string, string | number>) => string {
  const texts = useClientTexts()?.messages[namespace];
  return (key, values) => {
    const text =
      typeof texts === 'object' && texts !== null
        ? (texts as Record<string, unknown>)[key]
        : undefined;
    if (typeof text !== 'string') return `${namespace}.${key}`;
    return values ? fillPlainText(text, values) : text;
  };
}

/** `{name}` replaced by its value; a name without a value stays as written. */
export function fillPlainText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
