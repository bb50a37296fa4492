import { getMessages, getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { RETURN_URL_PARAM } from '@/server/edge/pipeline';
import { getPlayerAccounts } from '@/server/betting/player-betting';
import { log } from '@/server/log';
import type { AccountsAnswer } from '@/server/upstream/schemas/accounts';
import type { RouteMatch } from '@/server/routes/match';
import { LazyWalletsClient } from './lazy-parts';
import { PageTextsProvider } from '@/features/ui';
import styles from './Wallets.module.css';

/**
 * The office's wallets (route officeWallets, spec 02 §4 "Accounts"): the player's accounts
 * rendered on the server, then kept fresh and changed by the client (add or remove a currency,
 * make an account active).
 */
export async function Wallets({ lng }: { lng: string; match: RouteMatch }) {
  const [t, tnotes] = await Promise.all([
    getTranslations('wallets'),
    getTranslations('notifications'),
  ]);
  let accounts: AccountsAnswer | null;
  try {
    accounts = await getPlayerAccounts();
  } catch (error) {
    log.error('wallets unavailable', { error });
    return (
      <p className={styles.notice} role="status">
        {t('unavailable')}
      </p>
    );
  }
  if (!accounts) {
    // The route guard sends visitors to sign in first; a session that ended since lands here.
    const back = `/${lng}/office/wallets`;
    redirect(`/${lng}/user/login?${new URLSearchParams({ [RETURN_URL_PARAM]: back })}`);
  }
  const messages = await getMessages({ locale: lng });
  return (
    <PageTextsProvider
      locale={lng}
      messages={{
        wallets: messages.wallets,
        main_account_will_set: messages.main_account_will_set,
      }}
    >
      <LazyWalletsClient
        lng={lng}
        initial={accounts}
        labels={{
          main_query_error: tnotes('main_query_error'),
          main_save_success: tnotes('main_save_success'),
        }}
      />
    </PageTextsProvider>
  );
}
