import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRegistry, definitions } from '@ctp/tools';
import { startServer, type RunningServer } from '../src/node.js';
import { createAjv, loadSpecSchema } from '../../../test/support/ajv.js';
import { testRegistry } from './helpers.js';

const ajv = createAjv({ specSchemas: true });
const validResult = ajv.compile(loadSpecSchema('tool-result.schema.json'));

let catalog: RunningServer;
let tests: RunningServer;
const logs: string[] = [];

beforeAll(async () => {
  catalog = await startServer({ registry: createRegistry(), version: 'test', port: 0, log: (l) => logs.push(l) });
  tests = await startServer({ registry: testRegistry(), version: 'test', port: 0, maxBodyBytes: 2048, rateLimit: { points: 1000, durationSec: 60 } });
});
afterAll(async () => {
  await catalog?.close();
  await tests?.close();
});

const post = (server: RunningServer, path: string, body: BodyInit, type = 'application/json') =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': type }, body });

describe('every tool example over REST', () => {
  it.each(definitions.map((d) => [d.id, d] as const))('%s', async (id, definition) => {
    const response =
      definition.method === 'GET'
        ? await fetch(`${catalog.url}/api/tools/${id}?${new URLSearchParams(Object.entries(definition.example.input).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]))}`)
        : await post(catalog, `/api/tools/${id}`, JSON.stringify(definition.example.input));
    const result = await response.json();
    expect(validResult(result), ajv.errorsText(validResult.errors)).toBe(true);
    expect(result.success ? result.data : result).toEqual(definition.example.output);
    expect(response.status).toBe(200);
  });
});

