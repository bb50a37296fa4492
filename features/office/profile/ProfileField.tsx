import { useId, type ReactNode } from 'react';
import styles from './Profile.module.css';

export interface ProfileControlProps {
  id: string;
  className: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

/** A label above its control, an optional hint, and the field's error under it. */
export function ProfileField({
  label,
  hint,
  error,
  wide = false,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  wide?: boolean;
  children: (control: ProfileControlProps) => ReactNode;
}) {
  const id = useId();
  // A hint that says what the error says is not repeated.
  const shownHint = hint && hint !== error ? hint : undefined;
  const hintId = shownHint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({
        id,
        className: styles.input ?? '',
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {shownHint && (
        <p id={hintId} className={styles.hint}>
          {shownHint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
