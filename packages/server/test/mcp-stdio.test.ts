/**
 * `ctp mcp` over stdio through the SDK's client, spawning the built CLI
 * (`npm test` builds first): every tool listed and called with its example,
 * toolsets, and a stdout that carries nothing but protocol.
 */
import '../../../test/support/published-deps.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listedTool } from './mcp-fixtures/listed.js';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { definitions } from '@ctp/tools';
import { deriveAnnotations, toMcpTool } from '@ctp/core';
import { INIT_PARAMS, rpc } from './mcp-fixtures/clients.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const bin = 'packages/cli/bin/ctp.js';

async function stdioClient(args: string[] = [], env: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: 'ctp-test', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({ command: process.execPath, args: [bin, 'mcp', ...args], cwd: root, stderr: 'pipe', env: { PATH: process.env.PATH ?? '', ...env } }),
  );
  return client;
}

let client: Client;
beforeAll(async () => {
  client = await stdioClient();
});
afterAll(() => client?.close());

describe('ctp mcp (stdio)', () => {
  it('lists every tool as toMcpTool(definition)', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual([...definitions.map((d) => d.id).sort(), 'run-recipe']);
    for (const tool of tools.slice(0, -1)) expect(tool).toEqual(JSON.parse(JSON.stringify(listedTool(definitions.find((d) => d.id === tool.name)!))));
  });

  it.each(definitions.map((d) => [d.id, d] as const))('calls %s with its example', async (id, definition) => {
    const result = await client.callTool({ name: id, arguments: definition.example.input });
    expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
    if (deriveAnnotations(definition).idempotentHint) expect(result.structuredContent).toEqual(definition.example.output);
  });

  it('answers an unknown tool with -32602 and bad arguments with an isError result', async () => {
    await expect(client.callTool({ name: 'no-such-tool', arguments: {} })).rejects.toMatchObject({ code: -32602 });
    const result = await client.callTool({ name: 'json-formatter', arguments: {} });
    expect(result.isError).toBe(true);
  });

  it('serves 2026-07-28 too (server/discover, then per-request envelopes)', async () => {
    const modern = new Client({ name: 'ctp-test', version: '1.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
    await modern.connect(new StdioClientTransport({ command: process.execPath, args: [bin, 'mcp'], cwd: root, stderr: 'pipe' }));
    expect(modern.getNegotiatedProtocolVersion()).toBe('2026-07-28');
    expect((await modern.callTool({ name: 'json-formatter', arguments: { json: '[1]' } })).structuredContent).toMatchObject({ formatted: '[\n  1\n]' });
    await modern.close();
  });

  it('--tools and $CTP_MCP_TOOLS select a toolset', async () => {
    const compact = await stdioClient(['--tools', 'compact']);
    expect((await compact.listTools()).tools.map((t) => t.name)).toEqual(['search-tools', 'describe-tool', 'run-tool', 'run-recipe']);
    await compact.close();
    const encoders = await stdioClient([], { CTP_MCP_TOOLS: 'encoders' });
    expect((await encoders.listTools()).tools.map((t) => t.name)).toEqual([...definitions.filter((d) => d.category === 'encoders').map((d) => d.id).sort(), 'run-recipe']);
    await encoders.close();
  });

  it('a bad --tools is a usage error (exit 2) on stderr, with nothing on stdout', () => {
    const run = spawnSync(process.execPath, [bin, 'mcp', '--tools', 'no-such-thing'], { cwd: root, input: '', encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('no-such-thing');
  });

  it('stdout carries only JSON-RPC lines, logs go to stderr, and the server exits when stdin closes', async () => {
    const child = spawn(process.execPath, [bin, 'mcp'], { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
    child.stdin.write(`${rpc('initialize', INIT_PARAMS, 1)}\n`);
    child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
    child.stdin.write(`${rpc('tools/list', {}, 2)}\n`);
    for (const started = Date.now(); !out.includes('"id":2'); ) {
      if (Date.now() - started > 20_000) throw new Error(`no tools/list answer; stderr: ${err}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.stdin.end();
    expect(await exited).toBe(0);
    const lines = out.trim().split('\n');
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(JSON.parse(line)).toMatchObject({ jsonrpc: '2.0' });
    expect(JSON.parse(lines[0]!).result.protocolVersion).toBe('2025-06-18');
    expect(err).toContain('MCP on stdio');
  });
});
