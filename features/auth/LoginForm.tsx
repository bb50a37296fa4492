'use client';

import {
  SiteLink,
  browserNavigation,
  FormAlert,
  FormField,
  useHydrated,
  useTypedBeforeHydration,
} from '@/features/ui';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent, type MouseEvent } from 'react';
import { track } from '@/features/analytics';
import { useAppDispatch, useAppSelector } from '@/features/store';
import { codeSchema, emailSchema, type LoginRequest } from '@/server/upstream/schemas/auth';
import {
  AUTH_FORM,
  formChanged,
  login,
  modalOpened,
  selectLoginForm,
  sendSms,
  toAuthFailure,
  type AuthFailure,
  type AuthForm,
} from '@/features/session';
import { useAfterSignInUrl, usePhoneData, useSecondsLeft } from './hooks';
import { PhoneField, resolvePhone, usePhoneRule, type PhoneValue } from './PhoneField';
import { Tabs, tabPanelProps } from './Tabs';
import { useFailureText } from './use-auth-text';
import styles from './AuthForms.module.css';

type LoginTab = 'email' | 'phone' | 'sms';
const FORM_OF_TAB: Record<LoginTab, AuthForm> = {
  email: AUTH_FORM.loginPassword,
  phone: AUTH_FORM.phonePassword,
  sms: AUTH_FORM.sms,
};
const TAB_BASE = 'login';

function tabOf(form: AuthForm): LoginTab {
  if (form === AUTH_FORM.phonePassword) return 'phone';
  if (form === AUTH_FORM.sms) return 'sms';
  return 'email';
}

export interface LoginFormProps {
  lng: string;
  /** The visitor's country (site config geoCountryId): the phone forms start with it. */
  geoCountryId: number;
  /** Whether "Sign up" is offered (spec 01 §5). */
  showRegistration: boolean;
  /** In a modal the player stays on the page under it after signing in. */
  context?: 'page' | 'modal';
}

/**
 * Sign-in by e-mail, phone or SMS code, then the two-step code when the account asks for it
 * (spec 01 §3 Login payload variants, Auth form state). A success loads the return page in full
 * so the server renders it signed in.
 */
