import { useId, type ReactNode } from 'react';
import fieldStyles from './Field.module.css';
import noticeStyles from './Notice.module.css';

export interface ControlProps {
  id: string;
  className: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

/** The classes a field takes: field, label, input, invalid (optional), hint and fieldError. */
export type FieldStyles = Readonly<Record<string, string>>;

/**
 * A label above its control, an optional hint, and the field's error under it; in the site's
 * field look (Field.module.css) unless a page passes its own `styles`.
 */
export function FormField({
  label,
  hint,
  error,
  styles = fieldStyles,
  className,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  styles?: FieldStyles;
  /** Added to the field's own class (a grid placement, say). */
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  // A hint that says what the error says is not repeated.
  const shownHint = hint && hint !== error ? hint : undefined;
  const hintId = shownHint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({
        id,
        className: [styles.input, error && styles.invalid].filter(Boolean).join(' '),
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

/** The form's answer area: read out when it changes; empty when there is nothing to say. */
export function FormAlert({
  text,
  tone = 'error',
}: {
  text: string | null;
  tone?: 'error' | 'info';
}) {
  return (
    <div role="alert" className={text ? noticeStyles[tone] : noticeStyles.alertEmpty}>
      {text}
    </div>
  );
}
