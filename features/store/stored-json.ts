import type { z } from 'zod';

/**
 * What the browser kept under a key (localStorage), read back through its schema: null when there
 * is nothing, or when the text is not JSON or not of the shape we write (another version, another
 * tab's garbage, a hand edit), so the caller drops it and starts afresh.
 */
export function parseStoredJson<S extends z.ZodType>(
  schema: S,
  text: string | null,
): z.infer<S> | null {
  if (text === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
