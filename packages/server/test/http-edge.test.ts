/**
 * What every HTTP answer owes the client whatever path writes it (issue 15 item 6): an oversized
 * body gets a 413 the client can read (no EPIPE) and is never read on without bound, /mcp answers
 * carry the security headers, HEAD on a GET tool answers like GET without a body.
 */
import { once } from 'node:events';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/node.js';
import { DRAIN_LIMIT_BYTES } from '../src/node-unread-body.js';
import { testRegistry } from './helpers.js';

const CAP = 4096;
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ registry: testRegistry(), version: 'test', port: 0, maxBodyBytes: CAP, mcp: { maxBodyBytes: CAP } });
});
afterAll(() => server?.close());

interface Sent {
  /** Everything the server sent back, as text. */
  response: string;
  /** Body bytes the client got onto the wire before the server closed. */
  sent: number;
  /** The client's socket error (EPIPE, ECONNRESET), if any. */
  error: string | undefined;
}

/**
 * Sends a POST head, then body bytes as fast as the socket takes them until `total` bytes are
 * sent (then, when chunked, the last chunk) or the server closes; waits for the server to close.
 */
async function sendBody(path: string, options: { total: number; chunked: boolean; headers?: string }): Promise<Sent> {
  const socket = connect(server.port, '127.0.0.1');
  let response = '';
  let error: string | undefined;
  let closed = false;
  socket.on('data', (data: Buffer) => (response += data.toString('latin1')));
  socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
  const closing = new Promise<void>((resolve) => socket.once('close', () => ((closed = true), resolve())));
  await once(socket, 'connect');
  const length = options.chunked ? 'transfer-encoding: chunked' : `content-length: ${options.total}`;
  socket.write(`POST ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\naccept: application/json, text/event-stream\r\n${options.headers ?? ''}${length}\r\n\r\n`);
  const piece = Buffer.alloc(64 * 1024, 0x61);
  const frame = options.chunked ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]) : piece;
  let sent = 0;
  while (!closed && error === undefined && sent < options.total) {
    const more = socket.write(frame);
    sent += piece.length;
    if (!more) await Promise.race([once(socket, 'drain').catch(() => {}), closing]); // once() rejects on 'error', which is recorded
  }
  if (!closed && error === undefined && options.chunked) socket.write('0\r\n\r\n');
  await closing;
  return { response, sent, error };
}

const statusOf = (response: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1]);

describe('an oversized body is answered 413 and the client can read it', () => {
  const routes = [
    ['REST', '/api/tools/echo-post'],
    ['REST through the app route (a percent-encoded id is not the fast path)', '/api/tools/echo%2Dpost'],
    ['recipes', '/api/recipes/run'],
    ['MCP', '/mcp'],
  ] as const;

  it.each(routes)('%s: a declared 7 MiB body is drained, so the client sends it all and reads the 413 (no EPIPE)', async (_, path) => {
    const result = await sendBody(path, { total: 7 * 1024 * 1024, chunked: false });
    expect(result.error).toBeUndefined();
    expect(result.sent).toBe(7 * 1024 * 1024);
    expect(statusOf(result.response)).toBe(413);
    expect(result.response.toLowerCase()).toContain('connection: close');
    expect(result.response.toLowerCase()).toContain('x-content-type-options: nosniff');
  });

  it.each(routes)('%s: a chunked body past the cap gets its 413 too, and the server goes on', async (_, path) => {
    const result = await sendBody(path, { total: 256 * 1024, chunked: true });
    expect(result.error).toBeUndefined();
    expect(statusOf(result.response)).toBe(413);
    const next = await fetch(`${server.url}/api/tools/echo-post`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"text":"ok"}' });
    expect(next.status).toBe(200);
  });

  it.each(routes)('%s: a never-ending chunked body is read only up to the drain limit, then the connection is closed', async (_, path) => {
    const endless = 16 * DRAIN_LIMIT_BYTES; // stands for "never ends": the server must stop long before
    const result = await sendBody(path, { total: endless, chunked: true });
    expect(statusOf(result.response)).toBe(413);
    expect(result.sent).toBeLessThan(endless);
  });

  it('MCP with a session id header (the app route, not the fast path): 413 with Connection: close', async () => {
    const result = await sendBody('/mcp', { total: 16 * DRAIN_LIMIT_BYTES, chunked: true, headers: 'mcp-session-id: abc\r\n' });
    expect(statusOf(result.response)).toBe(413);
    expect(result.response.toLowerCase()).toContain('connection: close');
    expect(result.sent).toBeLessThan(16 * DRAIN_LIMIT_BYTES);
  });
});

describe('/mcp answers carry the security headers, whichever part of the stack writes them', () => {
  const mcp = (init: RequestInit & { headers?: Record<string, string> }) =>
    fetch(`${server.url}/mcp`, { ...init, headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...init.headers } });
  const rpc = (method: string, params: unknown = {}) => JSON.stringify({ jsonrpc: '2.0', id: 1, method, params });

  it.each([
    ['a plain call (fast path)', () => mcp({ method: 'POST', body: rpc('tools/list') })],
    ['initialize (the SDK transport)', () => mcp({ method: 'POST', body: rpc('initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } }) })],
    ['a batch (the SDK transport)', () => mcp({ method: 'POST', body: `[${rpc('tools/list')}]` })],
    ['a parse error (the SDK)', () => mcp({ method: 'POST', body: '{' })],
    ['GET without sessions (the SDK 405)', () => fetch(`${server.url}/mcp`)],
    ['a wrong content type (the SDK 415)', () => mcp({ method: 'POST', body: rpc('tools/list'), headers: { 'content-type': 'text/plain' } })],
    ['/mcp/capabilities', () => fetch(`${server.url}/mcp/capabilities`)],
  ])('%s', async (_, request) => {
    const response = await request();
    await response.arrayBuffer();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });
});

describe('HEAD on a GET tool', () => {
  it('answers like GET, without a body', async () => {
    const get = await fetch(`${server.url}/api/tools/echo-get?text=hello`);
    const head = await fetch(`${server.url}/api/tools/echo-get?text=hello`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    expect(head.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await head.text()).toBe('');
    const bad = await fetch(`${server.url}/api/tools/echo-get`, { method: 'HEAD' });
    expect(bad.status).toBe(400); // the same status GET gives for a missing parameter
  });

  it('through the app route too (a percent-encoded id is not the fast path)', async () => {
    const head = await fetch(`${server.url}/api/tools/echo%2Dget?text=hello`, { method: 'HEAD' });
    const get = await fetch(`${server.url}/api/tools/echo%2Dget?text=hello`);
    expect(head.status).toBe(get.status);
    expect(await head.text()).toBe('');
  });

  it('a POST tool refuses HEAD with 405, and Allow lists HEAD only for GET tools', async () => {
    const head = await fetch(`${server.url}/api/tools/echo-post`, { method: 'HEAD' });
    expect(head.status).toBe(405);
    expect(head.headers.get('allow')).toBe('POST, OPTIONS');
    const put = await fetch(`${server.url}/api/tools/echo-get`, { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });
});
