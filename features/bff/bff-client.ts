/**
 * The browser's client for our BFF (`/api/*`): JSON in (or a FormData, sent as multipart) and
 * JSON out, errors as `BffError` with the JSON-API items of docs/bff-api.md. It plays the browser's part of the error catalogue
 * (spec 01 §8): a captcha check then one retry with its token, a new fingerprint then a retry, and
 * the confirm-terms page on 451. Every call carries the fingerprint token (spec 01 §7).
 */
import { BFF_ERROR, BffError, CLIENT_ERROR, type BffErrorItem } from './bff-errors';
import { currentFingerprint, refreshFingerprint } from './fingerprint';

export { BFF_ERROR, BffError, CLIENT_ERROR, type BffErrorItem };

/** A block page the BFF may name (spec 01 §4 Blocking), the only ones the client goes to. */
const BLOCK_PAGES = ['block', 'block-ie', 'block-ua', 'site-updates', 'coming-soon', 'suspension'];

/** spec 02 §5, §9: the fingerprint is refreshed until 2 failed attempts have happened. */
export const FINGERPRINT_MAX_FAILURES = 2;

export const CAPTCHA_HEADER = 'x-captcha';
export const FINGERPRINT_HEADER = 'x-fingerprint-token';

function clientError(status: number, code: string, title: string): BffError {
  return new BffError(status, [{ status: String(status), code, title }]);
}

/** The captcha modal's answer to "please solve a captcha". */
export type CaptchaOutcome =
  { token: string } | { token: null; reason: 'cancelled' | 'failed'; message?: string | null };
export type CaptchaHandler = () => Promise<CaptchaOutcome>;

export interface BffClientOptions {
  /** Defaults to the global fetch, looked up at call time. */
  fetch?: typeof fetch;
  /** Defaults to a full page load (`window.location.assign`). */
  navigate?: (url: string) => void;
  /** The page's language; defaults to `<html lang>`. */
  language?: () => string;
  fingerprint?: { current(): string; refresh(): void };
}

export interface BffRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Extra headers of this call (e.g. the coupon's `x-request-id`). */
  headers?: Record<string, string>;
  /** Sees the answer's headers before its body is read (e.g. the user config's stale-page mark). */
  onResponse?: (response: Response) => void;
}

function pageLanguage(): string {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return /^[a-z]{2}$/.test(lang) ? lang : 'en';
}

function retryAfterOf(response: Response): number | null {
  const value = Number(response.headers.get('retry-after'));
  return Number.isFinite(value) && value > 0 ? Math.ceil(value) : null;
}

function isErrorBody(payload: unknown): payload is { errors: BffErrorItem[] } {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    Array.isArray((payload as { errors?: unknown }).errors) &&
    (payload as { errors: unknown[] }).errors.length > 0
  );
}

export function createBffClient(options: BffClientOptions = {}) {
  const doFetch: typeof fetch = (...args) => (options.fetch ?? globalThis.fetch)(...args);
  const navigate = options.navigate ?? ((url: string) => window.location.assign(url));
  const language = options.language ?? pageLanguage;
  const fingerprint = options.fingerprint ?? {
    current: () => currentFingerprint(),
    refresh: () => void refreshFingerprint(),
  };
  let captchaHandler: CaptchaHandler | null = null;

  async function send(path: string, init: BffRequest, captchaToken: string | null) {
    const headers: Record<string, string> = {
      ...init.headers,
      accept: 'application/json',
      [FINGERPRINT_HEADER]: fingerprint.current(),
    };
    // A form with a file goes as multipart: the browser writes its content type and boundary.
    const isForm = typeof FormData !== 'undefined' && init.body instanceof FormData;
    if (init.body !== undefined && !isForm) headers['content-type'] = 'application/json';
    // spec 01 §5 "Captcha is sent as a header only if given".
    if (captchaToken) headers[CAPTCHA_HEADER] = captchaToken;
    try {
      return await doFetch(path, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers,
        body:
          init.body === undefined
            ? undefined
            : isForm
              ? (init.body as FormData)
              : JSON.stringify(init.body),
        signal: init.signal,
        credentials: 'same-origin',
        cache: 'no-store',
      });
    } catch (error) {
      if (init.signal?.aborted || (error instanceof Error && error.name === 'AbortError')) {
        throw clientError(499, CLIENT_ERROR.close, 'The request was cancelled');
      }
      throw clientError(0, CLIENT_ERROR.network, 'Network error');
    }
  }

  async function read(response: Response): Promise<unknown> {
    const text = await response.text();
    if (!text) return null;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw clientError(response.status, CLIENT_ERROR.badAnswer, 'Unexpected answer');
    }
  }

  /** Sends a request to the BFF and answers its `data`; throws `BffError`. */
  async function request<T>(path: string, init: BffRequest = {}): Promise<T> {
    let captchaToken: string | null = null;
    let captchaAsked = false;
    let fingerprintFailures = 0;
    for (;;) {
      const response = await send(path, init, captchaToken);
      init.onResponse?.(response);
      const payload = await read(response);
      if (response.ok) return (payload as { data: T } | null)?.data as T;
      const error = isErrorBody(payload)
        ? new BffError(response.status, payload.errors, retryAfterOf(response))
        : clientError(response.status, CLIENT_ERROR.badAnswer, `HTTP ${response.status}`);

      if (error.code === BFF_ERROR.captchaRequired && !captchaAsked && captchaHandler) {
        // spec 01 §8: a captcha check, then the same request once more with its result.
        captchaAsked = true;
        const outcome = await captchaHandler();
        if (outcome.token === null) {
          const code =
            outcome.reason === 'failed'
              ? CLIENT_ERROR.captchaFailed
              : CLIENT_ERROR.captchaCancelled;
          throw clientError(400, code, outcome.message || error.message);
        }
        captchaToken = outcome.token;
        continue;
      }
      if (error.code === BFF_ERROR.fingerprint) {
        fingerprintFailures += 1;
        if (fingerprintFailures < FINGERPRINT_MAX_FAILURES) {
          fingerprint.refresh();
          continue;
        }
      }
      if (error.status === 451 && error.code === BFF_ERROR.confirmTerms) {
        navigate(`/${language()}/confirm`);
      }
      // The site closed while the page was open: the player sees the page the middleware would
      // show on the next navigation (spec 01 §4 Maintenance, Blocking).
      if (error.status === 503 && error.code === BFF_ERROR.maintenance) {
        navigate(`/${language()}/maintenance`);
      }
      if (error.status === 403 && error.code === BFF_ERROR.blocked) {
        const page = error.items[0]?.meta?.page;
        navigate(
          `/${language()}/${typeof page === 'string' && BLOCK_PAGES.includes(page) ? page : 'block'}`,
        );
      }
      throw error;
    }
  }

  return {
    request,
    get: <T>(path: string, signal?: AbortSignal) => request<T>(path, { method: 'GET', signal }),
    post: <T>(path: string, body?: unknown, signal?: AbortSignal) =>
      request<T>(path, { method: 'POST', body: body ?? {}, signal }),
    /** The captcha modal registers itself here; the returned function unregisters it. */
    setCaptchaHandler(handler: CaptchaHandler): () => void {
      captchaHandler = handler;
      return () => {
        if (captchaHandler === handler) captchaHandler = null;
      };
    },
  };
}

export type BffClient = ReturnType<typeof createBffClient>;

/** The page's client: one per browser tab, like the page itself. */
export const bffClient = createBffClient();
