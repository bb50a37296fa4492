/** Types of request-listener.mjs (plain JavaScript that node runs without a build). */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TrustedProxies } from './forwarded.mjs';

export declare const MAX_REQUEST_BODY_BYTES: number;
export declare const LARGER_BODY_ROUTES: Readonly<Record<string, number>>;

export declare function createRequestListener(options: {
  handle: (req: IncomingMessage, res: ServerResponse) => unknown;
  trusted: TrustedProxies;
  maxBodyBytes?: number;
  largerBodyRoutes?: Readonly<Record<string, number>>;
  onError?: (error: unknown) => void;
  pageCache?: {
    serve(
      req: IncomingMessage,
      res: ServerResponse,
      handle: (req: IncomingMessage, res: ServerResponse) => unknown,
    ): unknown;
  };
}): (req: IncomingMessage, res: ServerResponse) => void;
