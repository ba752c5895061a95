/**
 * The prebuilt tools/list answer of `ctp mcp` (src/mcp/prebuilt.ts, stdio-transport.ts): on the
 * wire it is byte for byte the answer the server builds from the catalog, in every protocol
 * revision; the catalog is not read before a message needs it; messages wait for it in order; a
 * prebuilt answer that no longer matches the catalog is dropped and clients are told.
 */
import '../../../test/support/published-deps.js';
import { describe, expect, it } from 'vitest';
import { PassThrough } from 'node:stream';
import { Client } from '@modelcontextprotocol/client';
import { SUPPORTED_PROTOCOL_VERSIONS, type JSONRPCMessage, type Transport } from '@modelcontextprotocol/server';
import type { Registry } from '@ctp/runtime';
import { createRegistry } from '@ctp/tools';
import { createContext, serveMcpStdio } from '../src/mcp/stdio.js';
import { serializeToolsList } from '../src/mcp/prebuilt.js';
import { McpCatalog } from '../src/mcp/catalog.js';

const registry = createRegistry();
const prebuiltJson = () => Buffer.from(serializeToolsList(registry, 'all'));

interface Served {
  /** Raw lines the server wrote, in order. */
  lines: string[];
  send(message: object): void;
  /** The next line answering `id` (or matching `test`). */
  next(test: (line: string) => boolean): Promise<string>;
  registryReads: () => number;
  loads: () => number;
  errors: Error[];
  close(): Promise<void>;
  stdin: PassThrough;
  stdout: PassThrough;
}

/** serveMcpStdio over in-process streams; with `json`, from a prebuilt answer whose load waits for `gate`. */
function serve(json?: Uint8Array, { gate = Promise.resolve(), of = registry }: { gate?: Promise<unknown>; of?: Registry } = {}): Served {
  const stdin = new PassThrough();
  const stdout = new PassThrough();
  let reads = 0;
  let loads = 0;
  let loaded = !json;
  const errors: Error[] = [];
  const ctx = createContext({
    registry: () => {
      reads++;
      if (!loaded) throw new Error('read before load');
      return of;
    },
    version: '1.0.0',
    baseUrl: () => 'http://127.0.0.1:8787',
  });
  const load = async () => {
    loads++;
    await gate;
    loaded = true;
  };
  const handle = serveMcpStdio(ctx, { stdio: { stdin, stdout }, onerror: (e) => errors.push(e), ...(json && { prebuilt: { spec: 'all', json, load } }) });
  const lines: string[] = [];
  const waiters: Array<{ test: (line: string) => boolean; resolve: (line: string) => void }> = [];
  let buffer = '';
  stdout.setEncoding('utf8').on('data', (chunk: string) => {
    buffer += chunk;
    let at;
    while ((at = buffer.indexOf('\n')) !== -1) {
      const line = buffer.slice(0, at);
      buffer = buffer.slice(at + 1);
      lines.push(line);
      for (const w of waiters.splice(0)) if (w.test(line)) w.resolve(line);
      else waiters.push(w);
    }
  });
  return {
    lines,
    send: (message) => stdin.write(`${JSON.stringify(message)}\n`),
    next: (test) => new Promise((resolve) => (lines.some(test) ? resolve(lines.find(test)!) : waiters.push({ test, resolve }))),
    registryReads: () => reads,
    loads: () => loads,
    errors,
    close: () => handle.close(),
    stdin,
    stdout,
  };
}

const answers = (id: number) => (line: string) => line.includes(`"id":${id}`) && line.startsWith('{"result"');
const initialize = (protocolVersion: string) => ({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion, capabilities: {}, clientInfo: { name: 't', version: '1' } } });

async function openingLines(served: Served, protocolVersion: string) {
  served.send(initialize(protocolVersion));
  served.send({ jsonrpc: '2.0', method: 'notifications/initialized' });
  served.send({ jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} });
  return [await served.next(answers(1)), await served.next(answers(2))];
}

/** A Transport for the SDK client over a served connection (to speak 2026-07-28 as a client does). */
function clientTransport(served: Served): Transport {
  const transport: Transport = {
    start: async () => {
      served.stdout.on('data', () => {});
    },
    send: async (message: JSONRPCMessage) => served.send(message),
    close: async () => {
      served.stdin.end();
    },
  };
  let seen = 0;
  served.stdout.on('data', () => {
    while (seen < served.lines.length) transport.onmessage?.(JSON.parse(served.lines[seen++]!) as JSONRPCMessage);
  });
  return transport;
}