export function LoginForm({
  lng,
  geoCountryId,
  showRegistration,
  context = 'page',
}: LoginFormProps) {
  const t = useTranslations('auth');
  const failureText = useFailureText();
  const phoneRule = usePhoneRule();
  const dispatch = useAppDispatch();
  const afterSignInUrl = useAfterSignInUrl(lng, context);
  const { currentForm, loading, message, defaults, userInfo } = useAppSelector(selectLoginForm);
  const tab = tabOf(currentForm);
  const phoneData = usePhoneData(tab === 'phone' || tab === 'sms');

  const [email, setEmail] = useState(defaults.login);
  const [password, setPassword] = useState(defaults.passwords.login_password);
  const [phone, setPhone] = useState<PhoneValue>({ countryId: null, number: defaults.phone });
  const [phonePassword, setPhonePassword] = useState(defaults.passwords.phone_password);
  const [remember, setRemember] = useState(defaults.remember);
  const [smsPhone, setSmsPhone] = useState<PhoneValue>({
    countryId: null,
    number: defaults.phoneBySms,
  });
  const [smsCode, setSmsCode] = useState('');
  const [twoStepCode, setTwoStepCode] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [smsState, setSmsState] = useState<{
    sending: boolean;
    sentTo: string | null;
    resendAt: number | null;
    failure: AuthFailure | null;
  }>({ sending: false, sentTo: null, resendAt: null, failure: null });
  const [leaving, setLeaving] = useState(false);
  const resendIn = useSecondsLeft(smsState.resendAt);

  const busy = loading || leaving;
  const hydrated = useHydrated();
  // What the player (or the browser's autofill) typed while the form's script was loading.
  const form = useTypedBeforeHydration((data) => {
    const typed = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' && value !== '' ? value : null;
    };
    const login = typed('login');
    const secret = typed('password');
    if (login !== null) setEmail(login);
    if (secret !== null) (tab === 'email' ? setPassword : setPhonePassword)(secret);
  });
  const shown = smsState.failure ?? message;
  const alertText = shown ? failureText(shown) : null;

  function selectTab(next: LoginTab) {
    setFieldErrors({});
    setSmsState((state) => ({ ...state, failure: null }));
    track({ name: 'login_type_change', fields: { login_type: FORM_OF_TAB[next] } });
    dispatch(formChanged(FORM_OF_TAB[next]));
  }

  async function signIn(request: LoginRequest, errors: Record<string, string>) {
    setFieldErrors(errors);
    setSmsState((state) => ({ ...state, failure: null }));
    for (const field of Object.keys(errors))
      track({ name: 'login_field_error', fields: { login_type: currentForm, field } });
    if (Object.keys(errors).length > 0) return;
    const result = await dispatch(login(request));
    if (login.rejected.match(result))
      track({
        name: 'login_error',
        fields: {
          login_type: currentForm,
          error_code: (result.payload ?? toAuthFailure(result.error)).code,
        },
      });
    if (login.fulfilled.match(result) && result.payload.status === 'authorized') {
      track({ name: 'login_success', fields: { login_type: currentForm } });
      setLeaving(true);
      browserNavigation.assign(afterSignInUrl());
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    track({ name: 'login_click', fields: { login_type: currentForm } });
    const errors: Record<string, string> = {};
    if (currentForm === AUTH_FORM.twoStepCode) {
      if (!codeSchema.safeParse(twoStepCode.trim()).success) errors.code = t('fields.code');
      void signIn(
        {
          type: AUTH_FORM.twoStepCode,
          twoStepToken: userInfo.twoStepToken ?? '',
          code: twoStepCode.trim(),
        },
        errors,
      );
      return;
    }
    if (tab === 'email') {
      if (!emailSchema.safeParse(email.trim()).success) errors.login = t('fields.login');
      if (!password) errors.password = t('fields.loginPassword');
      void signIn(
        { type: AUTH_FORM.loginPassword, login: email.trim(), password, isRemember: remember },
        errors,
      );
      return;
    }
    const resolved = resolvePhone(tab === 'phone' ? phone : smsPhone, phoneData.data, geoCountryId);
    if (!resolved.valid) errors.phone = phoneRule(resolved.mask);
    if (tab === 'phone') {
      if (!phonePassword) errors.password = t('fields.loginPassword');
      void signIn(
        {
          type: AUTH_FORM.phonePassword,
          countryCode: resolved.countryCode,
          phone: resolved.phone,
          password: phonePassword,
          isRemember: remember,
        },
        errors,
      );
      return;
    }
    if (!codeSchema.safeParse(smsCode.trim()).success) errors.code = t('fields.code');
    void signIn(
      {
        type: AUTH_FORM.sms,
        countryCode: resolved.countryCode,
        phone: resolved.phone,
        code: smsCode.trim(),
      },
      errors,
    );
  }

  async function requestSms() {
    const resolved = resolvePhone(smsPhone, phoneData.data, geoCountryId);
    if (!resolved.valid) {
      setFieldErrors({ phone: phoneRule(resolved.mask) });
      return;
    }
    setFieldErrors({});
    if (smsState.sentTo) track({ name: 'login_sms_resend', fields: {} });
    setSmsState((state) => ({ ...state, sending: true, failure: null }));
    const result = await dispatch(
      sendSms({ countryCode: resolved.countryCode, phone: resolved.phone, purpose: 'login' }),
    );
    if (sendSms.fulfilled.match(result)) {
      setSmsState({
        sending: false,
        sentTo: `${resolved.countryCode}${resolved.phone}`,
        resendAt: Date.now() + result.payload.resendAfterSeconds * 1000,
        failure: null,
      });
    } else {
      track({
        name: 'sms_error',
        fields: {
          place: 'login',
          error_code: (result.payload ?? toAuthFailure(result.error)).code,
        },
      });
      setSmsState((state) => ({
        ...state,
        sending: false,
        failure: result.payload ?? toAuthFailure(result.error),
      }));
    }
  }

  function openModal(event: MouseEvent, modal: 'forgotPassword' | 'registration') {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    dispatch(modalOpened(modal));
  }

  // The server's answer is read out in the alert; fields show what the form itself checked.
  const errorOf = (field: string) => fieldErrors[field];

  if (currentForm === AUTH_FORM.twoStepCode) {
    return (
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div>
          <p className={styles.stepTitle}>{t('login.twoStepTitle')}</p>
          <p className={styles.text}>{t('login.twoStepText')}</p>
        </div>
        <FormField label={t('login.twoStepCode')} error={errorOf('code')}>
          {(control) => (
            <input
              {...control}
              data-autofocus=""
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={8}
              value={twoStepCode}
              onChange={(event) => setTwoStepCode(event.target.value)}
            />
          )}
        </FormField>
        <FormAlert text={alertText} />
        <button
          type="submit"
          className={styles.primary}
          disabled={busy || !hydrated}
          aria-busy={busy}
        >
          {busy ? t('login.signingIn') : t('login.confirm')}
        </button>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => dispatch(formChanged(AUTH_FORM.loginPassword))}
        >
          {t('login.back')}
        </button>
      </form>
    );
  }

  return (
    <div className={styles.stack}>
      <Tabs
        label={t('login.methods')}
        base={TAB_BASE}
        selected={tab}
        onSelect={selectTab}
        tabs={[
          { id: 'email', label: t('tabs.email') },
          { id: 'phone', label: t('tabs.phone') },
          { id: 'sms', label: t('tabs.sms') },
        ]}
      />
      <form
        ref={form}
        {...tabPanelProps(TAB_BASE, tab)}
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
      >
        {tab === 'email' && (
          <FormField label={t('login.email')} error={errorOf('login')}>
            {(control) => (
              <input
                {...control}
                type="email"
                name="login"
                autoComplete="username"
                value={email}
                maxLength={254}
                onChange={(event) => setEmail(event.target.value)}
              />
            )}
          </FormField>
        )}
        {tab !== 'email' && (
          <PhoneField
            value={tab === 'phone' ? phone : smsPhone}
            onChange={tab === 'phone' ? setPhone : setSmsPhone}
            data={phoneData.data}
            status={phoneData.status}
            geoCountryId={geoCountryId}
            error={errorOf('phone') ?? errorOf('countryCode')}
          />
        )}
        {tab !== 'sms' && (
          <FormField label={t('login.password')} error={errorOf('password')}>
            {(control) => (
              <input
                {...control}
                type="password"
                name="password"
                autoComplete="current-password"
                maxLength={128}
                value={tab === 'email' ? password : phonePassword}
                onChange={(event) =>
                  (tab === 'email' ? setPassword : setPhonePassword)(event.target.value)
                }
              />
            )}
          </FormField>
        )}
        {tab === 'sms' && (
          <>
            <div className={styles.inline}>
              <button
                type="button"
                className={styles.secondary}
                onClick={() => void requestSms()}
                disabled={smsState.sending || resendIn > 0}
              >
                {resendIn > 0
                  ? t('sms.resendIn', { seconds: resendIn })
                  : smsState.sentTo
                    ? t('sms.resend')
                    : t('sms.send')}
              </button>
              <p className={styles.hint} aria-live="polite">
                {smsState.sentTo ? t('sms.sent', { phone: smsState.sentTo }) : ''}
              </p>
            </div>
            <FormField label={t('sms.code')} error={errorOf('code')}>
              {(control) => (
                <input
                  {...control}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={8}
                  value={smsCode}
                  onChange={(event) => setSmsCode(event.target.value)}
                />
              )}
            </FormField>
          </>
        )}
        {tab !== 'sms' && (
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
            />
            {t('login.remember')}
          </label>
        )}
        <FormAlert text={alertText} />
        <button
          type="submit"
          className={styles.primary}
          disabled={busy || !hydrated}
          aria-busy={busy}
        >
          {busy ? t('login.signingIn') : t('login.submit')}
        </button>
        <div className={styles.links}>
          <SiteLink
            href={`/${lng}/user/forgotpassword`}
            prefetch={false}
            onClick={(event) => openModal(event, 'forgotPassword')}
          >
            {t('login.forgot')}
          </SiteLink>
          {showRegistration && (
            <span>
              {t('login.noAccount')}{' '}
              <SiteLink
                href={`/${lng}/registration`}
                prefetch={false}
                onClick={(event) => openModal(event, 'registration')}
              >
                {t('login.register')}
              </SiteLink>
            </span>
          )}
        </div>
      </form>
    </div>
  );
}
