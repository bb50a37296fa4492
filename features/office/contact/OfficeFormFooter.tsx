import styles from './OfficeForm.module.css';

/**
 * The end of an office form: the answer's alert (read out when it changes) and the submit button,
 * which says what is going on while the form is sent.
 */
export function OfficeFormFooter({
  alert,
  pending,
  label,
  pendingLabel,
}: {
  alert: string | null | undefined;
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <>
      <p role="alert" className={styles.alert}>
        {alert}
      </p>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={pending}>
          {pending ? pendingLabel : label}
        </button>
      </div>
    </>
  );
}