describe('REST statuses', () => {
  it('200 with a ToolResult; GET reads the query string, POST JSON, urlencoded and multipart', async () => {
    const get = await fetch(`${tests.url}/api/tools/echo-get?text=hi`);
    expect(get.status).toBe(200);
    expect(await get.json()).toMatchObject({ success: true, data: { echo: 'hi' }, metadata: { executionMode: 'server' } });
    expect(await (await post(tests, '/api/tools/echo-post', JSON.stringify({ text: 'json' }))).json()).toMatchObject({ data: { echo: 'json' } });
    expect(await (await post(tests, '/api/tools/echo-post', 'text=form%20data', 'application/x-www-form-urlencoded')).json()).toMatchObject({ data: { echo: 'form data' } });
    const form = new FormData();
    form.set('text', 'multi');
    const multipart = await fetch(`${tests.url}/api/tools/echo-post`, { method: 'POST', body: form });
    expect(await multipart.json()).toMatchObject({ data: { echo: 'multi' } });
  });

  it('400 for input errors, malformed JSON included', async () => {
    for (const [body, code] of [
      ['{}', 'MISSING_REQUIRED'],
      ['{"text":5}', 'TYPE_ERROR'],
      [JSON.stringify({ text: 'x'.repeat(101) }), 'CONSTRAINT_VIOLATION'],
      ['{"text":"a","extra":1}', 'INVALID_INPUT'],
      ['{"text":', 'INVALID_INPUT'],
      ['[1,2]', 'INVALID_INPUT'],
    ]) {
      const r = await post(tests, '/api/tools/echo-post', body!);
      expect(r.status, body).toBe(400);
      const result = await r.json();
      expect(result, body).toMatchObject({ success: false, errorCode: code });
      expect(validResult(result)).toBe(true);
    }
    expect((await post(tests, '/api/tools/fails', '{"text":"a"}')).status).toBe(400);
  });

  it('ignores __proto__ keys instead of polluting prototypes', async () => {
    const r = await post(tests, '/api/tools/echo-post', '{"text":"a","__proto__":{"polluted":true}}');
    expect(r.status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('404 NOT_FOUND for an unknown tool or route', async () => {
    const r = await post(tests, '/api/tools/nope', '{}');
    expect(r.status).toBe(404);
    expect(await r.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    expect((await fetch(`${tests.url}/api/nothing`)).status).toBe(404);
  });

  it('405 with Allow for the wrong method', async () => {
    const r = await fetch(`${tests.url}/api/tools/echo-post`);
    expect(r.status).toBe(405);
    expect(r.headers.get('allow')).toBe('POST, OPTIONS');
    const put = await fetch(`${tests.url}/api/tools/echo-get`, { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('413 over the body limit, before parsing', async () => {
    const r = await post(tests, '/api/tools/echo-post', JSON.stringify({ text: 'x'.repeat(5000) }));
    expect(r.status).toBe(413);
    expect(await r.json()).toMatchObject({ success: false });
  });

  it('413 for a chunked body (no Content-Length) that grows past the limit, and the server goes on', async () => {
    const chunk = new TextEncoder().encode(`{"text":"${'y'.repeat(1000)}`);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 5) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const r = await fetch(`${tests.url}/api/tools/echo-post`, { method: 'POST', headers: { 'content-type': 'application/json' }, body, duplex: 'half' } as RequestInit);
    expect(r.status).toBe(413);
    expect(await r.json()).toMatchObject({ success: false, errorCode: 'CONSTRAINT_VIOLATION' });
    const next = await post(tests, '/api/tools/echo-post', '{"text":"ok"}');
    expect(next.status).toBe(200);
  });

  it('415 for an unsupported content type', async () => {
    const r = await post(tests, '/api/tools/echo-post', 'text', 'text/plain');
    expect(r.status).toBe(415);
  });

  it('504 TIMEOUT for a tool past its time limit', async () => {
    const r = await post(tests, '/api/tools/slow', '{"text":"a"}');
    expect(r.status).toBe(504);
    expect(await r.json()).toMatchObject({ errorCode: 'TIMEOUT' });
  });

  it('500 without internals when a tool throws', async () => {
    const r = await post(tests, '/api/tools/thrower', '{"text":"a"}');
    expect(r.status).toBe(500);
    const body = await r.json();
    expect(body).toMatchObject({ success: false, errorCode: 'EXECUTION_ERROR' });
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
  });

  it('429 with Retry-After from a tool-level limit', async () => {
    for (let i = 0; i < 2; i++) expect((await post(tests, '/api/tools/limited', '{"text":"a"}')).status).toBe(200);
    const r = await post(tests, '/api/tools/limited', '{"text":"a"}');
    expect(r.status).toBe(429);
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await r.json()).toMatchObject({ success: false, errorCode: 'RATE_LIMITED' });
  });
});

describe('rate limiting per client', () => {
  it('refuses the 11th request in a 10/60 window with 429 and Retry-After', async () => {
    const server = await startServer({ registry: testRegistry(), version: 'test', port: 0, rateLimit: { points: 10, durationSec: 60 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await fetch(`${server.url}/api/tools/echo-get?text=${i}`)).status);
      expect(statuses).toEqual([...Array(10).fill(200), 429]);
      const r = await fetch(`${server.url}/api/tools/echo-get?text=x`);
      expect(r.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(r.headers.get('ratelimit-remaining')).toBe('0');
    } finally {
      await server.close();
    }
  });
});

describe('HTTP hygiene', () => {
  it('lists definitions with filters', async () => {
    const all = await (await fetch(`${catalog.url}/api/tools`)).json();
    expect(all.count).toBe(definitions.length);
    const formatters = await (await fetch(`${catalog.url}/api/tools?category=formatters`)).json();
    expect(formatters.tools.every((t: { category: string }) => t.category === 'formatters')).toBe(true);
    const search = await (await fetch(`${catalog.url}/api/tools?q=json%20format`)).json();
    expect(search.tools[0].id).toBe('json-formatter');
    expect(search.tools[0].apiEndpoint).toBe(`${catalog.url}/api/tools/json-formatter`);
  });

  it('sends CORS and security headers', async () => {
    const preflight = await fetch(`${catalog.url}/api/tools/json-formatter`, {
      method: 'OPTIONS',
      headers: { origin: 'https://example.com', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    const r = await fetch(`${catalog.url}/health`);
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await fetch(`${catalog.url}/`);
    expect(html.headers.get('content-security-policy')).toMatch(/object-src 'none'/);
  });

  it('reports health', async () => {
    expect(await (await fetch(`${catalog.url}/health`)).json()).toEqual({ status: 'ok', name: 'ctp', version: 'test', tools: definitions.length, runtime: 'node' });
  });

  it('logs one line per request without query strings or bodies', async () => {
    await fetch(`${catalog.url}/api/tools/json-formatter?secret=hunter2`);
    await post(catalog, '/api/tools/json-formatter', JSON.stringify({ json: '{"password":"hunter2"}' }));
    const lines = logs.filter((l) => l.includes('/api/tools/json-formatter'));
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(logs.join('\n')).not.toContain('hunter2');
    expect(lines.at(-1)).toMatch(/^POST \/api\/tools\/json-formatter 200 \d+\.\dms$/);
  });
});
