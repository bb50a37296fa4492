'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { formatMoney } from '@/features/betting';
import { notify, savedNotification } from '@/features/notifications';
import { useAppDispatch, useAppSelector } from '@/features/store';
import {
  ADDABLE_CURRENCIES,
  ACCOUNT_TYPES,
  type Account,
  type AccountsAnswer,
} from '@/server/upstream/schemas/accounts';
import {
  addCurrency,
  changeActiveAccount,
  removeCurrency,
  startAccountsPolling,
  type CurrencyNoticeLabels,
} from './accounts-thunks';
import {
  selectAccounts,
  selectAccountsStatus,
  selectActiveAccount,
  selectIsAccountChanging,
  selectIsCurrencyAdding,
  selectIsCurrencyDeleting,
} from './accountsSlice';
import styles from './Wallets.module.css';

/**
 * The wallets' list and controls. Until the store has loaded the accounts it shows the ones the
 * server rendered; the account data is then polled every 2.5 s while the page is visible (spec
 * 02 §9).
 */
export function WalletsClient({
  lng,
  initial,
  labels,
}: {
  lng: string;
  initial: AccountsAnswer;
  labels: CurrencyNoticeLabels;
}) {
  const t = useTranslations();
  const dispatch = useAppDispatch();
  const loaded = useAppSelector(selectAccountsStatus) === 'loaded';
  const stored = useAppSelector(selectAccounts);
  const storedActive = useAppSelector(selectActiveAccount);
  const isAdding = useAppSelector(selectIsCurrencyAdding);
  const isDeleting = useAppSelector(selectIsCurrencyDeleting);
  const isChanging = useAppSelector(selectIsAccountChanging);
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [choice, setChoice] = useState('');

  // The controls wait for hydration: a choice made in the server-rendered select before React
  // takes over would be reset to React's state, and the button would add another currency.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => dispatch(startAccountsPolling()), [dispatch]);

  const accounts = loaded ? stored : initial.accounts;
  const activeId = loaded ? storedActive?.id : initial.activeAccount.id;
  const held = new Set(
    accounts
      .filter((account) => account.type !== ACCOUNT_TYPES.bonus)
      .map((account) => account.currency),
  );
  const offered = ADDABLE_CURRENCIES.filter((currency) => !held.has(currency.iso));
  const chosen = offered.find((currency) => currency.iso === choice) ?? offered[0];
  const busy = !hydrated || isAdding || isDeleting || isChanging;

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) void dispatch(addCurrency(chosen.id, chosen.iso, labels));
  };
  // spec 02 §4 "Successful change of account shows message main_account_will_set with the
  // account id"; a failure is only logged there (§8), so the player hears the generic error.
  const makeActive = async (id: number) => {
    const changed = await dispatch(changeActiveAccount(id));
    void dispatch(
      notify(
        changed
          ? savedNotification(labels, t('main_account_will_set', { id: String(id) }))
          : { kind: 'error', text: labels.main_query_error },
      ),
    );
  };
  // Closing an account is asked first (issue 22 §5): a tap on the wrong row must not close one.
  const remove = async (account: Account) => {
    const answer = await dispatch(
      notify({
        kind: 'question',
        group: 'custom',
        title: t('wallets.removeTitle', { currency: account.currency }),
        text: t('wallets.removeQuestion', { currency: account.currency }),
        confirmLabel: t('wallets.remove'),
        dismissLabel: t('wallets.removeKeep'),
      }),
    );
    if (answer === 'confirmed') await dispatch(removeCurrency(account.currencyId, labels));
  };
  const run = async (id: number, action: () => Promise<unknown>) => {
    setPendingId(id);
    await action();
    setPendingId(null);
  };

  return (
    <section className={styles.wallets} aria-labelledby="wallets-caption">
      <h2 id="wallets-caption" className={styles.caption}>
        {t('wallets.caption')}
      </h2>
      <ul className={styles.list}>
        {accounts.map((account) => {
          const isActive = account.id === activeId;
          const pending = pendingId === account.id;
          return (
            <li key={account.id} className={styles.account} data-active={isActive || undefined}>
              <span className={styles.type}>{t(`wallets.type${account.type}`)}</span>
              <span className={styles.balance}>
                {formatMoney(lng, account.balance, account.currency)} {account.currency}
              </span>
              {isActive ? (
                <strong className={styles.active}>{t('wallets.active')}</strong>
              ) : (
                <button
                  type="button"
                  className={styles.action}
                  disabled={busy}
                  onClick={() => void run(account.id, () => makeActive(account.id))}
                >
                  {pending && isChanging ? t('wallets.changing') : t('wallets.makeActive')}
                </button>
              )}
              {account.type === ACCOUNT_TYPES.currency && (
                <button
                  type="button"
                  className={styles.action}
                  disabled={busy}
                  aria-label={`${t('wallets.remove')} ${account.currency}`}
                  onClick={() => void run(account.id, () => remove(account))}
                >
                  {pending && isDeleting ? t('wallets.removing') : t('wallets.remove')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {offered.length === 0 ? (
        <p className={styles.notice}>{t('wallets.none')}</p>
      ) : (
        <form className={styles.add} onSubmit={onAdd}>
          <label className={styles.field}>
            {t('wallets.addLabel')}{' '}
            <select
              value={chosen?.iso ?? ''}
              onChange={(event) => setChoice(event.target.value)}
              disabled={busy}
            >
              {offered.map((currency) => (
                <option key={currency.id} value={currency.iso}>
                  {currency.iso}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={styles.primary} disabled={busy}>
            {isAdding ? t('wallets.adding') : t('wallets.add')}
          </button>
        </form>
      )}
    </section>
  );
}
