/**
 * Where an account-entry form leads after its call (docs/decisions.md "Account entry"): the
 * page it belongs to with the outcome in the query (`done=…`, or `error=<code>` with what the
 * player needs to try again). The BFF redirects a form posted without JavaScript there (303), and
 * the browser's script navigates there after the same call, so both draw the same page.
 */
import { z } from 'zod';
import {
  contactChannelSchema,
  ENTRY_ERROR_CODES,
  entryTokenSchema,
  type EntryErrorCode,
} from '@/server/upstream/schemas/account-entry';

/** The entry pages, as paths after `/{lng}/user/`. */
export type EntryPage = 'accountverify' | 'activate' | 'activatefast' | 'stopnewsletter';

/** Every form of the entry pages: its BFF call and the page it answers on. */
export const ENTRY_ACTIONS = {
  /** user/accountverify: confirm the e-mail with the link's token. */
  verify: { path: '/api/account-entry/verify', page: 'accountverify' },
  /** user/accountverify: send the verification e-mail again (signed in). */
  verifyResend: { path: '/api/account-entry/verify/resend', page: 'accountverify' },
  /** user/activate: activate the contact the link was sent to. */
  activationLink: { path: '/api/account-entry/activation/link', page: 'activate' },
  /** user/activate (a link) or user/activatefast (a code): send one to a contact. */
  activationSend: { path: '/api/account-entry/activation/send', page: 'activatefast' },
  /** user/activatefast: the code typed on the page. */
  activationCode: { path: '/api/account-entry/activation/code', page: 'activatefast' },
  /** user/stopnewsletter: leave the newsletter with the link's token. */
  newsletter: { path: '/api/account-entry/newsletter', page: 'stopnewsletter' },
} as const satisfies Record<string, { path: string; page: EntryPage }>;
export type EntryAction = keyof typeof ENTRY_ACTIONS;

/** What a page says after a call that went through. */
export const ENTRY_DONE = ['verified', 'sent', 'activated', 'unsubscribed', 'already'] as const;
export type EntryDone = (typeof ENTRY_DONE)[number];

/** The fields a form sends (strings, as a form posts them). */
export type EntryInput = Readonly<Record<string, string | undefined>>;

/** The parts of a call's answer the outcome names. */
export interface EntryAnswer {
  channel?: string;
  method?: string;
  wasSubscribed?: boolean;
}

function pageOf(action: EntryAction, input: EntryInput): EntryPage {
  if (action === 'activationSend') return input.method === 'link' ? 'activate' : 'activatefast';
  return ENTRY_ACTIONS[action].page;
}

const channelOf = (value: string | undefined) => contactChannelSchema.safeParse(value).data;
const tokenOf = (value: string | undefined) => entryTokenSchema.safeParse(value).data;

function pageUrl(lng: string, page: EntryPage, query: Record<string, string | undefined>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, value);
  const text = search.toString();
  return `/${lng}/user/${page}${text ? `?${text}` : ''}`;
}

/** The page after a call that went through. */
export function successUrl(
  action: EntryAction,
  lng: string,
  input: EntryInput,
  answer: EntryAnswer = {},
): string {
  const channel = channelOf(answer.channel ?? input.channel);
  switch (action) {
    case 'verify':
      return pageUrl(lng, 'accountverify', { done: 'verified' });
    case 'verifyResend':
      return pageUrl(lng, 'accountverify', { done: 'sent' });
    case 'activationLink':
      return pageUrl(lng, 'activate', { done: 'activated', channel });
    case 'activationSend':
      return pageUrl(lng, pageOf(action, input), { done: 'sent', channel });
    case 'activationCode':
      return pageUrl(lng, 'activatefast', { done: 'activated', channel });
    case 'newsletter':
      return pageUrl(lng, 'stopnewsletter', {
        done: answer.wasSubscribed === false ? 'already' : 'unsubscribed',
      });
  }
}

/** The BFF's and the upstream's codes as the pages tell them; anything else is "unavailable". */
export function entryErrorCode(code: string | undefined): EntryErrorCode {
  if (code === 'invalid_json' || code === 'unsupported_media_type') return 'invalid';
  const known = (ENTRY_ERROR_CODES as readonly string[]).includes(code ?? '');
  return known ? (code as EntryErrorCode) : 'unavailable';
}

/**
 * The page after a refused call: the same page with the code and what it needs to try again (the
 * link's token, the contact). A visitor whose session ended signs in and comes back here.
 */
export function failureUrl(
  action: EntryAction,
  lng: string,
  input: EntryInput,
  code: string | undefined,
): string {
  const page = pageOf(action, input);
  const keep = {
    token:
      action === 'verify' || action === 'activationLink' || action === 'newsletter'
        ? tokenOf(input.token)
        : undefined,
    channel: channelOf(input.channel),
  };
  const error = entryErrorCode(code);
  if (error === 'unauthorized') {
    const back = pageUrl(lng, page, keep);
    return `/${lng}/user/login?${new URLSearchParams({ returnUrl: back })}`;
  }
  return pageUrl(lng, page, { ...keep, error });
}

/** The query of an entry page, each part checked on its own: a bad part is left out. */
export const entryQuerySchema = z.object({
  token: z.string().optional(),
  done: z.enum(ENTRY_DONE).optional().catch(undefined),
  error: z.enum(ENTRY_ERROR_CODES).optional().catch('unavailable'),
  channel: contactChannelSchema.optional().catch(undefined),
});
export type EntryQuery = z.infer<typeof entryQuerySchema>;

/** The page's query as its body reads it (a repeated key counts once, the first). */
export function readEntryQuery(
  searchParams: Readonly<Record<string, string | string[] | undefined>> | undefined,
): EntryQuery {
  const first = (key: string) => {
    const value = searchParams?.[key];
    return Array.isArray(value) ? value[0] : value;
  };
  return entryQuerySchema.parse({
    token: first('token'),
    done: first('done'),
    error: first('error'),
    channel: first('channel'),
  });
}
