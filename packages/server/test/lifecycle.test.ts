import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { defineTool, success } from '@ctp/core';
import { startServer } from '../src/node.js';
import { testRegistry } from './helpers.js';
import { INIT_PARAMS, rpc } from './mcp-fixtures/clients.js';

const bin = fileURLToPath(new URL('../../cli/bin/ctp.js', import.meta.url));

describe('server lifecycle', () => {
  it('finishes in-flight requests on close, then refuses new connections', async () => {
    const server = await startServer({ registry: testRegistry(), version: 'test', port: 0 });
    const url = `http://127.0.0.1:${server.port}/api/tools/delayed`;
    const inflight = fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"text":"still here"}' });
    await new Promise((r) => setTimeout(r, 50));
    const closing = server.close();
    const response = await inflight;
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: { echo: 'still here' } });
    await closing;
    await expect(fetch(url, { method: 'POST', body: '{}' })).rejects.toThrow();
  });

  it('answers 503 with Connection: close to a call still running past the grace; its late answer is harmless', async () => {
    let started!: () => void;
    let release!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held = defineTool(
      {
        id: 'held',
        name: 'held',
        description: 'Answers when the test lets it.',
        category: 'utilities',
        tags: ['test'],
        method: 'POST',
        timeoutMs: 30_000,
        parameters: [{ name: 'text', type: 'text', label: 'Text', description: 'Input', required: true, validation: { maxLength: 100 } }],
        outputDescription: 'Echo.',
        outputSchema: { type: 'object', properties: { echo: { type: 'string' } }, required: ['echo'] },
        example: { input: { text: 'a' }, output: { echo: 'a' } },
      },
      async (p) => {
        started();
        await gate;
        return success({ echo: String(p.text) });
      },
    );
    const server = await startServer({ registry: testRegistry().register(held), version: 'test', port: 0 });
    const inflight = fetch(`http://127.0.0.1:${server.port}/api/tools/held`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"text":"x"}' });
    await running;
    const closing = server.close(0);
    const response = await inflight;
    expect(response.status).toBe(503);
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'RATE_LIMITED' });
    await closing;
    release(); // the tool answers into a response already over: nothing throws
    await new Promise((resolve) => setImmediate(resolve));
  });

  it('ends open MCP event streams (GET) at once on close instead of holding the stop for the grace', async () => {
    const server = await startServer({ registry: testRegistry(), version: 'test', port: 0, mcp: { sessions: true } });
    const mcp = `http://127.0.0.1:${server.port}/mcp`;
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    const opened = await fetch(mcp, { method: 'POST', headers, body: rpc('initialize', INIT_PARAMS, 1) });
    const session = opened.headers.get('mcp-session-id')!;
    expect(session).toBeTruthy();
    await opened.text();
    await (await fetch(mcp, { method: 'POST', headers: { ...headers, 'mcp-session-id': session, 'mcp-protocol-version': '2025-06-18' }, body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }) })).text();
    const stream = await fetch(mcp, { headers: { accept: 'text/event-stream', 'mcp-session-id': session, 'mcp-protocol-version': '2025-06-18' } });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    // a grace far longer than this test's time limit: only an ended stream lets close() resolve in time
    const closing = server.close(600_000);
    const rest = await stream.text(); // ends cleanly (not an aborted body)
    expect(typeof rest).toBe('string');
    await closing;
  }, 30_000);

  it('ctp serve starts, serves, logs, and exits 0 on SIGTERM', async () => {
    const child = spawn(process.execPath, [bin, 'serve', '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    const port = await new Promise<number>((resolve, reject) => {
      child.stderr.on('data', (d) => {
        stderr += d;
        const m = /on http:\/\/127\.0\.0\.1:(\d+)/.exec(stderr);
        if (m) resolve(Number(m[1]));
      });
      child.on('exit', (code) => reject(new Error(`exited ${code}: ${stderr}`)));
    });
    const health = await (await fetch(`http://127.0.0.1:${port}/health`)).json();
    expect(health.status).toBe('ok');
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(stderr).toMatch(/GET \/health 200/);
    expect(stderr).toMatch(/SIGTERM: finishing in-flight requests/);
  });

  it('ctp serve rejects bad options with exit 2', async () => {
    for (const args of [['--rate-limit', 'ten'], ['--port', 'x'], ['--base-url', 'not-a-url'], ['--bogus']]) {
      const child = spawn(process.execPath, [bin, 'serve', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code, args.join(' ')).toBe(2);
    }
  });
});
