import { Fragment, type ReactNode } from 'react';
import type { Messages } from '@/server/i18n/messages';
import { useClientTexts } from './ClientTexts';

/** The dotted paths of a namespace's texts (`title`, `options.marketing.name`). */
type PlainPath<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}`
    : T[K] extends object
      ? PlainPath<T[K], `${Prefix}${K}.`>
      : never;
}[keyof T & string];

/**
 * The texts of a namespace for the client parts in the pages' first-load scripts and on a first
 * visit's first paint (the odds buttons, a remote part's refresh box, the error boundary, the
 * cookie consent modal), read from ClientTextsProvider without next-intl's ICU message
 * formatter: its first message costs a first visit tens of milliseconds of script time at once,
 * most of it looking up the locale. Only plain `{name}` arguments are filled in, and one tag pair
 * by richPlainText: texts read here have no plural, select or number formats
 * (use-plain-texts.test.tsx checks them in every language). A text the provider lacks reads as its
 * key, as next-intl's own fallback does (server/i18n/request.ts).
 */
export function usePlainTexts<N extends keyof Messages>(
  namespace: N,
): (key: PlainPath<Messages[N]>, values?: Record<string, string | number>) => string {
  const texts = useClientTexts()?.messages[namespace];
  return (key, values) => {
    const text = (key as string)
      .split('.')
      .reduce<unknown>(
        (node, part) =>
          typeof node === 'object' && node !== null
            ? (node as Record<string, unknown>)[part]
            : undefined,
        texts,
      );
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

/**
 * A text whose `<tag>…</tag>` parts are drawn by `render` (a link in a sentence), as next-intl's
 * `t.rich` draws them; the rest stays text.
 */
export function richPlainText(
  text: string,
  tag: string,
  render: (chunks: string) => ReactNode,
): ReactNode[] {
  const parts = text.split(new RegExp(`<${tag}>(.*?)</${tag}>`, 's'));
  return parts.map((part, index) => (
    // Odd places hold what the tags enclosed.
    <Fragment key={index}>{index % 2 === 1 ? render(part) : part}</Fragment>
  ));
}
