'use client';

import { SiteLink, browserNavigation, FormAlert, FormField, useHydrated } from '@/features/ui';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import {
  REGISTRATION_TYPE_OF_TAB,
  useRegistrationPageAnalytics,
  track,
} from '@/features/analytics';
import { useAppDispatch } from '@/features/store';
import { registerRequestSchema, type RegisterRequest } from '@/server/upstream/schemas/auth';
import {
  register,
  sendSms,
  toAuthFailure,
  type AuthFailure,
  type RegisterAnswer,
  LoginLink,
} from '@/features/session';
import { useAfterSignInUrl, useCountryName, usePhoneData, useSecondsLeft } from './hooks';
import { defaultCountryId } from './phone';
import { PhoneField, resolvePhone, usePhoneRule, type PhoneValue } from './PhoneField';
import { Tabs, tabPanelProps } from './Tabs';
import { useFailureText, useFieldFailureText } from './use-auth-text';
import styles from './AuthForms.module.css';

/** The currencies a new account can be opened in (spec 02 §9 lists their coupon defaults). */
export const REGISTRATION_CURRENCIES = ['RUB', 'USD', 'EUR', 'UAH', 'KZT'] as const;

type RegistrationTab = 'oneClick' | 'phone' | 'full';
const TAB_BASE = 'registration';

export interface RegistrationFormProps {
  lng: string;
  /** spec 01 §2, §5: on a VIP domain the form is not shown. */
  isVipDomain: boolean;
  geoCountryId: number;
  /** The site config's geo currency; the form starts with it when it is offered. */
  geoCurrency: string;
  context?: 'page' | 'modal';
  /**
   * Where a registration that signs the player in ends (spec 01 §2 `{section}/thankyou`); null:
   * where a sign-in would.
   */
  thankYouPath?: string | null;
}

type Credentials = Extract<RegisterAnswer, { status: 'authorized' }>['credentials'];

/**
 * Registration in one click, by phone or in full (spec 02 §3 registration types one_click,
 * phone_reg, full_reg). One click shows the generated login and password before going on; by
 * phone goes straight on. Both end on the registration thank-you page where the site has one, else
 * on the page the player came for. In full, the player is asked to follow the
 * link sent to the e-mail (spec 02 §4 "email approval sent"): the answer is the same whether the
 * e-mail already has an account, so the page says what to do in either case.
 */
