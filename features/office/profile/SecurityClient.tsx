'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { bffClient } from '@/features/bff';
import { notify, savedNotification } from '@/features/notifications';
import { useAppDispatch } from '@/features/store';
import {
  activatedContacts,
  protectionLevelStatus,
  sendProfileChange,
  useProfileConfig,
} from '@/features/user';
import { phoneSchema, countryCodeSchema } from '@/server/upstream/schemas/auth';
import type { ProtectionMethods, UserConfig } from '@/server/upstream/schemas/user';
import { clientFieldErrors, serverFailure, type FieldErrors } from './form-errors';
import {
  emailAuthSchema,
  passwordChangeSchema,
  phoneBindingSchema,
  PROFILE_LIMITS,
  securityQuestionSchema,
  type ProfileErrorKey,
} from '@/server/upstream/schemas/profile';
import { ProfileField } from './ProfileField';
import styles from './Profile.module.css';

/** The methods in the order the page lists them (spec 02 §3 protection_methods). */
const METHODS = [
  'is_changed_password',
  'enable_security_question',
  'enable_email_auth',
  'enable_phone_binding',
  'enable_two_factor_auth',
] as const satisfies readonly (keyof ProtectionMethods)[];

type Saved = (config: UserConfig) => void;

/** Says that a change went through (spec 01 §8 success notice, closing itself). */
function useSaidDone() {
  const dispatch = useAppDispatch();
  return (text: string) => void dispatch(notify(savedNotification({ main_save_success: text })));
}

function useRuleText() {
  const t = useTranslations('officeProfile');
  return (field: string, key: ProfileErrorKey | undefined) =>
    key
      ? t(`errors.${key}`)
      : t.has(`errors.${field}`)
        ? t(`errors.${field}`)
        : t('errors.invalid');
}

/**
 * office/security: the protection level as a meter (spec 02 §4 bounds) and each protection
 * method with its state and the action that changes it; every change answers the config with
 * the level the upstream recomputed.
 */
