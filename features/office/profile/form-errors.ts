import type { z } from 'zod';
import { BffError } from '@/features/auth/bff-client';
import { profileErrorKey, type ProfileErrorKey } from '@/server/upstream/schemas/profile';

export type FieldErrors = Record<string, string>;

/** What the form says about a field: the text of its rule, in the player's language. */
export type FieldText = (field: string, key: ProfileErrorKey | undefined) => string;

/** The first failed rule of each field, as the player reads it. */
export function clientFieldErrors(error: z.ZodError, text: FieldText): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = text(field, profileErrorKey(issue.message));
  }
  return errors;
}

/**
 * A refused save as the form shows it: the server's words under the fields it names (the
 * JSON-API pointer), and its message for the rest (spec 02 §8 "failures with the server's
 * message").
 */
export function serverFailure(
  error: unknown,
  fields: readonly string[],
  fallback: string,
): { fieldErrors: FieldErrors; message: string | null } {
  if (!(error instanceof BffError)) return { fieldErrors: {}, message: fallback };
  const fieldErrors: FieldErrors = {};
  const rest: string[] = [];
  for (const item of error.items) {
    const field = item.source?.pointer?.split('/')[1];
    if (field && fields.includes(field) && !fieldErrors[field]) {
      // The BFF's own check names the field first ("inn: 10 or 12 digits").
      fieldErrors[field] = item.title.startsWith(`${field}: `)
        ? item.title.slice(field.length + 2)
        : item.title;
    } else if (item.title) rest.push(item.title);
  }
  const message = rest.length > 0 ? rest.join('; ') : null;
  return {
    fieldErrors,
    message: message ?? (Object.keys(fieldErrors).length > 0 ? null : fallback),
  };
}
