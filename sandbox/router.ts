/** Method + path matching with `:name` segments; nothing more is needed for the sandbox. */
import type { HttpMethod, RouteHandler } from './http';
import { SandboxHttpError } from './http';

interface Route {
  method: HttpMethod;
  segments: string[];
  handler: RouteHandler;
}

export type RouteMatch =
  | { kind: 'found'; handler: RouteHandler; params: Record<string, string> }
  | { kind: 'method-not-allowed'; allow: HttpMethod[] }
  | { kind: 'not-found' };

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw SandboxHttpError.single(400, 'Invalid path', `path segment ${segment} is not valid`);
  }
}

function matchSegments(pattern: string[], actual: string[]): Record<string, string> | undefined {
  if (pattern.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, expected] of pattern.entries()) {
    const segment = actual[index] ?? '';
    if (expected.startsWith(':')) {
      params[expected.slice(1)] = decodeSegment(segment);
    } else if (expected !== segment) {
      return undefined;
    }
  }
  return params;
}

export class Router {
  private readonly routes: Route[] = [];

  on(method: HttpMethod, pattern: string, handler: RouteHandler): this {
    this.routes.push({ method, segments: splitPath(pattern), handler });
    return this;
  }

  match(method: string, pathname: string): RouteMatch {
    const actual = splitPath(pathname);
    const allow: HttpMethod[] = [];
    for (const route of this.routes) {
      const params = matchSegments(route.segments, actual);
      if (params === undefined) continue;
      if (route.method === method) return { kind: 'found', handler: route.handler, params };
      allow.push(route.method);
    }
    return allow.length > 0 ? { kind: 'method-not-allowed', allow } : { kind: 'not-found' };
  }
}