describe('prebuilt tools/list answer (ctp mcp)', () => {
  it('is what the catalog serializes to', () => {
    expect(Buffer.from(JSON.stringify(new McpCatalog(createRegistry()).toolset('all').tools)).equals(prebuiltJson())).toBe(true);
  });

  it.each(SUPPORTED_PROTOCOL_VERSIONS.map((v) => [v]))('is written byte for byte as the runtime answer (%s), before the catalog is read', async (version) => {
    const runtime = serve();
    const prebuilt = serve(prebuiltJson(), { gate: new Promise(() => {}) }); // never loads
    const [init, list] = await openingLines(prebuilt, version);
    expect(await openingLines(runtime, version)).toEqual([init, list]);
    expect(JSON.parse(list!).result.tools.length).toBe(registry.size + 1);
    expect(prebuilt.registryReads()).toBe(0);
    await runtime.close();
  });

  it('is written byte for byte as the runtime answer on 2026-07-28 (SDK client: server/discover, envelopes)', async () => {
    const listed: string[][] = [];
    for (const json of [undefined, prebuiltJson()]) {
      const served = serve(json);
      const client = new Client({ name: 't', version: '1' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
      await client.connect(clientTransport(served));
      expect(client.getNegotiatedProtocolVersion()).toBe('2026-07-28');
      const { tools } = await client.listTools();
      expect(tools.length).toBe(registry.size + 1);
      listed.push(served.lines.filter((l) => l.includes('"tools":[{')));
      await client.close();
    }
    expect(listed[0]!.length).toBe(1);
    expect(listed[1]).toEqual(listed[0]);
  });

  it('holds what needs the catalog until it has loaded, in order, and then answers it', async () => {
    let open!: () => void;
    const served = serve(prebuiltJson(), { gate: new Promise<void>((resolve) => (open = resolve)) });
    await openingLines(served, '2025-06-18');
    served.send({ jsonrpc: '2.0', id: 3, method: 'resources/list', params: {} });
    served.send({ jsonrpc: '2.0', id: 4, method: 'tools/list', params: {} });
    served.send({ jsonrpc: '2.0', id: 5, method: 'tools/call', params: { name: 'base64-encoder', arguments: { text: 'hello' } } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(served.loads()).toBe(1);
    expect(served.registryReads()).toBe(0);
    expect(served.lines).toHaveLength(2);
    open();
    const resources = JSON.parse(await served.next(answers(3))).result.resources;
    expect(resources.length).toBeGreaterThan(registry.size);
    expect(await served.next(answers(4))).toBe(served.lines[1]!.replace('"id":2', '"id":4'));
    expect(JSON.parse(await served.next(answers(5))).result.structuredContent).toMatchObject({ result: 'aGVsbG8=' });
    expect(served.lines.map((l) => JSON.parse(l).id)).toEqual([1, 2, 3, 4, 5]);
    expect(served.errors).toEqual([]);
    await served.close();
  });

  it('answers what stdin sent before it ended, even while held', async () => {
    const served = serve(prebuiltJson(), { gate: new Promise((resolve) => setTimeout(resolve, 100)) });
    await openingLines(served, '2025-06-18');
    served.send({ jsonrpc: '2.0', id: 3, method: 'resources/templates/list', params: {} });
    served.stdin.end();
    expect(JSON.parse(await served.next(answers(3))).result.resourceTemplates).toHaveLength(1);
  });

  it('closes only once the calls still running when stdin ended are answered (`… | ctp mcp`)', async () => {
    const served = serve(prebuiltJson(), { gate: new Promise((resolve) => setTimeout(resolve, 100)) });
    await openingLines(served, '2025-06-18');
    // held until the catalog loads, then a tool module to import: well over a turn of the event loop
    served.send({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'hash-generator', arguments: { input: 'abc', algorithm: 'sha256' } } });
    served.send({ jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'base64-encoder', arguments: { text: 'hi' } } });
    served.send({ jsonrpc: '2.0', id: 5, method: 'tools/call', params: { name: 'json-formatter', arguments: { json: '[1]' } } });
    served.send({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 5 } });
    served.stdin.end();
    await served.close(); // what ctp mcp does when stdin ends
    const answered = served.lines.map((l) => JSON.parse(l) as { id?: number; result?: { structuredContent?: Record<string, unknown> } });
    expect(answered.find((m) => m.id === 3)?.result?.structuredContent).toMatchObject({ digest: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad' });
    expect(answered.find((m) => m.id === 4)?.result?.structuredContent).toMatchObject({ result: 'aGk=' });
    expect(served.errors).toEqual([]);
  });

  it('without a prebuilt list too (ctp mcp --tools-dir): closing waits for the calls still running', async () => {
    const served = serve();
    await openingLines(served, '2025-06-18');
    // a tool module to import: well over a turn of the event loop
    served.send({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'hash-generator', arguments: { input: 'abc', algorithm: 'sha256' } } });
    served.send({ jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'json-formatter', arguments: { json: '[1]' } } });
    served.send({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 4 } });
    served.stdin.end();
    await served.close();
    const answered = served.lines.map((l) => JSON.parse(l) as { id?: number; result?: { structuredContent?: Record<string, unknown> } });
    expect(answered.find((m) => m.id === 3)?.result?.structuredContent).toMatchObject({ digest: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad' });
    expect(served.errors).toEqual([]);
  });

  it('loads the catalog shortly after answering, without a message asking for it', async () => {
    const served = serve(prebuiltJson());
    await openingLines(served, '2025-06-18');
    expect(served.loads()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(served.loads()).toBe(1);
    expect(served.errors).toEqual([]);
    await served.close();
  });

  it('drops an answer that differs from the catalog once loaded, and tells the client the list changed', async () => {
    const smaller = new (registry.constructor as new () => Registry)();
    for (const d of registry.list().slice(1)) smaller.registerLazy(d, () => registry.get(d.id)!.load());
    const served = serve(prebuiltJson(), { of: smaller });
    const [, stale] = await openingLines(served, '2025-06-18');
    expect(JSON.parse(stale!).result.tools).toHaveLength(registry.size + 1);
    // the catalog loads shortly after the answer; then the client hears the list changed
    expect(await served.next((l) => l.includes('notifications/tools/list_changed'))).toBeTruthy();
    served.send({ jsonrpc: '2.0', id: 3, method: 'tools/list', params: {} });
    const fresh = JSON.parse(await served.next(answers(3))).result.tools;
    expect(fresh).toHaveLength(smaller.size + 1);
    expect(served.errors.map((e) => e.message)).toEqual([expect.stringContaining('differs from the catalog')]);
    await served.close();
  });
});
