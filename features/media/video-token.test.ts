import { loadVideoToken, startVideoTokenRefresh, VIDEO_TOKEN_REFRESH_MS } from './video-token';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('startVideoTokenRefresh (spec 01 §9 "Video token refresh 10 min")', () => {
  it('loads now and again every 10 minutes until stopped', async () => {
    let n = 0;
    const load = jest.fn(async () => `token-${++n}`);
    const tokens: string[] = [];
    const stop = startVideoTokenRefresh(load, (token) => tokens.push(token));
    await jest.advanceTimersByTimeAsync(0);
    expect(tokens).toEqual(['token-1']);
    await jest.advanceTimersByTimeAsync(VIDEO_TOKEN_REFRESH_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(tokens).toEqual(['token-1', 'token-2']);
    expect(VIDEO_TOKEN_REFRESH_MS).toBe(600_000);
    stop();
    await jest.advanceTimersByTimeAsync(VIDEO_TOKEN_REFRESH_MS * 3);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the last token when a load fails and tries again on the next tick', async () => {
    const load = jest
      .fn<Promise<string>, [AbortSignal]>()
      .mockResolvedValueOnce('first')
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce('third');
    const tokens: string[] = [];
    const stop = startVideoTokenRefresh(load, (token) => tokens.push(token));
    await jest.advanceTimersByTimeAsync(VIDEO_TOKEN_REFRESH_MS * 2);
    expect(tokens).toEqual(['first', 'third']);
    stop();
  });

  it('aborts a load still on its way when stopped and drops its answer', async () => {
    let signal: AbortSignal | undefined;
    let answer: (token: string) => void = () => undefined;
    const load = (s: AbortSignal) => {
      signal = s;
      return new Promise<string>((resolve) => {
        answer = resolve;
      });
    };
    const onToken = jest.fn();
    const stop = startVideoTokenRefresh(load, onToken);
    stop();
    expect(signal?.aborted).toBe(true);
    answer('late');
    await jest.advanceTimersByTimeAsync(0);
    expect(onToken).not.toHaveBeenCalled();
  });
});

describe('loadVideoToken', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('posts to the BFF and answers the token of its answer', async () => {
    const fetchMock = jest.fn(async () => ({
      ok: true,
      status: 200,
      headers: new Headers({ 'content-type': 'application/json' }),
      text: async () => JSON.stringify({ data: { token: 'vt-1001-abc' } }),
    }));
    global.fetch = fetchMock as unknown as typeof fetch;
    await expect(loadVideoToken(new AbortController().signal)).resolves.toBe('vt-1001-abc');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/media/video-token',
      expect.objectContaining({ method: 'POST' }),
    );
  });
});
