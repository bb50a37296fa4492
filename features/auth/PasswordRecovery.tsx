'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { track } from '@/features/analytics';
import { selectDisplayClock, formatTime } from '@/features/settings';
import { useAppDispatch, useAppSelector } from '@/features/store';
import { codeSchema, passwordSchema, recoveryRequestSchema } from '@/server/upstream/schemas/auth';
import {
  passwordRecovery,
  passwordReset,
  toAuthFailure,
  type AuthFailure,
} from '@/features/session';
import { FormAlert, FormField, useHydrated } from '@/features/ui';
import { useFailureText } from './use-auth-text';
import styles from './AuthForms.module.css';

type Step = 'request' | 'reset' | 'done';

/** spec 02 §5: an expired code is "time up", any other miss a wrong code. */
const CODE_FAILURES = ['wrong_code', 'time_up'];

/**
 * The forgot-password flow: a login gets a code (the answer is the same whether the account
 * exists or not), then the code and a new password set it. spec 02 §4 analytics names the steps.
 */
export function PasswordRecovery({
  startAt = 'request',
  initialLogin = '',
  onLogin,
  loginHref,
}: {
  startAt?: 'request' | 'reset';
  initialLogin?: string;
  /** After success: open the login form (in a modal) … */
  onLogin?: () => void;
  /** … or go to the login page. */
  loginHref?: string;
}) {
  const t = useTranslations('auth');
  const locale = useLocale();
  const clock = useAppSelector(selectDisplayClock);
  const failureText = useFailureText();
  const dispatch = useAppDispatch();
  const [step, setStep] = useState<Step>(startAt);
  const [login, setLogin] = useState(initialLogin);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [expiresAt, setExpiresAt] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();

  async function requestCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setFailure(null);
    if (!recoveryRequestSchema.safeParse({ login: login.trim() }).success) {
      setFieldErrors({ login: t('fields.recoveryLogin') });
      return;
    }
    setFieldErrors({});
    setPending(true);
    const result = await dispatch(passwordRecovery({ login: login.trim() }));
    setPending(false);
    if (passwordRecovery.fulfilled.match(result)) {
      track({ name: 'recovery_code_sent', fields: {} });
      setExpiresAt(result.payload.codeExpiresAt);
      setCode('');
      setStep('reset');
      return;
    }
    track({
      name: 'recovery_error',
      fields: {
        place: 'request',
        error_code: (result.payload ?? toAuthFailure(result.error)).code,
      },
    });
    setFailure(result.payload ?? toAuthFailure(result.error));
  }

  async function resetPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setFailure(null);
    const errors: Record<string, string> = {};
    if (!recoveryRequestSchema.safeParse({ login: login.trim() }).success) {
      errors.login = t('fields.recoveryLogin');
    }
    if (!codeSchema.safeParse(code.trim()).success) errors.code = t('fields.code');
    if (!passwordSchema.safeParse(password).success) errors.password = t('fields.password');
    setFieldErrors(errors);
    if (errors.password)
      track({ name: 'recovery_password_error', fields: { error_code: 'invalid' } });
    track({
      name: 'recovery_save',
      fields: { mode: Object.keys(errors).length > 0 ? 'passive' : 'active' },
    });
    if (Object.keys(errors).length > 0) return;
    setPending(true);
    const result = await dispatch(
      passwordReset({ login: login.trim(), code: code.trim(), password }),
    );
    setPending(false);
    if (passwordReset.fulfilled.match(result)) {
      track({ name: 'recovery_success', fields: {} });
      setPassword('');
      setStep('done');
      return;
    }
    const answer = result.payload ?? toAuthFailure(result.error);
    if (answer.fields.password?.code === 'invalid') {
      track({
        name: 'recovery_password_error',
        fields: { error_code: answer.fields.password.code },
      });
      setFieldErrors({ password: t('fields.password') });
      return;
    }
    if (answer.code === 'wrong_code' || answer.code === 'time_up')
      track({ name: 'recovery_code_entered', fields: { result: answer.code } });
    else track({ name: 'recovery_error', fields: { place: 'reset', error_code: answer.code } });
    setFailure(answer);
  }

  function backToRequest() {
    track({ name: 'recovery_no_code', fields: {} });
    setFailure(null);
    setFieldErrors({});
    setStep('request');
  }

  if (step === 'done') {
    return (
      <div className={styles.form}>
        <p className={styles.success} role="status">
          {t('forgot.success')}
        </p>
        {onLogin ? (
          <button type="button" className={styles.primary} data-autofocus="" onClick={onLogin}>
            {t('forgot.toLogin')}
          </button>
        ) : (
          <a href={loginHref} className={styles.primary}>
            {t('forgot.toLogin')}
          </a>
        )}
      </div>
    );
  }

  const loginField = (
    <FormField label={t('forgot.login')} hint={t('forgot.loginHint')} error={fieldErrors.login}>
      {(control) => (
        <input
          {...control}
          autoComplete="username"
          maxLength={254}
          value={login}
          onChange={(event) => setLogin(event.target.value)}
        />
      )}
    </FormField>
  );

  if (step === 'request') {
    return (
      <form className={styles.form} onSubmit={(event) => void requestCode(event)} noValidate>
        <p className={styles.text}>{t('forgot.intro')}</p>
        {loginField}
        <FormAlert text={failure ? failureText(failure) : null} />
        <button
          type="submit"
          className={styles.primary}
          disabled={pending || !hydrated}
          aria-busy={pending}
        >
          {t('forgot.send')}
        </button>
      </form>
    );
  }

  const codeFailure = failure !== null && CODE_FAILURES.includes(failure.code);
  const expiry = expiresAt ? formatTime(locale, clock, expiresAt) : null;
  return (
    <form className={styles.form} onSubmit={(event) => void resetPassword(event)} noValidate>
      {expiry && (
        <p className={styles.info} role="status">
          {t('forgot.sent', { time: expiry })}
        </p>
      )}
      {!expiresAt && loginField}
      <FormField label={t('forgot.code')} error={fieldErrors.code}>
        {(control) => (
          <input
            {...control}
            aria-invalid={control['aria-invalid'] ?? (codeFailure || undefined)}
            data-autofocus=""
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
      </FormField>
      <FormField
        label={t('forgot.newPassword')}
        hint={t('registration.passwordHint')}
        error={fieldErrors.password}
      >
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="new-password"
            maxLength={128}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </FormField>
      <FormAlert text={failure ? failureText(failure) : null} />
      <button
        type="submit"
        className={styles.primary}
        disabled={pending || !hydrated}
        aria-busy={pending}
      >
        {t('forgot.save')}
      </button>
      <div className={styles.links}>
        <span>
          {failure?.code === 'time_up' ? null : t('forgot.noCode')}{' '}
          <button type="button" className={styles.linkButton} onClick={backToRequest}>
            {failure?.code === 'time_up'
              ? t('forgot.requestNew')
              : expiresAt
                ? t('forgot.requestNew')
                : t('forgot.requestCode')}
          </button>
        </span>
      </div>
    </form>
  );
}
