'use client';

import { useTranslations } from 'next-intl';
import { bffClient } from '@/features/bff';
import { FormField } from '@/features/ui';
import { useCodeText } from '../contact/office-form-texts';
import { checkErrors, type FailureTexts, type FormState } from '../contact/page-form';
import { useOfficeForm } from '../contact/use-office-form';
import { useUserConfigSaved } from '@/features/user';
import {
  IDENTIFICATION_FIELDS,
  IDENTIFICATION_REQUIRED,
  identificationBody,
  identificationSchema,
  type IdentificationField,
} from '@/server/upstream/schemas/office-extra';
import {
  DOCUMENT_TYPE_IDS,
  PROFILE_LIMITS,
  profileErrorKey,
} from '@/server/upstream/schemas/profile';
import type { UserConfig, UserData } from '@/server/upstream/schemas/user';
import formStyles from '../contact/OfficeForm.module.css';
import { OfficeFormFooter } from '../contact/OfficeFormFooter';

const DATE_FIELDS: ReadonlySet<IdentificationField> = new Set([
  'date_birthday',
  'passport_date',
  'passport_end_date',
]);

const AUTOCOMPLETE: Partial<Record<IdentificationField, string>> = {
  surname: 'family-name',
  name: 'given-name',
  date_birthday: 'bday',
  registration_address: 'street-address',
};

const MAX_LENGTH: Partial<Record<IdentificationField, number>> = {
  surname: PROFILE_LIMITS.nameMax,
  name: PROFILE_LIMITS.nameMax,
  passport: PROFILE_LIMITS.passportMax,
  inn: 12,
  registration_address: PROFILE_LIMITS.addressMax,
};

/**
 * office/identification: the identity details of spec 02 §3 user_data, the required ones of §5
 * and the document type filled in, with the personal-data rules of office/personal. Once sent,
 * the user config says the identification is done (is_need_identification off), the store
 * loads it again and the page shows the identification complete.
 */
export function IdentificationForm({
  lng,
  labelledBy,
  userData,
  initial,
}: {
  lng: string;
  labelledBy: string;
  userData: UserData;
  initial?: FormState;
}) {
  const t = useTranslations('officeExtra.identification');
  const profile = useTranslations('officeProfile');
  const common = useTranslations('officeExtra.common');
  const codeText = useCodeText('identification');
  const configSaved = useUserConfigSaved();
  const texts: FailureTexts = {
    fields: IDENTIFICATION_FIELDS,
    fieldText: (field, rule) =>
      rule
        ? profile(`errors.${rule}`)
        : profile.has(`errors.${field}`)
          ? profile(`errors.${field}`)
          : profile('errors.invalid'),
    codeText,
    failed: common('failed'),
  };
  const form = useOfficeForm({
    initial,
    texts,
    ruleOf: profileErrorKey,
    check: (element) => {
      const data = new FormData(element);
      const parsed = identificationSchema.safeParse(
        identificationBody((field) => String(data.get(field) ?? '')),
      );
      return parsed.success
        ? { body: parsed.data }
        : { errors: checkErrors(parsed.error, texts, profileErrorKey) };
    },
    send: (body) => bffClient.post<UserConfig>('/api/office/identification', body),
    sentText: t('saved'),
    onSent: configSaved,
  });

  const label = (field: IdentificationField) =>
    IDENTIFICATION_REQUIRED.includes(field)
      ? profile(`fields.${field}`)
      : common('optional', { label: profile(`fields.${field}`) });
  const initialValue = (field: IdentificationField) => {
    const value = userData[field];
    return value === null ? '' : String(value);
  };

  return (
    <form
      method="post"
      action={`/api/office/identification?lng=${lng}`}
      className={formStyles.form}
      aria-labelledby={labelledBy}
      noValidate
      onSubmit={form.onSubmit}
    >
      <div className={formStyles.grid}>
        {IDENTIFICATION_FIELDS.map((field) => (
          <FormField
            key={field}
            label={label(field)}
            error={form.errors[field]}
            hint={field === 'date_birthday' ? profile('personal.adultHint') : undefined}
            styles={formStyles}
            className={field === 'registration_address' ? formStyles.wide : undefined}
          >
            {(control) =>
              field === 'document_type_id' ? (
                <select {...control} name={field} defaultValue={initialValue(field)}>
                  <option value="">{profile('documentTypes.none')}</option>
                  {DOCUMENT_TYPE_IDS.map((id) => (
                    <option key={id} value={id}>
                      {profile(`documentTypes.${id}`)}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...control}
                  name={field}
                  type={DATE_FIELDS.has(field) ? 'date' : 'text'}
                  defaultValue={initialValue(field)}
                  maxLength={MAX_LENGTH[field]}
                  inputMode={field === 'inn' ? 'numeric' : undefined}
                  autoComplete={AUTOCOMPLETE[field] ?? 'off'}
                  required={IDENTIFICATION_REQUIRED.includes(field)}
                />
              )
            }
          </FormField>
        ))}
      </div>
      <OfficeFormFooter
        alert={form.alert}
        pending={form.pending}
        label={t('submit')}
        pendingLabel={t('saving')}
      />
    </form>
  );
}
