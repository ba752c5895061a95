/** REST: /api/tools and /api/tools/:id, returning CTP ToolResults (spec §7–§8). */
import { Hono, type Context } from 'hono';
import { toCtpDefinition } from '@ctp/core';
import type { ServerContext } from './context.js';
import type { RateLimiter } from './rate-limit.js';
import { readCappedBody } from './body.js';
import { handleToolHttp } from './tool-http.js';

export interface RestOptions {
  maxBodyBytes: number;
  rateLimiter?: RateLimiter;
  clientIp(c: Context): string;
}

export function restRoutes(ctx: ServerContext, options: RestOptions): Hono {
  const api = new Hono();

  api.get('/', (c) => {
    const category = c.req.query('category') || undefined;
    const tag = c.req.query('tag') || undefined;
    const query = c.req.query('q') || undefined;
    const tools = ctx.registry.filter({ category, tag, query }).map((d) => ({
      ...toCtpDefinition(d),
      apiEndpoint: `${ctx.baseUrl()}/api/tools/${d.id}`,
    }));
    return c.json({ count: tools.length, tools });
  });

  api.on(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], '/:id', async (c) => {
    const url = c.req.url;
    const q = url.indexOf('?');
    const response = await handleToolHttp(ctx, options, {
      method: c.req.method,
      toolId: c.req.param('id'),
      contentType: c.req.header('content-type'),
      query: q === -1 ? '' : url.slice(q + 1),
      clientIp: options.clientIp(c),
      readBody: (max) => readCappedBody(c, max),
    });
    return c.body(response.body, response.status as 200, response.headers);
  });

  return api;
}
