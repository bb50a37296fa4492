'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { notify, savedNotification } from '@/features/notifications';
import { useAppDispatch } from '@/features/store';
import {
  activatedContacts,
  needToActivate,
  requiredProfileFieldsFilled,
  verificationState,
  sendProfileChange,
  useProfileConfig,
} from '@/features/user';
import type { UserConfig, UserData } from '@/server/upstream/schemas/user';
import { clientFieldErrors, serverFailure, type FieldErrors } from './form-errors';
import {
  DOCUMENT_TYPE_IDS,
  missingProfileFields,
  personalDataSchema,
  PROFILE_LIMITS,
  type ProfileErrorKey,
} from '@/server/upstream/schemas/profile';
import { ProfileField } from './ProfileField';
import styles from './Profile.module.css';

/** The identity fields in the order the page shows them (spec 02 §3 user_data). */
const IDENTITY_FIELDS = [
  'surname',
  'name',
  'date_birthday',
  'document_type_id',
  'passport',
  'passport_date',
  'passport_end_date',
  'inn',
  'registration_address',
] as const satisfies readonly (keyof UserData)[];
type IdentityField = (typeof IDENTITY_FIELDS)[number];
type FormValues = Record<IdentityField, string>;

const DATE_FIELDS: ReadonlySet<IdentityField> = new Set([
  'date_birthday',
  'passport_date',
  'passport_end_date',
]);

function formValuesOf(userData: UserData): FormValues {
  return Object.fromEntries(
    IDENTITY_FIELDS.map((field) => [
      field,
      userData[field] === null ? '' : String(userData[field]),
    ]),
  ) as FormValues;
}

function requestOf(values: FormValues): Record<string, unknown> {
  return {
    ...values,
    document_type_id: values.document_type_id === '' ? null : Number(values.document_type_id),
  };
}

/**
 * office/personal: the player's identity details and contacts (spec 02 §3 user_data, contact
 * fields), the required fields still missing (§5), and the form that saves them while the player
 * is not verified (§4: a verified player's identity is read-only).
 */
export function PersonalDataClient({ initial }: { initial: UserConfig }) {
  const t = useTranslations('officeProfile');
  const { config, saved } = useProfileConfig(initial);
  const verified = verificationState(config) === 'verified';
  const missing = missingProfileFields(config.user_data);

  return (
    <div className={styles.page}>
      <section className={styles.panel} aria-labelledby="personal-identity">
        <div className={styles.captionRow}>
          <h2 id="personal-identity" className={styles.caption}>
            {t('personal.identityCaption')}
          </h2>
          <span className={styles.badge} {...(verified ? { 'data-on': '' } : { 'data-warn': '' })}>
            {verified ? t('personal.verifiedBadge') : t('personal.notVerifiedBadge')}
          </span>
        </div>
        {!requiredProfileFieldsFilled(config.user_data) && (
          <div className={styles.notice} role="note" aria-label={t('personal.missingTitle')}>
            <strong>{t('personal.missingTitle')}</strong>
            <ul>
              {missing.map((field) => (
                <li key={field}>{t(`fields.${field}`)}</li>
              ))}
            </ul>
          </div>
        )}
        {verified ? (
          <>
            <p className={`${styles.notice} ${styles.verified}`} role="note">
              {t('personal.verifiedNote')}
            </p>
            <IdentityDetails userData={config.user_data} />
          </>
        ) : (
          <PersonalDataForm userData={config.user_data} onSaved={saved} />
        )}
      </section>
      <Contacts config={config} />
    </div>
  );
}

function IdentityDetails({ userData }: { userData: UserData }) {
  const t = useTranslations('officeProfile');
  return (
    <dl className={styles.details}>
      {IDENTITY_FIELDS.map((field) => {
        const value = userData[field];
        const shown =
          field === 'document_type_id' && value !== null ? t(`documentTypes.${value}`) : value;
        return (
          <div key={field} className={styles.detailRow}>
            <dt>{t(`fields.${field}`)}</dt>
            <dd>{shown ?? <span className={styles.muted}>{t('personal.notSet')}</span>}</dd>
          </div>
        );
      })}
    </dl>
  );
}

