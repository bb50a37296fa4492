import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { type RouteSearchParams, PageTextsProvider } from '@/features/ui';
import { activatedContacts, needToActivate } from '@/features/user';
import { getLinkState, getNewsletterState } from '@/server/account-entry/entry-state';
import type { RouteMatch } from '@/server/routes/match';
import { getPlayerConfig } from '@/server/user/player-state';
import {
  CONTACT_CHANNELS,
  type ContactChannel,
  type EntryErrorCode,
  type LinkLookup,
} from '@/server/upstream/schemas/account-entry';
import type { UserConfig } from '@/server/upstream/schemas/user';
import { LazyEntryForm } from './lazy-parts';
import { readEntryQuery, type EntryQuery } from './outcomes';
import styles from './AccountEntry.module.css';

type Translator = Awaited<ReturnType<typeof getTranslations<'accountEntry'>>>;

interface PageProps {
  lng: string;
  match: RouteMatch;
  searchParams?: RouteSearchParams;
}

/* ---------- pieces every entry page uses ---------- */

/** The page's client parts get the entry texts only. */
async function entryPage(lng: string, children: ReactNode) {
  const messages = await getMessages({ locale: lng });
  return (
    <PageTextsProvider locale={lng} messages={{ accountEntry: messages.accountEntry }}>
      <div className={styles.page}>{children}</div>
    </PageTextsProvider>
  );
}

