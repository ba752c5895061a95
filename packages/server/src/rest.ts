/** REST: /api/tools and /api/tools/:id, returning CTP ToolResults (spec §7–§8). */
import { Hono, type Context } from 'hono';
import { toCtpDefinition } from '@ctp/core';
import type { ServerContext } from './context.js';
import { readCappedBody } from './body.js';
import { encodeLarge } from './compression.js';
import { clientOf, seamOf, type EdgeEnv } from './edge.js';
import { handleToolHttp, type ToolHttpResponse } from './tool-http.js';

/** A computed JSON body, gzipped when large and the client takes it (compression.ts decides). */
async function sendJson(c: Context, status: number, headers: Record<string, string>, body: string): Promise<Response> {
  const encoded = encodeLarge(body, c.req.header('accept-encoding'));
  if (!encoded) return c.body(body, status as 200, headers);
  const e = await encoded;
  return c.body(e.body as string, status as 200, { ...headers, ...e.headers });
}

export function restRoutes(ctx: ServerContext): Hono<EdgeEnv> {
  const api = new Hono<EdgeEnv>();

  api.get('/', (c) => {
    const category = c.req.query('category') || undefined;
    const tag = c.req.query('tag') || undefined;
    const query = c.req.query('q') || undefined;
    const tools = ctx.registry.filter({ category, tag, query }).map((d) => ({
      ...toCtpDefinition(d),
      apiEndpoint: `${ctx.baseUrl()}/api/tools/${d.id}`,
    }));
    return sendJson(c, 200, { 'content-type': 'application/json' }, JSON.stringify({ count: tools.length, tools }));
  });

  api.on(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], '/:id', async (c) => {
    const edge = c.var.edge;
    const url = c.req.url;
    const q = url.indexOf('?');
    const response: ToolHttpResponse = await handleToolHttp(ctx, edge, {
      method: c.req.method,
      toolId: c.req.param('id'),
      contentType: c.req.header('content-type'),
      query: q === -1 ? '' : url.slice(q + 1),
      clientIp: clientOf(c),
      readBody: (max) => readCappedBody(c, max, seamOf(c)),
    });
    return sendJson(c, response.status, response.headers, response.body);
  });

  return api;
}
