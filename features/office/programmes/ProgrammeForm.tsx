'use client';

import { bffClient } from '@/features/bff';
import { FormField } from '@/features/ui';
import type { FailureTexts, FormState } from '../contact/page-form';
import { useOfficeForm } from '../contact/use-office-form';
import styles from './Programmes.module.css';

/** A text field the player fills in (the partner link's sub-id). */
export interface ProgrammeInput {
  name: string;
  label: string;
  hint: string;
  maxLength: number;
  /** What is shown under the field when the BFF refuses its value. */
  error: string;
}

/**
 * One action of the programmes pages (take part, create a link, new code, sign a device out): a
 * form that posts itself to the BFF without JavaScript and comes back with the outcome in the
 * page's query (server/bff/form-post.ts), and with JavaScript sends the same body as JSON, shows
 * a refusal under the button and renders the page again. Every text comes from the server,
 * already in the player's language.
 */
export function ProgrammeForm({
  lng,
  action,
  fields = {},
  input,
  label,
  pendingLabel,
  accessibleName,
  sentText,
  codeTexts,
  failed,
  initial,
  tone = 'primary',
}: {
  lng: string;
  /** The BFF route, e.g. `/api/office/programmes/promotions`. */
  action: string;
  /** The ids the body carries, also sent as hidden fields by the form without JavaScript. */
  fields?: Record<string, number>;
  input?: ProgrammeInput;
  label: string;
  pendingLabel: string;
  /** The form's name for assistive technology (which promotion, which device). */
  accessibleName: string;
  sentText: string;
  /** The refusals this form knows, by code. */
  codeTexts: Record<string, string>;
  failed: string;
  initial?: FormState;
  tone?: 'primary' | 'secondary';
}) {
  const texts: FailureTexts = {
    fields: input ? [input.name] : [],
    fieldText: () => input?.error ?? failed,
    codeText: (code) => codeTexts[code],
    failed,
  };
  const form = useOfficeForm({
    initial,
    texts,
    check: (element) => {
      if (!input) return { body: fields };
      const value = String(new FormData(element).get(input.name) ?? '').trim();
      return { body: { ...fields, [input.name]: value } };
    },
    send: (body) => bffClient.post<unknown>(`${action}?lng=${lng}`, body),
    sentText,
  });

  return (
    <form
      method="post"
      action={`${action}?lng=${lng}`}
      className={input ? styles.inputForm : styles.actionForm}
      aria-label={accessibleName}
      noValidate
      onSubmit={form.onSubmit}
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {input && (
        <FormField
          label={input.label}
          hint={input.hint}
          error={form.errors[input.name]}
          styles={styles}
        >
          {(control) => (
            <input
              {...control}
              name={input.name}
              maxLength={input.maxLength}
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </FormField>
      )}
      <button
        type="submit"
        className={tone === 'primary' ? styles.primary : styles.secondary}
        disabled={form.pending}
      >
        {form.pending ? pendingLabel : label}
      </button>
      <p role="alert" className={styles.alert}>
        {form.alert}
      </p>
    </form>
  );
}
