import type { z } from 'zod';
import { BffError, type BffErrorItem } from '@/features/bff';
import { type NotificationInput, queryErrorNotification } from '@/features/notifications';
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
 * JSON-API pointer), and a notice with the rest (spec 02 §8 "failures with the server's message";
 * spec 01 §8 query errors), or with `fallback` when nothing was said.
 */
export function serverFailure(
  error: unknown,
  fields: readonly string[],
  fallback: string,
): { fieldErrors: FieldErrors; notice: NotificationInput | null } {
  const labels = { main_query_error: fallback };
  if (!(error instanceof BffError)) {
    return { fieldErrors: {}, notice: queryErrorNotification(error, labels) };
  }
  const fieldErrors: FieldErrors = {};
  const rest: BffErrorItem[] = [];
  for (const item of error.items) {
    const field = item.source?.pointer?.split('/')[1];
    if (field && fields.includes(field) && !fieldErrors[field]) {
      // The BFF's own check names the field first ("inn: 10 or 12 digits").
      fieldErrors[field] = item.title.startsWith(`${field}: `)
        ? item.title.slice(field.length + 2)
        : item.title;
    } else if (item.title) rest.push(item);
  }
  const shownAtFields = Object.keys(fieldErrors).length > 0;
  return {
    fieldErrors,
    notice:
      rest.length > 0
        ? queryErrorNotification(new BffError(error.status, rest), labels)
        : shownAtFields
          ? null
          : queryErrorNotification(error, labels),
  };
}
