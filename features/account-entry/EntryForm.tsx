'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState, type FormEvent } from 'react';
import { selectIsSignedIn } from '@/features/session';
import { BffError, bffClient, CLIENT_ERROR } from '@/features/bff';
import { useAppDispatch, useAppSelector } from '@/features/store';
import { loadUserConfig } from '@/features/user';
import { activationCodeSchema } from '@/server/upstream/schemas/account-entry';
import {
  ENTRY_ACTIONS,
  entryErrorCode,
  failureUrl,
  successUrl,
  type EntryAction,
  type EntryAnswer,
} from './outcomes';
import styles from './AccountEntry.module.css';

/** Calls after which the player's activation state is not what the store holds. */
const CHANGES_ACTIVATION: readonly EntryAction[] = ['verify', 'activationLink', 'activationCode'];

/**
 * A form of the entry pages. It posts to its BFF call as a plain form, so it works before (and
 * without) JavaScript: the BFF answers with a 303 to the page. With JavaScript the same call is
 * made as JSON (a captcha asked for is shown and the call retried by the BFF client); a refusal
 * is told here without leaving the page, and a success goes to the page the BFF would redirect to.
 */
export function EntryForm({
  action,
  lng,
  fields,
  submit,
  submitting,
  variant = 'primary',
  code,
  initialError = null,
}: {
  action: EntryAction;
  lng: string;
  /** The form's hidden fields (the token, the contact, the method). */
  fields: Readonly<Record<string, string>>;
  submit: string;
  submitting: string;
  variant?: 'primary' | 'secondary';
  /** The code field, for the quick-activation form. */
  code?: { label: string; hint: string };
  /** A refusal the page was drawn with (`?error=`, after a form posted without JavaScript). */
  initialError?: string | null;
}) {
  const t = useTranslations('accountEntry.errors');
  const router = useRouter();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const id = useId();
  const codeRef = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(initialError);
  const [codeError, setCodeError] = useState<string | null>(null);
  const path = `${ENTRY_ACTIONS[action].path}?${new URLSearchParams({ lang: lng })}`;

  function refusalText(failure: unknown): string {
    if (!(failure instanceof BffError)) return t('unavailable');
    if (
      failure.code === CLIENT_ERROR.captchaCancelled ||
      failure.code === CLIENT_ERROR.captchaFailed
    ) {
      return t('captcha_required');
    }
    const known = entryErrorCode(failure.code);
    if (known === 'too_many_attempts') {
      return t('too_many_attempts', {
        minutes: Math.max(1, Math.ceil((failure.retryAfterS ?? 60) / 60)),
      });
    }
    return t(known);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const body: Record<string, string> = {};
    for (const [name, value] of new FormData(event.currentTarget)) body[name] = String(value);
    if (code) {
      const parsed = activationCodeSchema.safeParse(body.code ?? '');
      if (!parsed.success) {
        setCodeError(t('codeFormat'));
        codeRef.current?.focus();
        return;
      }
      body.code = parsed.data;
    }
    setCodeError(null);
    setError(null);
    setPending(true);
    try {
      const answer = await bffClient.post<EntryAnswer>(path, body);
      if (signedIn && CHANGES_ACTIVATION.includes(action)) {
        void dispatch(loadUserConfig({ force: true }));
      }
      router.replace(successUrl(action, lng, body, answer ?? {}));
      router.refresh();
    } catch (failure) {
      if (failure instanceof BffError && entryErrorCode(failure.code) === 'unauthorized') {
        window.location.assign(failureUrl(action, lng, body, 'unauthorized'));
        return;
      }
      setError(refusalText(failure));
      if (code && failure instanceof BffError && ['wrong_code', 'time_up'].includes(failure.code)) {
        codeRef.current?.focus();
      }
    } finally {
      setPending(false);
    }
  }

  const codeInvalid = codeError !== null || (code !== undefined && error !== null);
  return (
    <form
      className={styles.form}
      method="post"
      action={path}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className={styles.formRow}>
        {code && (
          <div className={styles.field}>
            <label htmlFor={`${id}-code`} className={styles.label}>
              {code.label}
            </label>
            <input
              ref={codeRef}
              id={`${id}-code`}
              name="code"
              className={styles.input}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={8}
              required
              aria-invalid={codeInvalid || undefined}
              aria-describedby={`${id}-hint${codeError ? ` ${id}-code-error` : ''}`}
            />
          </div>
        )}
        <button
          type="submit"
          className={variant === 'primary' ? styles.primary : styles.secondary}
          disabled={pending}
          aria-busy={pending}
          data-button=""
        >
          {pending ? submitting : submit}
        </button>
      </div>
      {code && (
        <p id={`${id}-hint`} className={styles.hint}>
          {code.hint}
        </p>
      )}
      {codeError && (
        <p id={`${id}-code-error`} className={styles.fieldError}>
          {codeError}
        </p>
      )}
      <p role="alert" className={styles.alert}>
        {error}
      </p>
    </form>
  );
}
