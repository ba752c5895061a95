/**
 * Open CORS for the public API (GET/POST from any origin, no credentials).
 * Hono's cors middleware touches `c.res` before the handler runs, which makes
 * Hono copy every response afterwards; setting prepared headers does not.
 */
import type { MiddlewareHandler } from 'hono';

/** Response headers scripts on other origins may read. */
export const CORS_EXPOSED_HEADERS = 'Retry-After, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, ETag';

export function openCors(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      return c.body(null, 204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
        'Access-Control-Allow-Headers': 'Content-Type, If-None-Match',
        'Access-Control-Max-Age': '86400',
      });
    }
    c.header('Access-Control-Allow-Origin', '*');
    c.header('Access-Control-Expose-Headers', CORS_EXPOSED_HEADERS);
    await next();
  };
}
