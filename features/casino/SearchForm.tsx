import styles from './Casino.module.css';

/**
 * The casino's search field on every list: a plain GET form to the search page, so it works
 * without JavaScript (the search page itself answers as the player types).
 */
export function SearchForm({
  lng,
  label,
  placeholder,
  defaultValue,
}: {
  lng: string;
  label: string;
  placeholder: string;
  defaultValue?: string;
}) {
  return (
    <form action={`/${lng}/casino-search`} method="get" role="search" className={styles.search}>
      <input
        type="search"
        name="q"
        aria-label={label}
        placeholder={placeholder}
        defaultValue={defaultValue}
        maxLength={64}
        autoComplete="off"
        className={styles.searchInput}
      />
    </form>
  );
}