function PersonalDataForm({
  userData,
  onSaved,
}: {
  userData: UserData;
  onSaved: (config: UserConfig) => void;
}) {
  const t = useTranslations('officeProfile');
  const dispatch = useAppDispatch();
  const [values, setValues] = useState<FormValues>(() => formValuesOf(userData));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  const ruleText = (field: string, key: ProfileErrorKey | undefined) =>
    key
      ? t(`errors.${key}`)
      : t.has(`errors.${field}`)
        ? t(`errors.${field}`)
        : t('errors.invalid');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const parsed = personalDataSchema.safeParse(requestOf(values));
    if (!parsed.success) {
      setFieldErrors(clientFieldErrors(parsed.error, ruleText));
      return;
    }
    setFieldErrors({});
    setPending(true);
    try {
      const config = await sendProfileChange('/api/user/personal', 'PUT', parsed.data);
      setValues(formValuesOf(config.user_data));
      onSaved(config);
      void dispatch(notify(savedNotification({ main_save_success: t('personal.saved') })));
    } catch (error) {
      const answer = serverFailure(error, IDENTITY_FIELDS, t('errors.failed'));
      setFieldErrors(answer.fieldErrors);
      if (answer.notice) void dispatch(notify(answer.notice));
    } finally {
      setPending(false);
    }
  }

  const change = (field: IdentityField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.note}>{t('personal.formNote')}</p>
      <div className={styles.grid}>
        {IDENTITY_FIELDS.map((field) => (
          <ProfileField
            key={field}
            label={t(`fields.${field}`)}
            error={fieldErrors[field]}
            wide={field === 'registration_address'}
            hint={field === 'date_birthday' ? t('personal.adultHint') : undefined}
          >
            {(control) =>
              field === 'document_type_id' ? (
                <select
                  {...control}
                  value={values[field]}
                  onChange={(event) => change(field)(event.target.value)}
                >
                  <option value="">{t('documentTypes.none')}</option>
                  {DOCUMENT_TYPE_IDS.map((id) => (
                    <option key={id} value={id}>
                      {t(`documentTypes.${id}`)}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...control}
                  type={DATE_FIELDS.has(field) ? 'date' : 'text'}
                  value={values[field]}
                  maxLength={
                    field === 'registration_address'
                      ? PROFILE_LIMITS.addressMax
                      : field === 'passport'
                        ? PROFILE_LIMITS.passportMax
                        : PROFILE_LIMITS.nameMax
                  }
                  inputMode={field === 'inn' ? 'numeric' : undefined}
                  autoComplete={
                    field === 'surname'
                      ? 'family-name'
                      : field === 'name'
                        ? 'given-name'
                        : field === 'date_birthday'
                          ? 'bday'
                          : field === 'registration_address'
                            ? 'street-address'
                            : 'off'
                  }
                  onChange={(event) => change(field)(event.target.value)}
                />
              )
            }
          </ProfileField>
        ))}
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={pending}>
          {pending ? t('saving') : t('personal.save')}
        </button>
      </div>
    </form>
  );
}

function Contacts({ config }: { config: UserConfig }) {
  const t = useTranslations('officeProfile');
  const activated = activatedContacts(config.activation_type);
  const pendingActivation = needToActivate(config);
  const phone =
    config.phone_number === null
      ? null
      : `+${config.phone_code ?? ''} ${config.phone_number}`.replace('+ ', '');
  const rows = [
    { key: 'phone', value: phone, activated: activated.phone, needs: pendingActivation.phone },
    {
      key: 'email',
      value: config.user_email,
      activated: activated.email,
      needs: pendingActivation.email,
    },
  ] as const;
  return (
    <section className={styles.panel} aria-labelledby="personal-contacts">
      <h2 id="personal-contacts" className={styles.caption}>
        {t('personal.contactsCaption')}
      </h2>
      <ul className={styles.list}>
        {rows.map((row) => (
          <li key={row.key} className={styles.item}>
            <div className={styles.itemHead}>
              <span className={styles.itemName}>{t(`fields.${row.key}`)}</span>
              <span className={styles.itemText}>{row.value ?? t('personal.notSet')}</span>
              {row.value !== null && (
                <span
                  className={styles.badge}
                  {...(row.activated && !row.needs ? { 'data-on': '' } : { 'data-warn': '' })}
                >
                  {row.activated && !row.needs ? t('contact.activated') : t('contact.notActivated')}
                </span>
              )}
            </div>
          </li>
        ))}
      </ul>
      <p className={styles.note}>{t('personal.contactsNote')}</p>
    </section>
  );
}