function Notice({
  tone = 'info',
  children,
}: {
  tone?: 'info' | 'success' | 'error';
  children: ReactNode;
}) {
  return (
    <p className={styles.notice} data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}

function Panel({ caption, children }: { caption?: string; children: ReactNode }) {
  return (
    <section className={styles.panel} aria-label={caption}>
      {caption && <h2 className={styles.caption}>{caption}</h2>}
      {children}
    </section>
  );
}

/** The sign-in page, coming back to `back` afterwards. */
const loginHref = (lng: string, back: string) =>
  `/${lng}/user/login?${new URLSearchParams({ returnUrl: back })}`;

/** A refusal from the query (`?error=`) in the page's language. */
function errorText(t: Translator, error: EntryErrorCode | undefined): string | null {
  if (error === undefined) return null;
  return error === 'too_many_attempts'
    ? t('errors.too_many_attempts', { minutes: 15 })
    : t(`errors.${error}`);
}

const phoneOf = (config: UserConfig) =>
  config.phone_number === null
    ? null
    : `+${config.phone_code ?? ''} ${config.phone_number}`.replace('+ ', '');

/** The player's own address on a channel (the player sees it whole). */
function addressOf(config: UserConfig, channel: ContactChannel): string | null {
  return channel === 'email' ? config.user_email : phoneOf(config);
}

/** The e-mail and phone with their activation state, and the days left to activate. */
function ContactsPanel({
  t,
  config,
  intro,
}: {
  t: Translator;
  config: UserConfig;
  /** What the page does, above the list. */
  intro?: string;
}) {
  const activated = activatedContacts(config.activation_type);
  const need = needToActivate(config);
  return (
    <Panel caption={t('contactsCaption')}>
      {intro && <p className={styles.note}>{intro}</p>}
      <ul className={styles.contacts}>
        {CONTACT_CHANNELS.map((channel) => {
          const address = addressOf(config, channel);
          const on = address !== null && activated[channel] && !need[channel];
          return (
            <li key={channel} className={styles.contact}>
              <span className={styles.contactName}>{t(`contacts.${channel}`)}</span>
              <span className={styles.contactValue}>{address ?? t('contacts.notSet')}</span>
              {address !== null && (
                <span className={styles.badge} {...(on ? { 'data-on': '' } : {})}>
                  {on ? t('contacts.activated') : t('contacts.waiting')}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {(need.email || need.phone) && config.remaining_days_to_activate !== null && (
        <p className={styles.note}>{t('daysLeft', { days: config.remaining_days_to_activate })}</p>
      )}
    </Panel>
  );
}

/**
 * A link's page before the player acts: the confirm button for a valid link; for a used, expired
 * or unknown one, what happened and how to get a new link (signed in: send it; a visitor: sign
 * in first).
 */
async function linkAnswer(
  t: Translator,
  lng: string,
  kind: 'verify' | 'activationLink',
  query: EntryQuery & { token: string },
) {
  const state = await getLinkState(query.token);
  if (state.kind === 'unavailable') return <Notice tone="error">{t('link.unavailable')}</Notice>;
  if (state.kind === 'found' && state.found.status === 'valid') {
    const link: LinkLookup = state.found;
    return (
      <Panel
        caption={
          kind === 'verify'
            ? t('verify.caption')
            : t('activate.linkCaption', { channel: t('channel', { channel: link.channel }) })
        }
      >
        <p className={styles.text}>
          {kind === 'verify'
            ? t('verify.confirmText', { address: link.to })
            : t('activate.linkText', { address: link.to })}
        </p>
        <LazyEntryForm
          action={kind}
          lng={lng}
          fields={{ token: query.token }}
          submit={kind === 'verify' ? t('verify.confirm') : t('activate.confirm')}
          submitting={kind === 'verify' ? t('verify.confirming') : t('activate.confirming')}
          initialError={errorText(t, query.error)}
        />
      </Panel>
    );
  }
  if (state.kind === 'found' && state.found.status === 'used' && state.found.activated) {
    return (
      <Notice tone="success">
        {t('link.usedActivated', { channel: t('channel', { channel: state.found.channel }) })}
      </Notice>
    );
  }
  const reason =
    state.kind === 'found'
      ? state.found.status === 'used'
        ? t('link.used')
        : t('link.expired')
      : t('link.invalid');
  return (
    <>
      <Notice tone="error">{reason}</Notice>
      {await newLink(t, lng, kind, state.kind === 'found' ? state.found.channel : undefined)}
    </>
  );
}

/** How to get a new link: send it (signed in, the contact still waiting) or sign in first. */
async function newLink(
  t: Translator,
  lng: string,
  kind: 'verify' | 'activationLink',
  channel: ContactChannel | undefined,
) {
  const page = kind === 'verify' ? 'accountverify' : 'activate';
  const player = await getPlayerConfig();
  if (player.kind !== 'player') {
    return (
      <p className={styles.text}>
        {t('link.newLinkVisitor')} <a href={loginHref(lng, `/${lng}/user/${page}`)}>{t('login')}</a>
      </p>
    );
  }
  const need = needToActivate(player.config);
  if (kind === 'verify' && need.email) {
    return (
      <LazyEntryForm
        action="verifyResend"
        lng={lng}
        fields={{}}
        submit={t('link.newLink')}
        submitting={t('verify.resending')}
      />
    );
  }
  const target =
    channel !== undefined && need[channel] ? channel : CONTACT_CHANNELS.find((c) => need[c]);
  if (target === undefined) return <ContactsPanel t={t} config={player.config} />;
  return (
    <LazyEntryForm
      action="activationSend"
      lng={lng}
      fields={{ channel: target, method: 'link' }}
      submit={t('link.newLink')}
      submitting={t('activate.sending')}
    />
  );
}

/* ---------- user/accountverify ---------- */

/**
 * user/accountverify (spec 01 §2 Account entry): the link of the verification e-mail
 * (`?token=`) confirms the e-mail after one press (a GET changes nothing: mail scanners open
 * links); without a token, the player's e-mail state and the link sent again on request.
 */
export async function AccountVerifyPage({ lng, searchParams }: PageProps) {
  const t = await getTranslations('accountEntry');
  const query = readEntryQuery(searchParams);
  return entryPage(lng, await accountVerifyBody(t, lng, query));
}

async function accountVerifyBody(t: Translator, lng: string, query: EntryQuery) {
  if (query.done === 'verified') {
    const player = await getPlayerConfig();
    return (
      <>
        <Notice tone="success">{t('verify.done')}</Notice>
        <p className={styles.note}>{t('verify.doneNote')}</p>
        <p className={styles.actions}>
          {player.kind === 'visitor' ? (
            <a className={styles.primary} data-button="" href={`/${lng}/user/login`}>
              {t('login')}
            </a>
          ) : (
            <a className={styles.primary} data-button="" href={`/${lng}/office/account`}>
              {t('toAccount')}
            </a>
          )}
        </p>
      </>
    );
  }
  if (query.token !== undefined) {
    const withToken = { ...query, token: query.token };
    return await linkAnswer(t, lng, 'verify', withToken);
  }
  const player = await getPlayerConfig();
  if (player.kind === 'visitor') {
    return (
      <Panel>
        <p className={styles.text}>{t('verify.visitor')}</p>
        <p className={styles.actions}>
          <a
            className={styles.primary}
            data-button=""
            href={loginHref(lng, `/${lng}/user/accountverify`)}
          >
            {t('login')}
          </a>
        </p>
      </Panel>
    );
  }
  if (player.kind === 'unknown') return <Notice tone="error">{t('errors.unavailable')}</Notice>;
  const { config } = player;
  const error = errorText(t, query.error);
  if (config.user_email === null) return <Notice>{t('verify.noEmail')}</Notice>;
  if (!needToActivate(config).email) {
    return <Notice tone="success">{t('verify.confirmed', { address: config.user_email })}</Notice>;
  }
  return (
    <>
      {query.done === 'sent' && (
        <Notice tone="success">{t('verify.sent', { address: config.user_email })}</Notice>
      )}
      <Panel caption={t('verify.caption')}>
        <p className={styles.text}>{t('verify.waiting', { address: config.user_email })}</p>
        <p className={styles.note}>{t('verify.noMail')}</p>
        {config.remaining_days_to_activate !== null && (
          <p className={styles.note}>
            {t('daysLeft', { days: config.remaining_days_to_activate })}
          </p>
        )}
        <LazyEntryForm
          action="verifyResend"
          lng={lng}
          fields={{}}
          submit={t('verify.resend')}
          submitting={t('verify.resending')}
          variant="secondary"
          initialError={error}
        />
      </Panel>
    </>
  );
}

/* ---------- user/activate and user/activatefast ---------- */

/**
 * user/activate ("Activation by link") and user/activatefast ("Quick activation"), spec 01 §2,
 * spec 02 §4–§5: the contacts that need activation (a value its activation type does not
 * cover), each with its send button and, for quick activation, the code field; `?token=` on
 * user/activate is the link sent to a contact.
 */
export async function ActivationPage({ lng, match, searchParams }: PageProps) {
  const t = await getTranslations('accountEntry');
  const query = readEntryQuery(searchParams);
  const fast = match.params.activationType === 'activatefast';
  return entryPage(lng, await activationBody(t, lng, fast, query));
}

async function activationBody(t: Translator, lng: string, fast: boolean, query: EntryQuery) {
  const page = fast ? 'activatefast' : 'activate';
  const done =
    query.done === 'activated' && query.channel ? (
      <Notice tone="success">{t('activate.done', { channel: query.channel })}</Notice>
    ) : null;
  if (!fast && query.token !== undefined && query.done === undefined) {
    const withToken = { ...query, token: query.token };
    return await linkAnswer(t, lng, 'activationLink', withToken);
  }
  const player = await getPlayerConfig();
  if (player.kind === 'visitor') {
    return (
      <>
        {done}
        <Panel>
          <p className={styles.text}>{t('activate.visitor')}</p>
          <p className={styles.actions}>
            <a
              className={styles.primary}
              data-button=""
              href={loginHref(lng, `/${lng}/user/${page}`)}
            >
              {t('login')}
            </a>
          </p>
        </Panel>
      </>
    );
  }
  if (player.kind === 'unknown') return <Notice tone="error">{t('errors.unavailable')}</Notice>;
  const { config } = player;
  const need = needToActivate(config);
  const waiting = CONTACT_CHANNELS.filter((channel) => need[channel]);
  const hasContacts = config.user_email !== null || config.phone_number !== null;
  return (
    <>
      {done}
      {waiting.length === 0 && (
        <Notice tone={done ? 'info' : 'success'}>
          {hasContacts ? t('activate.allDone') : t('activate.noContacts')}
        </Notice>
      )}
      <ContactsPanel
        t={t}
        config={config}
        intro={
          waiting.length === 0
            ? undefined
            : fast
              ? t('activate.introFast')
              : t('activate.introLink')
        }
      />
      {waiting.map((channel) => (
        <ChannelCard
          key={channel}
          t={t}
          lng={lng}
          fast={fast}
          channel={channel}
          address={addressOf(config, channel) ?? ''}
          query={query.channel === channel ? query : {}}
        />
      ))}
      {waiting.length > 0 && (
        <p className={styles.note}>
          <a href={`/${lng}/user/${fast ? 'activate' : 'activatefast'}`}>
            {fast ? t('activate.toLink') : t('activate.toFast')}
          </a>
        </p>
      )}
      {waiting.length === 0 && (
        <p className={styles.actions}>
          <a className={styles.secondary} data-button="" href={`/${lng}/office/account`}>
            {t('toAccount')}
          </a>
        </p>
      )}
    </>
  );
}

/** One contact waiting for activation: send a link, or send a code and type it. */
function ChannelCard({
  t,
  lng,
  fast,
  channel,
  address,
  query,
}: {
  t: Translator;
  lng: string;
  fast: boolean;
  channel: ContactChannel;
  address: string;
  /** The query when it is about this contact. */
  query: EntryQuery;
}) {
  const sent = query.done === 'sent';
  const error = errorText(t, query.error);
  // A refusal of the send (too early, too many) belongs to the send form, any other to the code.
  const sendError = error !== null && (query.error === 'too_early' || !fast) ? error : null;
  const codeError = error !== null && sendError === null ? error : null;
  return (
    <Panel caption={t('activate.cardCaption', { channel, address })}>
      {sent && (
        <Notice tone="success">
          {fast ? t('activate.codeSent', { address }) : t('activate.linkSent', { address })}
        </Notice>
      )}
      <LazyEntryForm
        action="activationSend"
        lng={lng}
        fields={{ channel, method: fast ? 'code' : 'link' }}
        submit={
          fast
            ? sent
              ? t('activate.sendCodeAgain')
              : t('activate.sendCode')
            : t('activate.sendLink')
        }
        submitting={t('activate.sending')}
        variant={fast && sent ? 'secondary' : 'primary'}
        initialError={sendError}
      />
      {fast && (
        <LazyEntryForm
          action="activationCode"
          lng={lng}
          fields={{ channel }}
          code={{ label: t('activate.code'), hint: t('activate.codeHint') }}
          submit={t('activate.activate')}
          submitting={t('activate.activating')}
          variant={sent ? 'primary' : 'secondary'}
          initialError={codeError}
        />
      )}
    </Panel>
  );
}

/* ---------- user/stopnewsletter ---------- */

/**
 * user/stopnewsletter (spec 01 §2 Account entry): the unsubscribe link of a mailing
 * (`?token=`, signed by the operator) turns "News and offers" off after one press, for a visitor
 * too; the office's mailing settings then show it off.
 */
export async function StopNewsletterPage({ lng, searchParams }: PageProps) {
  const t = await getTranslations('accountEntry');
  const query = readEntryQuery(searchParams);
  return entryPage(lng, await stopNewsletterBody(t, lng, query));
}

async function stopNewsletterBody(t: Translator, lng: string, query: EntryQuery) {
  const settings = (
    <p className={styles.actions}>
      <a className={styles.secondary} data-button="" href={`/${lng}/office/mailing`}>
        {t('newsletter.settings')}
      </a>
    </p>
  );
  if (query.done === 'unsubscribed' || query.done === 'already') {
    return (
      <>
        <Notice tone="success">
          {query.done === 'already' ? t('newsletter.already') : t('newsletter.done')}
        </Notice>
        <p className={styles.note}>{t('newsletter.doneNote')}</p>
        {settings}
      </>
    );
  }
  const state = await getNewsletterState(query.token);
  if (state.kind === 'none') {
    return (
      <>
        <Notice>{t('newsletter.noToken')}</Notice>
        {settings}
      </>
    );
  }
  if (state.kind === 'unavailable') return <Notice tone="error">{t('link.unavailable')}</Notice>;
  if (state.kind === 'invalid' || state.found.status === 'expired') {
    return (
      <>
        <Notice tone="error">
          {state.kind === 'invalid' ? t('newsletter.invalid') : t('newsletter.expired')}
        </Notice>
        {settings}
      </>
    );
  }
  const { to, subscribed } = state.found;
  if (!subscribed) {
    return (
      <>
        <Notice>{t('newsletter.notSubscribed', { address: to })}</Notice>
        {settings}
      </>
    );
  }
  return (
    <Panel caption={t('newsletter.caption')}>
      <p className={styles.text}>{t('newsletter.confirmText', { address: to })}</p>
      <p className={styles.note}>{t('newsletter.keepNote')}</p>
      <LazyEntryForm
        action="newsletter"
        lng={lng}
        fields={{ token: query.token ?? '' }}
        submit={t('newsletter.confirm')}
        submitting={t('newsletter.confirming')}
        initialError={errorText(t, query.error)}
      />
    </Panel>
  );
}
