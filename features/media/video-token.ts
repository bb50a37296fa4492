import { bffClient } from '@/features/bff';

/** spec 01 §9 "Video token refresh 10 min", spec 02 §9. */
export const VIDEO_TOKEN_REFRESH_MS = 10 * 60 * 1000;

export type LoadVideoToken = (signal: AbortSignal) => Promise<string>;

/** The BFF's POST /api/media/video-token (docs/bff-api.md); the client answers its `data`. */
export const loadVideoToken: LoadVideoToken = async (signal) =>
  (await bffClient.post<{ token: string }>('/api/media/video-token', {}, signal)).token;

/**
 * Loads the video token now and every 10 minutes until stopped; a load still on its way when
 * stopped is aborted and its answer dropped. A failed load keeps the last token: the next tick
 * tries again.
 */
export function startVideoTokenRefresh(
  load: LoadVideoToken,
  onToken: (token: string) => void,
): () => void {
  let controller: AbortController | null = null;
  const refresh = () => {
    controller?.abort();
    const current = new AbortController();
    controller = current;
    load(current.signal).then(
      (token) => {
        if (!current.signal.aborted) onToken(token);
      },
      () => undefined,
    );
  };
  refresh();
  const interval = setInterval(refresh, VIDEO_TOKEN_REFRESH_MS);
  return () => {
    clearInterval(interval);
    controller?.abort();
  };
}
