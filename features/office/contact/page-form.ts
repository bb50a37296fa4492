/**
 * What the office forms of the verification, identification, manager and ideas pages share: the
 * flash a form post without JavaScript comes back with (server/bff/form-post.ts puts it in the
 * page's query), and how a failure becomes the texts the form shows.
 */
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

export type FormFlash =
  { kind: 'done' } | { kind: 'error'; code: string; field?: string; rule?: string };

const TOKEN = /^[A-Za-z0-9_]{1,64}$/;

/** The page's query after a form post: `done=1`, or `error=<code>` (`field`, `rule`); else null. */
export function formFlashOf(
  searchParams: Record<string, string | string[] | undefined> | undefined,
): FormFlash | null {
  const one = (key: string) => {
    const value = searchParams?.[key];
    return typeof value === 'string' && TOKEN.test(value) ? value : undefined;
  };
  if (one('done') === '1') return { kind: 'done' };
  const code = one('error');
  if (!code) return null;
  const field = one('field');
  const rule = one('rule');
  return { kind: 'error', code, ...(field ? { field } : {}), ...(rule ? { rule } : {}) };
}

/** How a form says what went wrong, in the player's language. */
export interface FailureTexts {
  /** The form's fields: an error naming one of them is shown under it. */
  fields: readonly string[];
  /** A field's error; `rule` is the key of the rule it broke, when known. */
  fieldText: (field: string, rule: string | undefined) => string;
  /** A refusal the form knows by its code, else undefined. */
  codeText: (code: string) => string | undefined;
  /** Anything else. */
  failed: string;
}

export interface FormState {
  errors: FieldErrors;
  alert: string | null;
}

export const EMPTY_FORM_STATE: FormState = { errors: {}, alert: null };

/** A refusal, by its code and the field it names, as the form shows it. */
export function failureState(
  code: string,
  field: string | undefined,
  rule: string | undefined,
  texts: FailureTexts,
): FormState {
  if (field && texts.fields.includes(field)) {
    return { errors: { [field]: texts.fieldText(field, rule) }, alert: null };
  }
  return { errors: {}, alert: texts.codeText(code) ?? texts.failed };
}

/** The form's first state after a post without JavaScript came back refused. */
export function flashState(flash: FormFlash | null, texts: FailureTexts): FormState {
  if (flash?.kind !== 'error') return EMPTY_FORM_STATE;
  return failureState(flash.code, flash.field, flash.rule, texts);
}

/** The first broken rule of each field, as the form shows it. */
export function checkErrors(
  error: z.ZodError,
  texts: Pick<FailureTexts, 'fieldText'>,
  ruleOf: (message: string) => string | undefined = () => undefined,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = texts.fieldText(field, ruleOf(issue.message));
  }
  return errors;
}
