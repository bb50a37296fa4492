import en from '@/messages/en.json';
import ru from '@/messages/ru.json';

export type Messages = typeof en;

/** Languages we ship texts for; a configured language without texts reads English. */
export const SHIPPED_LANGUAGES = ['en', 'ru'] as const;

const catalogue: Record<string, Messages> = { en, ru };

function merge<T>(base: T, over: unknown): T {
  if (typeof base !== 'object' || base === null || typeof over !== 'object' || over === null) {
    return (over ?? base) as T;
  }
  const result: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(over)) {
    result[key] = merge(result[key], value);
  }
  return result as T;
}

/** The texts of a language over English, so a missing key shows English rather than a key. */
export async function loadMessages(lng: string): Promise<Messages> {
  const own = catalogue[lng];
  return own && lng !== 'en' ? merge(en, own) : en;
}