export function SecurityClient({ initial }: { initial: UserConfig }) {
  const t = useTranslations('officeProfile.security');
  const { config, saved } = useProfileConfig(initial);
  const saidDone = useSaidDone();
  const methods = config.protection_methods;

  const onSaved = (text: string) => (next: UserConfig) => {
    saved(next);
    saidDone(text);
  };

  const actions: Record<(typeof METHODS)[number], { text: ReactNode; action?: ReactNode }> = {
    is_changed_password: {
      text:
        config.changed_pass_day_count === null
          ? t('passwordNeverChanged')
          : t('passwordChangedDays', { days: config.changed_pass_day_count }),
      action: <PasswordChange onSaved={onSaved(t('passwordSaved'))} />,
    },
    enable_security_question: {
      text: methods.enable_security_question ? t('questionSet') : t('questionText'),
      action: (
        <SecurityQuestion
          isSet={methods.enable_security_question}
          onSaved={onSaved(t('questionSaved'))}
        />
      ),
    },
    enable_email_auth: {
      text:
        config.user_email === null || !activatedContacts(config.activation_type).email
          ? t('emailAuthNeedsEmail')
          : t('emailAuthText'),
      action: <EmailAuthSwitch config={config} onSaved={saved} />,
    },
    enable_phone_binding: {
      text:
        methods.enable_phone_binding && config.phone_number !== null
          ? t('phoneBound', { phone: `+${config.phone_code ?? ''} ${config.phone_number}` })
          : t('phoneText'),
      action: methods.enable_phone_binding ? undefined : (
        <PhoneBinding
          defaultCountryCode={config.phone_code ?? ''}
          onSaved={onSaved(t('phoneSaved'))}
        />
      ),
    },
    enable_two_factor_auth: { text: t('twoFactorText') },
  };

  return (
    <div className={styles.page}>
      <section className={styles.panel} aria-labelledby="security-level">
        <h2 id="security-level" className={styles.caption}>
          {t('levelCaption')}
        </h2>
        <ProtectionMeter level={config.protection_level} />
      </section>
      <section className={styles.panel} aria-labelledby="security-methods">
        <h2 id="security-methods" className={styles.caption}>
          {t('methodsCaption')}
        </h2>
        <ul className={styles.list}>
          {METHODS.map((method) => (
            <li key={method} className={styles.item} aria-label={t(`methods.${method}`)}>
              <div className={styles.itemHead}>
                <span className={styles.itemName}>{t(`methods.${method}`)}</span>
                <span className={styles.itemText}>{actions[method].text}</span>
                <span className={styles.badge} {...(methods[method] ? { 'data-on': '' } : {})}>
                  {methods[method] ? t('on') : t('off')}
                </span>
              </div>
              {actions[method].action}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function ProtectionMeter({ level }: { level: number | null }) {
  const t = useTranslations('officeProfile.security');
  const status = protectionLevelStatus(level);
  const labelId = useId();
  const value = level ?? 0;
  return (
    <div className={styles.meter}>
      <div className={styles.meterHead}>
        <span id={labelId} className={styles.meterLabel}>
          {t(`levels.${status}`)}
        </span>
        <span className={styles.meterValue}>
          {level === null ? t('levelNotRated') : t('levelValue', { value })}
        </span>
      </div>
      <div
        className={styles.track}
        role="meter"
        aria-label={t('levelCaption')}
        aria-describedby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${t(`levels.${status}`)}, ${t('levelValue', { value })}`}
      >
        <div className={styles.fill} data-status={status} style={{ width: `${value}%` }} />
      </div>
      {status !== 'full' && <p className={styles.note}>{t('levelHint')}</p>}
    </div>
  );
}

/** A method's action: a button that opens its small form below the method. */
function Expander({
  label,
  children,
}: {
  label: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.action}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {label}
        </button>
      </div>
      <div id={panelId} hidden={!open}>
        {open && children(() => setOpen(false))}
      </div>
    </>
  );
}

function useSubmit<F extends string>(fields: readonly F[]) {
  const t = useTranslations('officeProfile');
  const dispatch = useAppDispatch();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  async function run(send: () => Promise<void>) {
    setFieldErrors({});
    setPending(true);
    try {
      await send();
    } catch (error) {
      const answer = serverFailure(error, fields, t('errors.failed'));
      setFieldErrors(answer.fieldErrors);
      if (answer.notice) void dispatch(notify(answer.notice));
    } finally {
      setPending(false);
    }
  }
  return { fieldErrors, setFieldErrors, pending, run };
}

const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'repeatPassword'] as const;

function PasswordChange({ onSaved }: { onSaved: Saved }) {
  const t = useTranslations('officeProfile.security');
  return (
    <Expander label={t('changePassword')}>
      {(close) => (
        <PasswordForm
          onSaved={(config) => {
            close();
            onSaved(config);
          }}
        />
      )}
    </Expander>
  );
}

export function PasswordForm({ onSaved }: { onSaved: Saved }) {
  const t = useTranslations('officeProfile.security');
  const ruleText = useRuleText();
  const [values, setValues] = useState({
    currentPassword: '',
    newPassword: '',
    repeatPassword: '',
  });
  const { fieldErrors, setFieldErrors, pending, run } = useSubmit(PASSWORD_FIELDS);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const parsed = passwordChangeSchema.safeParse(values);
    if (!parsed.success) {
      setFieldErrors(clientFieldErrors(parsed.error, ruleText));
      return;
    }
    void run(async () => {
      onSaved(await sendProfileChange('/api/user/security/password', 'POST', parsed.data));
    });
  }

  return (
    <form className={`${styles.form} ${styles.subform}`} onSubmit={onSubmit} noValidate>
      <div className={styles.grid}>
        {PASSWORD_FIELDS.map((field) => (
          <ProfileField
            key={field}
            label={t(field)}
            error={fieldErrors[field]}
            hint={field === 'newPassword' ? t('passwordHint') : undefined}
          >
            {(control) => (
              <input
                {...control}
                type="password"
                maxLength={128}
                autoComplete={field === 'currentPassword' ? 'current-password' : 'new-password'}
                value={values[field]}
                onChange={(event) => setValues((v) => ({ ...v, [field]: event.target.value }))}
              />
            )}
          </ProfileField>
        ))}
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={pending}>
          {pending ? t('saving') : t('savePassword')}
        </button>
      </div>
    </form>
  );
}

const QUESTION_FIELDS = ['question', 'answer'] as const;

function SecurityQuestion({ isSet, onSaved }: { isSet: boolean; onSaved: Saved }) {
  const t = useTranslations('officeProfile.security');
  return (
    <Expander label={isSet ? t('changeQuestion') : t('setQuestion')}>
      {(close) => (
        <QuestionForm
          onSaved={(config) => {
            close();
            onSaved(config);
          }}
        />
      )}
    </Expander>
  );
}

export function QuestionForm({ onSaved }: { onSaved: Saved }) {
  const t = useTranslations('officeProfile.security');
  const ruleText = useRuleText();
  const [values, setValues] = useState({ question: '', answer: '' });
  const { fieldErrors, setFieldErrors, pending, run } = useSubmit(QUESTION_FIELDS);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const parsed = securityQuestionSchema.safeParse(values);
    if (!parsed.success) {
      setFieldErrors(clientFieldErrors(parsed.error, ruleText));
      return;
    }
    void run(async () => {
      onSaved(await sendProfileChange('/api/user/security/question', 'PUT', parsed.data));
    });
  }

  return (
    <form className={`${styles.form} ${styles.subform}`} onSubmit={onSubmit} noValidate>
      <div className={styles.grid}>
        <ProfileField label={t('question')} error={fieldErrors.question} wide>
          {(control) => (
            <input
              {...control}
              maxLength={PROFILE_LIMITS.questionMax}
              placeholder={t('questionPlaceholder')}
              value={values.question}
              onChange={(event) => setValues((v) => ({ ...v, question: event.target.value }))}
            />
          )}
        </ProfileField>
        <ProfileField label={t('answer')} error={fieldErrors.answer} hint={t('answerHint')}>
          {(control) => (
            <input
              {...control}
              maxLength={PROFILE_LIMITS.answerMax}
              autoComplete="off"
              value={values.answer}
              onChange={(event) => setValues((v) => ({ ...v, answer: event.target.value }))}
            />
          )}
        </ProfileField>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={pending}>
          {pending ? t('saving') : t('saveQuestion')}
        </button>
      </div>
    </form>
  );
}

function EmailAuthSwitch({ config, onSaved }: { config: UserConfig; onSaved: Saved }) {
  const t = useTranslations('officeProfile.security');
  const saidDone = useSaidDone();
  const { pending, run } = useSubmit(['enabled'] as const);
  const enabled = config.protection_methods.enable_email_auth;
  const hasEmail = config.user_email !== null && activatedContacts(config.activation_type).email;
  const next = emailAuthSchema.parse({ enabled: !enabled });

  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={styles.action}
        disabled={pending || (!enabled && !hasEmail)}
        onClick={() =>
          void run(async () => {
            const answer = await sendProfileChange('/api/user/security/email-auth', 'PUT', next);
            onSaved(answer);
            saidDone(next.enabled ? t('emailAuthOn') : t('emailAuthOff'));
          })
        }
      >
        {enabled ? t('turnOffEmailAuth') : t('turnOnEmailAuth')}
      </button>
    </div>
  );
}

const PHONE_FIELDS = ['countryCode', 'phone', 'code'] as const;

function PhoneBinding({
  defaultCountryCode,
  onSaved,
}: {
  defaultCountryCode: string;
  onSaved: Saved;
}) {
  const t = useTranslations('officeProfile.security');
  return (
    <Expander label={t('bindPhone')}>
      {(close) => (
        <PhoneBindingForm
          defaultCountryCode={defaultCountryCode}
          onSaved={(config) => {
            close();
            onSaved(config);
          }}
        />
      )}
    </Expander>
  );
}

/** spec 02 §4 "Binding a phone": a code sent to the number, then the number bound with it. */
export function PhoneBindingForm({
  defaultCountryCode,
  onSaved,
}: {
  defaultCountryCode: string;
  onSaved: Saved;
}) {
  const t = useTranslations('officeProfile.security');
  const ruleText = useRuleText();
  const [values, setValues] = useState({ countryCode: defaultCountryCode, phone: '', code: '' });
  const [codeSent, setCodeSent] = useState(false);
  const saidDone = useSaidDone();
  const { fieldErrors, setFieldErrors, pending, run } = useSubmit(PHONE_FIELDS);
  const digits = (value: string) => value.replace(/\D/g, '');

  function sendCode() {
    const countryCode = digits(values.countryCode);
    const phone = digits(values.phone);
    const errors: FieldErrors = {};
    if (!countryCodeSchema.safeParse(countryCode).success) {
      errors.countryCode = ruleText('countryCode', undefined);
    }
    if (!phoneSchema.safeParse(phone).success) errors.phone = ruleText('phone', undefined);
    if (Object.keys(errors).length > 0) {
      setFieldErrors(errors);
      return;
    }
    void run(async () => {
      await bffClient.post('/api/auth/sms', { countryCode, phone, purpose: 'registration' });
      setCodeSent(true);
      saidDone(t('codeSent', { phone: `+${countryCode} ${phone}` }));
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const parsed = phoneBindingSchema.safeParse({
      countryCode: digits(values.countryCode),
      phone: digits(values.phone),
      code: values.code.trim(),
    });
    if (!parsed.success) {
      setFieldErrors(clientFieldErrors(parsed.error, ruleText));
      return;
    }
    void run(async () => {
      onSaved(await sendProfileChange('/api/user/security/phone', 'POST', parsed.data));
    });
  }

  const input = (field: (typeof PHONE_FIELDS)[number], autoComplete: string) => (
    <ProfileField label={t(field)} error={fieldErrors[field]}>
      {(control) => (
        <input
          {...control}
          inputMode="numeric"
          autoComplete={autoComplete}
          maxLength={field === 'countryCode' ? 5 : 16}
          value={values[field]}
          onChange={(event) => setValues((v) => ({ ...v, [field]: event.target.value }))}
        />
      )}
    </ProfileField>
  );

  return (
    <form className={`${styles.form} ${styles.subform}`} onSubmit={onSubmit} noValidate>
      <div className={styles.grid}>
        {input('countryCode', 'tel-country-code')}
        {input('phone', 'tel-national')}
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.action} disabled={pending} onClick={sendCode}>
          {codeSent ? t('sendCodeAgain') : t('sendCode')}
        </button>
      </div>
      {codeSent && (
        <>
          <div className={styles.grid}>{input('code', 'one-time-code')}</div>
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} disabled={pending}>
              {pending ? t('saving') : t('bind')}
            </button>
          </div>
        </>
      )}
    </form>
  );
}
