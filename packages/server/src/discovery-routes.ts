/** Discovery documents (spec §9), generated once per base URL and cached. (Wired when @ctp/discovery lands.) */
import { Hono } from 'hono';
import type { ServerContext } from './context.js';

export function discoveryRoutes(_ctx: ServerContext): Hono {
  return new Hono();
}
