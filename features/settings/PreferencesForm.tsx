'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { isCoefViewId, COEF_VIEW_CHOICES } from './odds-format';
import { notify, savedNotification } from '@/features/notifications';
import { useAppDispatch, useAppSelector } from '@/features/store';
import {
  APP_FONT_SIZES,
  FLAG_PREFERENCES,
  TIME_ZONE_BOUNDS,
  type Preferences,
} from './preferences';
import { preferencesSaved } from './save-preferences';
import { zoneLabel } from './time-format';
import styles from './PreferencesForm.module.css';

/** Whole hours from −12 to +14 and the half and quarter hours in use. */
const TIME_ZONES = [
  ...Array.from(
    { length: TIME_ZONE_BOUNDS.max - TIME_ZONE_BOUNDS.min + 1 },
    (_, i) => TIME_ZONE_BOUNDS.min + i,
  ),
  -9.5,
  -3.5,
  3.5,
  4.5,
  5.5,
  5.75,
  6.5,
  9.5,
  10.5,
].sort((a, b) => a - b);

function RadioGroup<T extends string | number>({
  legend,
  value,
  options,
  onChange,
}: {
  legend: string;
  value: T;
  options: readonly (readonly [T, string])[];
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      {options.map(([option, label]) => (
        <label key={String(option)} className={styles.choice}>
          <input
            type="radio"
            name={name}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

/**
 * The display preferences of spec 02 §3, each saved as the player changes it (state and cookie),
 * then the server-rendered parts (line times, odds) are rendered again.
 */
export function PreferencesForm() {
  const t = useTranslations('settings');
  const dispatch = useAppDispatch();
  const router = useRouter();
  const settings = useAppSelector((state) => state.settings);

  function save(patch: Partial<Preferences>) {
    dispatch(preferencesSaved(patch));
    // Every control saves on its own: one notice stands for a run of changes (spec 01 §8).
    void dispatch(
      notify({ ...savedNotification({ main_save_success: t('saved') }), key: 'preferences-saved' }),
    );
    router.refresh();
  }

  return (
    <form className={styles.form} onSubmit={(event) => event.preventDefault()}>
      <Field label={t('oddsFormat')}>
        {(id) => (
          <select
            id={id}
            value={settings.coefViewId}
            onChange={(event) => {
              const coefViewId = Number(event.target.value);
              if (isCoefViewId(coefViewId)) save({ coefViewId });
            }}
          >
            {COEF_VIEW_CHOICES.map(([id, key]) => (
              <option key={id} value={id}>
                {t(`coefViews.${key}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('timeZone')}>
        {(id) => (
          <select
            id={id}
            value={settings.timeZone}
            onChange={(event) => save({ timeZone: Number(event.target.value) })}
          >
            {TIME_ZONES.map((zone) => (
              <option key={zone} value={zone}>
                {zoneLabel(zone)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <RadioGroup
        legend={t('clock')}
        value={settings.is12h ? 1 : 0}
        options={[
          [0, t('clock24')],
          [1, t('clock12')],
        ]}
        onChange={(clock) => save({ is12h: clock === 1 })}
      />
      <RadioGroup
        legend={t('viewType')}
        value={settings.appViewType}
        options={[
          [0, t('european')],
          [1, t('asian')],
        ]}
        onChange={(appViewType) => save({ appViewType })}
      />
      <Field label={t('fontSize')}>
        {(id) => (
          <select
            id={id}
            value={settings.appFontSize}
            onChange={(event) => save({ appFontSize: Number(event.target.value) })}
          >
            {APP_FONT_SIZES.map((size) => (
              <option key={size} value={size}>
                {t(`fontSizes.${size}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <RadioGroup
        legend={t('marketsNameType')}
        value={settings.marketsNameType}
        options={[
          [0, t('marketsFull')],
          [1, t('marketsShort')],
        ]}
        onChange={(marketsNameType) => save({ marketsNameType })}
      />
      <fieldset className={styles.group}>
        <legend>{t('flags')}</legend>
        <label className={styles.choice}>
          <input
            type="checkbox"
            checked={settings.isGroupByCountry}
            onChange={(event) => save({ isGroupByCountry: event.target.checked })}
          />
          {t('isGroupByCountry')}
        </label>
        {FLAG_PREFERENCES.map((flag) => (
          <label key={flag} className={styles.choice}>
            <input
              type="checkbox"
              checked={settings[flag] === 1}
              onChange={(event) => save({ [flag]: event.target.checked ? 1 : 0 })}
            />
            {t(flag)}
          </label>
        ))}
      </fieldset>
    </form>
  );
}
