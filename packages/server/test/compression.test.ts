/**
 * Compression, negotiated in one place (compression.ts): q-values honoured, large documents
 * gzipped once on Node as on every runtime, small answers left alone.
 */
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsGzip, encodeLarge, COMPRESS_MIN_BYTES } from '../src/compression.js';
import { startServer, type RunningServer } from '../src/node.js';
import { testRegistry } from './helpers.js';

describe('acceptsGzip', () => {
  it('reads Accept-Encoding as RFC 9110 says: q=0 refuses, * covers gzip unless gzip is named', () => {
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.5')).toBe(true);
    expect(acceptsGzip('GZIP')).toBe(true);
    expect(acceptsGzip('x-gzip')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('gzip; q=0.000')).toBe(false);
    expect(acceptsGzip('*, gzip;q=0')).toBe(false);
    expect(acceptsGzip('*;q=0')).toBe(false);
    expect(acceptsGzip('deflate, br')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('notgzip')).toBe(false);
  });

  it('leaves small bodies alone without looking at the header', () => {
    expect(encodeLarge('x'.repeat(COMPRESS_MIN_BYTES - 1), 'gzip')).toBeUndefined();
  });
});

describe('over HTTP (Node)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ registry: testRegistry(), version: 'test', port: 0, rateLimit: undefined });
  });
  afterAll(() => server?.close());

  const get = (path: string, headers: Record<string, string>, method = 'GET', body?: string) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const req = request(`${server.url}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end(body);
    });

  it('gzips discovery documents for clients that take it, once per document, and never against q=0', async () => {
    for (const path of ['/llms-full.txt', '/api/openapi.json', '/api/openapi.yaml', '/.well-known/ctp-manifest.json']) {
      const plain = await get(path, {});
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      const packed = await get(path, { 'accept-encoding': 'gzip, deflate, br' });
      expect(packed.status, path).toBe(200);
      expect(packed.headers['content-encoding'], path).toBe('gzip');
      expect(packed.headers.vary, path).toMatch(/Accept-Encoding/);
      expect(gunzipSync(packed.body).equals(plain.body), path).toBe(true);
      const refused = await get(path, { 'accept-encoding': 'gzip;q=0' });
      expect(refused.headers['content-encoding'], path).toBeUndefined();
      expect(refused.body.equals(plain.body), path).toBe(true);
      // the representations share one ETag validator; 304 either way
      expect((await get(path, { 'accept-encoding': 'gzip', 'if-none-match': String(plain.headers.etag) })).status, path).toBe(304);
    }
  });

  it('gzips a large MCP answer (tools/list) on the fast path and the general route alike', async () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'tools/list' });
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    // plain: Node's fast path; with a session header it is the Hono route (which answers 400 without a session)
    const packed = await get('/mcp', { ...headers, 'accept-encoding': 'gzip' }, 'POST', body);
    expect(packed.status).toBe(200);
    expect(packed.headers['content-encoding']).toBe('gzip');
    const list = JSON.parse(gunzipSync(packed.body).toString());
    expect(list.id).toBe(3);
    expect(list.result.tools.map((t: { name: string }) => t.name)).toContain('echo-post');
    const plain = await get('/mcp', { ...headers, 'accept-encoding': 'gzip;q=0' }, 'POST', body);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(list);
    // the same call through the app (a runtime without the fast path) answers the same way
    const { createApp } = await import('../src/app.js');
    const { createContext } = await import('../src/context.js');
    const { app } = createApp({ context: createContext({ registry: testRegistry(), version: 'test', baseUrl: () => 'http://x' }), host: '0.0.0.0' });
    const viaApp = await app.fetch(new Request('http://x/mcp', { method: 'POST', headers: { ...headers, 'accept-encoding': 'gzip' }, body }));
    expect(viaApp.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await viaApp.arrayBuffer())).toString())).toEqual(list);
  });

  it('gzips a large REST result and the tool list, not a small one', async () => {
    const small = await get('/api/tools/echo-get?text=hi', { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString()).data.echo).toBe('hi');
    const list = await get('/api/tools', { 'accept-encoding': 'gzip' });
    const plainList = await get('/api/tools', {});
    expect(plainList.body.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(list.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(list.body).toString())).toEqual(JSON.parse(plainList.body.toString()));
  });
});
