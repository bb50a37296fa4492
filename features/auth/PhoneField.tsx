'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { PhoneData } from '@/features/session';
import { FormField } from '@/features/ui';
import { useCountryName } from './hooks';
import {
  countryOf,
  defaultCountryId,
  fitsMask,
  maskOf,
  maskPlaceholder,
  phoneDigits,
} from './phone';
import styles from './AuthForms.module.css';

export interface PhoneValue {
  /** null: the default country (the visitor's geo). */
  countryId: number | null;
  number: string;
}

/** What a phone value means with the loaded phone data: the call's fields and whether it fits. */
export function resolvePhone(value: PhoneValue, data: PhoneData | null, geoCountryId: number) {
  const countryId = value.countryId ?? defaultCountryId(data, geoCountryId);
  const country = countryOf(data, countryId);
  const mask = maskOf(data, countryId);
  const digits = phoneDigits(value.number);
  return {
    countryId,
    countryCode: country?.tel_code ?? '',
    phone: digits,
    mask,
    valid: country !== null && fitsMask(digits, mask),
  };
}

/** The rule a phone number breaks, in words: how many digits its country's mask wants. */
export function usePhoneRule() {
  const t = useTranslations('auth');
  return (mask: ReturnType<typeof resolvePhone>['mask']) =>
    t('fields.phone', {
      digits: !mask
        ? t('phone.digitsRange', { min: 4, max: 14 })
        : mask.Min === mask.Max
          ? t('phone.digits', { count: mask.Min })
          : t('phone.digitsRange', { min: mask.Min, max: mask.Max }),
    });
}

/** A country select (with its calling code) and the national number, checked against the mask. */
export function PhoneField({
  value,
  onChange,
  data,
  status,
  geoCountryId,
  error,
  autoComplete = 'tel-national',
}: {
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  data: PhoneData | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  geoCountryId: number;
  error?: string;
  autoComplete?: string;
}) {
  const t = useTranslations('auth.phone');
  const countryName = useCountryName();
  const selectId = useId();
  const resolved = resolvePhone(value, data, geoCountryId);
  const countries = data?.countries ?? [];
  return (
    <div className={styles.phone}>
      <div className={styles.field}>
        <label htmlFor={selectId} className={styles.label}>
          {t('country')}
        </label>
        <select
          id={selectId}
          className={styles.input}
          value={resolved.countryId ?? ''}
          disabled={countries.length === 0}
          onChange={(event) => onChange({ ...value, countryId: Number(event.target.value) })}
        >
          {countries.length === 0 && (
            <option value="">{status === 'failed' ? t('unavailable') : t('loading')}</option>
          )}
          {countries.map((country) => (
            <option key={country.id} value={country.id}>
              {t('countryOption', { name: countryName(country), telCode: country.tel_code })}
            </option>
          ))}
        </select>
      </div>
      <FormField
        label={t('number')}
        error={error ?? (status === 'failed' ? t('unavailable') : undefined)}
      >
        {(control) => (
          <div className={styles.prefixed}>
            <span className={styles.prefix} aria-hidden="true">
              {resolved.countryCode ? `+${resolved.countryCode}` : '+'}
            </span>
            <input
              {...control}
              type="tel"
              inputMode="tel"
              autoComplete={autoComplete}
              placeholder={maskPlaceholder(resolved.mask)}
              value={value.number}
              maxLength={24}
              onChange={(event) => onChange({ ...value, number: event.target.value })}
            />
          </div>
        )}
      </FormField>
    </div>
  );
}