export function RegistrationForm({
  lng,
  isVipDomain,
  geoCountryId,
  geoCurrency,
  context = 'page',
  thankYouPath = null,
}: RegistrationFormProps) {
  const t = useTranslations('auth');
  const failureText = useFailureText();
  const fieldFailureText = useFieldFailureText();
  const phoneRule = usePhoneRule();
  const countryName = useCountryName();
  const dispatch = useAppDispatch();
  const afterSignInUrl = useAfterSignInUrl(lng, context);
  const phoneData = usePhoneData(!isVipDomain);

  const [tab, setTab] = useState<RegistrationTab>('oneClick');
  const [currency, setCurrency] = useState<string>(
    (REGISTRATION_CURRENCIES as readonly string[]).includes(geoCurrency) ? geoCurrency : 'RUB',
  );
  const [countryId, setCountryId] = useState<number | null>(null);
  const [phone, setPhone] = useState<PhoneValue>({ countryId: null, number: '' });
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [birthDate, setBirthDate] = useState('');
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();
  const [sms, setSms] = useState<{
    sending: boolean;
    sentTo: string | null;
    resendAt: number | null;
  }>({ sending: false, sentTo: null, resendAt: null });
  const [credentials, setCredentials] = useState<Credentials>(null);
  const [confirmationTo, setConfirmationTo] = useState<string | null>(null);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const resendIn = useSecondsLeft(sms.resendAt);
  const termsErrorId = useId();
  useRegistrationPageAnalytics(context);

  if (isVipDomain) {
    return (
      <div className={styles.info} role="note">
        <p className={styles.stepTitle}>{t('registration.vipTitle')}</p>
        <p className={styles.text}>{t('registration.vipText')}</p>
      </div>
    );
  }

  const country = countryId ?? defaultCountryId(phoneData.data, geoCountryId);

  function fieldRule(field: string): string {
    if (field === 'phone' || field === 'countryCode') {
      return phoneRule(resolvePhone(phone, phoneData.data, geoCountryId).mask);
    }
    return t.has(`fields.${field}`) ? t(`fields.${field}`) : t('errors.generic');
  }

  function selectTab(next: RegistrationTab) {
    track({
      name: 'registration_option_select',
      fields: { reg_type: REGISTRATION_TYPE_OF_TAB[next] },
    });
    setTab(next);
    setFieldErrors({});
    setFailure(null);
  }

  function requestOf(): RegisterRequest | Record<string, unknown> {
    if (tab === 'oneClick') return { type: 'one_click', currencyIso: currency, countryId: country };
    if (tab === 'phone') {
      const resolved = resolvePhone(phone, phoneData.data, geoCountryId);
      return {
        type: 'phone',
        countryCode: resolved.countryCode,
        phone: resolved.phone,
        code: code.trim(),
        password,
        currencyIso: currency,
      };
    }
    return {
      type: 'full',
      email: email.trim(),
      password,
      firstName: firstName.trim(),
      lastName: lastName.trim(),
      birthDate,
      countryId: country,
      currencyIso: currency,
      acceptTerms,
    };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setFailure(null);
    // The same schema the BFF checks the body with (docs/conventions.md "one schema per shape").
    const parsed = registerRequestSchema.safeParse(requestOf());
    const errors: Record<string, string> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        if (field && !errors[field]) errors[field] = fieldRule(field);
      }
    }
    if (tab === 'phone' && !resolvePhone(phone, phoneData.data, geoCountryId).valid) {
      errors.phone = fieldRule('phone');
    }
    setFieldErrors(errors);
    if (!parsed.success || Object.keys(errors).length > 0) return;

    setPending(true);
    const result = await dispatch(register(parsed.data));
    if (register.fulfilled.match(result)) {
      if (tab === 'phone') track({ name: 'registration_phone_code_approved', fields: {} });
      track({ name: 'registration_done', fields: { reg_type: REGISTRATION_TYPE_OF_TAB[tab] } });
      if (result.payload.status === 'confirmation_sent') {
        track({ name: 'registration_email_approval', fields: { status: 'sent' } });
        setPending(false);
        setConfirmationTo(email.trim());
        return;
      }
      if (result.payload.credentials) {
        setPending(false);
        setCredentials(result.payload.credentials);
        return;
      }
      browserNavigation.assign(thankYouPath ?? afterSignInUrl());
      return;
    }
    setPending(false);
    const answer = result.payload ?? toAuthFailure(result.error);
    if (tab === 'phone' && answer.fields.code)
      track({
        name: 'registration_phone_code_error',
        fields: { error_code: answer.fields.code.code },
      });
    track({
      name: 'registration_error',
      fields: { reg_type: REGISTRATION_TYPE_OF_TAB[tab], error_code: answer.code },
    });
    const byField = fieldFailureText(answer, fieldRule);
    setFieldErrors(byField);
    setFailure(Object.keys(byField).length > 0 ? null : answer);
  }

  async function requestSms() {
    const resolved = resolvePhone(phone, phoneData.data, geoCountryId);
    if (!resolved.valid) {
      setFieldErrors({ phone: fieldRule('phone') });
      return;
    }
    setFieldErrors({});
    setFailure(null);
    setSms((state) => ({ ...state, sending: true }));
    const result = await dispatch(
      sendSms({
        countryCode: resolved.countryCode,
        phone: resolved.phone,
        purpose: 'registration',
      }),
    );
    if (sendSms.fulfilled.match(result)) {
      track({ name: 'registration_phone_code_sent', fields: {} });
      setSms({
        sending: false,
        sentTo: `${resolved.countryCode}${resolved.phone}`,
        resendAt: Date.now() + result.payload.resendAfterSeconds * 1000,
      });
      return;
    }
    setSms((state) => ({ ...state, sending: false }));
    const answer = result.payload ?? toAuthFailure(result.error);
    track({ name: 'sms_error', fields: { place: 'registration', error_code: answer.code } });
    const byField = fieldFailureText(answer, fieldRule);
    setFieldErrors(byField);
    setFailure(Object.keys(byField).length > 0 ? null : answer);
  }

  async function copyCredentials() {
    if (!credentials) return;
    try {
      await navigator.clipboard.writeText(
        `${t('registration.credentialsLogin')}: ${credentials.login}\n` +
          `${t('registration.credentialsPassword')}: ${credentials.password}`,
      );
      track({ name: 'registration_credentials_saved', fields: { reg_type: 'one_click' } });
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  }

  if (confirmationTo) {
    return (
      <div className={styles.form}>
        <div role="status">
          <p className={styles.stepTitle}>{t('registration.confirmTitle')}</p>
          <p className={styles.text}>{t('registration.confirmText', { email: confirmationTo })}</p>
          <p className={styles.text}>{t('registration.confirmHasAccountText')}</p>
        </div>
        <div className={styles.links}>
          <LoginLink lng={lng} data-autofocus="">
            {t('registration.login')}
          </LoginLink>
        </div>
      </div>
    );
  }

  if (credentials) {
    return (
      <div className={styles.form}>
        <div>
          <p className={styles.stepTitle}>{t('registration.credentialsTitle')}</p>
          <p className={styles.text}>{t('registration.credentialsText')}</p>
        </div>
        <dl className={styles.credentials}>
          <dt>{t('registration.credentialsLogin')}</dt>
          <dd>{credentials.login}</dd>
          <dt>{t('registration.credentialsPassword')}</dt>
          <dd>{credentials.password}</dd>
        </dl>
        <p className={styles.hint} aria-live="polite">
          {copyState === 'copied'
            ? t('registration.copied')
            : copyState === 'failed'
              ? t('registration.copyFailed')
              : ''}
        </p>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.secondary}
            data-autofocus=""
            onClick={() => void copyCredentials()}
          >
            {t('registration.copy')}
          </button>
          <button
            type="button"
            className={styles.primary}
            onClick={() => browserNavigation.assign(thankYouPath ?? afterSignInUrl())}
          >
            {t('registration.continue')}
          </button>
        </div>
      </div>
    );
  }

  const countries = phoneData.data?.countries ?? [];
  const currencyField = (
    <FormField label={t('registration.currency')} error={fieldErrors.currencyIso}>
      {(control) => (
        <select {...control} value={currency} onChange={(event) => setCurrency(event.target.value)}>
          {REGISTRATION_CURRENCIES.map((iso) => (
            <option key={iso} value={iso}>
              {iso}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
  const countryField = (
    <FormField label={t('registration.country')} error={fieldErrors.countryId}>
      {(control) => (
        <select
          {...control}
          value={country ?? ''}
          disabled={countries.length === 0}
          onChange={(event) => setCountryId(Number(event.target.value))}
        >
          {countries.length === 0 && (
            <option value="">
              {phoneData.status === 'failed' ? t('phone.unavailable') : t('phone.loading')}
            </option>
          )}
          {countries.map((item) => (
            <option key={item.id} value={item.id}>
              {countryName(item)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
  const passwordField = (
    <FormField
      label={t('registration.password')}
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
  );

  return (
    <div className={styles.stack}>
      <Tabs
        label={t('registration.methods')}
        base={TAB_BASE}
        selected={tab}
        onSelect={selectTab}
        tabs={[
          { id: 'oneClick', label: t('registration.oneClick') },
          { id: 'phone', label: t('registration.phone') },
          { id: 'full', label: t('registration.full') },
        ]}
      />
      <form
        {...tabPanelProps(TAB_BASE, tab)}
        className={styles.form}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        {tab === 'oneClick' && (
          <>
            <p className={styles.text}>{t('registration.oneClickText')}</p>
            <div className={styles.row}>
              {currencyField}
              {countryField}
            </div>
          </>
        )}
        {tab === 'phone' && (
          <>
            <PhoneField
              value={phone}
              onChange={setPhone}
              data={phoneData.data}
              status={phoneData.status}
              geoCountryId={geoCountryId}
              error={fieldErrors.phone ?? fieldErrors.countryCode}
            />
            <div className={styles.inline}>
              <button
                type="button"
                className={styles.secondary}
                onClick={() => void requestSms()}
                disabled={sms.sending || resendIn > 0}
              >
                {resendIn > 0
                  ? t('sms.resendIn', { seconds: resendIn })
                  : sms.sentTo
                    ? t('sms.resend')
                    : t('sms.send')}
              </button>
              <p className={styles.hint} aria-live="polite">
                {sms.sentTo ? t('sms.sent', { phone: sms.sentTo }) : ''}
              </p>
            </div>
            <FormField label={t('sms.code')} error={fieldErrors.code}>
              {(control) => (
                <input
                  {...control}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={8}
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                />
              )}
            </FormField>
            {passwordField}
            {currencyField}
          </>
        )}
        {tab === 'full' && (
          <>
            <FormField label={t('registration.email')} error={fieldErrors.email}>
              {(control) => (
                <input
                  {...control}
                  type="email"
                  autoComplete="email"
                  maxLength={254}
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                />
              )}
            </FormField>
            {passwordField}
            <div className={styles.row}>
              <FormField label={t('registration.firstName')} error={fieldErrors.firstName}>
                {(control) => (
                  <input
                    {...control}
                    autoComplete="given-name"
                    maxLength={64}
                    value={firstName}
                    onChange={(event) => setFirstName(event.target.value)}
                  />
                )}
              </FormField>
              <FormField label={t('registration.lastName')} error={fieldErrors.lastName}>
                {(control) => (
                  <input
                    {...control}
                    autoComplete="family-name"
                    maxLength={64}
                    value={lastName}
                    onChange={(event) => setLastName(event.target.value)}
                  />
                )}
              </FormField>
            </div>
            <div className={styles.row}>
              <FormField label={t('registration.birthDate')} error={fieldErrors.birthDate}>
                {(control) => (
                  <input
                    {...control}
                    type="date"
                    autoComplete="bday"
                    value={birthDate}
                    onChange={(event) => setBirthDate(event.target.value)}
                  />
                )}
              </FormField>
              {countryField}
            </div>
            {currencyField}
            <div className={styles.field}>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={acceptTerms}
                  aria-invalid={fieldErrors.acceptTerms ? true : undefined}
                  aria-describedby={fieldErrors.acceptTerms ? termsErrorId : undefined}
                  onChange={(event) => {
                    setAcceptTerms(event.target.checked);
                    track({
                      name: 'registration_rules',
                      fields: { accepted: event.target.checked },
                    });
                  }}
                />
                <span>
                  {t.rich('registration.acceptTerms', {
                    link: (chunks) => (
                      <SiteLink href={`/${lng}/rules/general`} target="_blank" prefetch={false}>
                        {chunks}
                      </SiteLink>
                    ),
                  })}
                </span>
              </label>
              {fieldErrors.acceptTerms && (
                <p id={termsErrorId} className={styles.fieldError}>
                  {fieldErrors.acceptTerms}
                </p>
              )}
            </div>
          </>
        )}
        <FormAlert text={failure ? failureText(failure) : null} />
        <button
          type="submit"
          className={styles.primary}
          disabled={pending || !hydrated}
          aria-busy={pending}
        >
          {t('registration.submit')}
        </button>
        <div className={styles.links}>
          <span>
            {t('registration.haveAccount')}{' '}
            <LoginLink lng={lng}>{t('registration.login')}</LoginLink>
          </span>
        </div>
      </form>
    </div>
  );
}
