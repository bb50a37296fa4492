'use client';

import { bffClient } from '@/features/bff';
import type { FailureTexts, FormState } from '../contact/page-form';
import { useOfficeForm } from '../contact/use-office-form';
import styles from './Loyalty.module.css';

/**
 * One button that posts to the BFF: a cashback claim or a reward exchange. With JavaScript the
 * request is the BFF's JSON call and a refusal shows under the button; without it the form posts
 * itself and the page comes back with the outcome in its query (server/bff/form-post.ts). The
 * server gives every text, already in the player's language and numbers.
 */
export function LoyaltyActionForm({
  lng,
  action,
  fields = {},
  label,
  pendingLabel,
  accessibleName,
  sentText,
  codeTexts,
  failed,
  initial,
}: {
  lng: string;
  /** The BFF route, e.g. `/api/office/loyalty/rewards/exchanges`. */
  action: string;
  /** The request body, also sent as hidden fields by the form without JavaScript. */
  fields?: Record<string, number>;
  label: string;
  pendingLabel: string;
  /** The form's name for assistive technology (which reward, which programme). */
  accessibleName: string;
  sentText: string;
  /** The refusals this form knows, by code. */
  codeTexts: Record<string, string>;
  failed: string;
  initial?: FormState;
}) {
  const texts: FailureTexts = {
    fields: [],
    fieldText: () => failed,
    codeText: (code) => codeTexts[code],
    failed,
  };
  const form = useOfficeForm({
    initial,
    texts,
    check: () => ({ body: fields }),
    send: (body) => bffClient.post<unknown>(action, body),
    sentText,
  });

  return (
    <form
      method="post"
      action={`${action}?lng=${lng}`}
      className={styles.actionForm}
      aria-label={accessibleName}
      onSubmit={form.onSubmit}
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={styles.primary} disabled={form.pending}>
        {form.pending ? pendingLabel : label}
      </button>
      <p role="alert" className={styles.alert}>
        {form.alert}
      </p>
    </form>
  );
}
